import type { HandlerDeps } from '../../../../supabase/functions/openai/handler.ts';

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
