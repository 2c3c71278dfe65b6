/**
 * The server's own refusals (a host, a path, a method, the function's limits) are error answers
 * of the speech function's wire contract, so a client reads them exactly like the function's
 * errors. Their codes, statuses and messages are in the contract's `ERRORS`.
 */
import { errorResponse, type ErrorCode } from '@basebots/speech-contract';

/** The JSON refusal for `code`, never cached; `message` replaces the code's own. */
export function refusal(code: ErrorCode, headers: Record<string, string> = {}, message?: string): Response {
  return errorResponse(code, { headers, ...(message === undefined ? {} : { message }) });
}
