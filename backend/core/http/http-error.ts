/** An error that already knows its HTTP status; the backend answers it as JSON instead of a 500. */
export class HttpError extends Error {
  constructor(
    readonly status: number,
    message: string,
    /** Shown as `__type` and x-amzn-ErrorType, the way AWS JSON protocols name errors. */
    readonly type = 'HttpError',
  ) {
    super(message);
    this.name = 'HttpError';
  }
}
