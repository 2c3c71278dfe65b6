/**
 * The speech function's wire contract, shared by name (`@basebots/speech-contract`) with the web
 * app, the Node server and the tests (an npm workspace), and with the function itself under Deno
 * (its import map). It lives under supabase/functions/ because Supabase deploys only what is
 * there. Web standards only: it runs in Deno, Node and the browser alike.
 */
export * from './contract.ts';
export {
  ERRORS,
  errorBody,
  errorResponse,
  isErrorCode,
  jsonResponse,
  readErrorBody,
  type ErrorBody,
  type ErrorCode,
  type ErrorDetails,
  type ReadError,
} from './error-answers.ts';
export * from './reply-events.ts';
export { decodeBase64, encodeBase64 } from './base64.ts';
export { createSseParser, type SseEvent } from './sse.ts';
