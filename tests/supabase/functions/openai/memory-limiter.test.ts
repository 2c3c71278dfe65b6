// @vitest-environment node
// The in-memory limiter (the embedded default) against the limits' contract; the Postgres one runs
// the same suite in tests/postgres/.
import { MemoryLimiter } from '../../../../supabase/functions/openai/limits.ts';
import { describeLimiterContract } from '../../../limits/limiter-contract.ts';

describeLimiterContract('memory', (settings) => {
  const limiter = new MemoryLimiter(settings);
  return { connect: () => limiter, close: () => limiter.close() };
});
