/**
 * Where supabase-js calls the function when the app points it at its own origin. A module of its
 * own so that the dev server's plugin, part of Vite's configuration, can name it without loading
 * the function.
 */
export const FUNCTION_PATH = '/functions/v1/openai';
