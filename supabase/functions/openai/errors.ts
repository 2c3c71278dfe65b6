/**
 * How the function fails inside: a {@link FunctionError} carries one of the contract's codes
 * (`ERRORS` in the wire contract, `@basebots/speech-contract`) up to the handler, which answers
 * it with `errorResponse`.
 */
import { ERRORS, errorBody, type ErrorBody, type ErrorCode } from '@basebots/speech-contract';

/**
 * A failure with a code the client is allowed to see. Its message is shown to visitors, so it
 * must never contain the API key or raw upstream bodies; without one, the code's own is sent.
 */
export class FunctionError extends Error {
  readonly code: ErrorCode;
  readonly upstreamStatus: number | undefined;

  constructor(code: ErrorCode, message: string = ERRORS[code].message, upstreamStatus?: number) {
    super(message);
    this.name = 'FunctionError';
    this.code = code;
    this.upstreamStatus = upstreamStatus;
  }

  get status(): number {
    return ERRORS[this.code].status;
  }

  toBody(): ErrorBody {
    return errorBody(this.code, {
      message: this.message,
      ...(this.upstreamStatus === undefined ? {} : { upstreamStatus: this.upstreamStatus }),
    });
  }
}
