/**
 * Supabase entry point: serves the handler with deps read from the function's environment.
 * `PORT` is only for running it outside Supabase (tests, `deno run`); Supabase's runtime picks
 * the port itself.
 */
import { createHandler, depsFromEnv } from './handler.ts';

const handler = createHandler(
  depsFromEnv((name) => Deno.env.get(name), { log: (event) => console.warn(JSON.stringify(event)) }),
);

const port = Number.parseInt(Deno.env.get('PORT') ?? '', 10);
if (Number.isInteger(port) && port > 0) Deno.serve({ port }, handler);
else Deno.serve(handler);
