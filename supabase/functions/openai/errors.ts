/** Every failure the function can answer with, and the HTTP status each one maps to. */
export const ERROR_STATUS = {
  invalid_json: 400,
  invalid_request: 400,
  missing_api_key: 401,
  /** The upstream refused the visitor's key: they must give another one. */
  invalid_api_key: 401,
  origin_not_allowed: 403,
  method_not_allowed: 405,
  payload_too_large: 413,
  unsupported_media_type: 415,
  internal_error: 500,
  upstream_error: 502,
  upstream_unreachable: 502,
  upstream_timeout: 504,
} as const;

export type ErrorCode = keyof typeof ERROR_STATUS;

/** The JSON body of every error answer. `code` lets clients branch without parsing `error`. */
export type ErrorBody = {
  error: string;
  code: ErrorCode;
  /** Present on upstream failures: the upstream's status (401 wrong key, 429 quota...). */
  upstreamStatus?: number;
};

/**
 * A failure with a code the client is allowed to see. Its message is shown to visitors, so it
 * must never contain the API key or raw upstream bodies.
 */
export class FunctionError extends Error {
  readonly code: ErrorCode;
  readonly upstreamStatus: number | undefined;

  constructor(code: ErrorCode, message: string, upstreamStatus?: number) {
    super(message);
    this.name = 'FunctionError';
    this.code = code;
    this.upstreamStatus = upstreamStatus;
  }

  get status(): number {
    return ERROR_STATUS[this.code];
  }

  toBody(): ErrorBody {
    return this.upstreamStatus === undefined
      ? { error: this.message, code: this.code }
      : { error: this.message, code: this.code, upstreamStatus: this.upstreamStatus };
  }
}
