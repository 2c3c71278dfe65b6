import type { HandlerDeps } from '../../../../supabase/functions/openai/handler.ts';

/** Where the function is called in the tests. */
export const FUNCTION_URL = 'http://localhost/functions/v1/openai';

/** What supabase-js sends by itself: the project's anon key, a JWT. */
export const ANON_JWT = 'eyJhbGciOiJIUzI1NiJ9.eyJyb2xlIjoiYW5vbiJ9.c2lnbmF0dXJl';

/** The upstream address the test dependencies point at. */
export const TEST_BASE_URL = 'https://upstream.test/v1';

/** The function's dependencies for a test: the given upstream, a short deadline, any origin. */
export function testDeps(fetch: HandlerDeps['fetch'], overrides: Partial<HandlerDeps> = {}): HandlerDeps {
  return {
    fetch,
    baseUrl: TEST_BASE_URL,
    model: 'gpt-4o',
    timeoutMs: 2000,
    allowedOrigins: '*',
    ...overrides,
  };
}
