/**
 * An error the data API answers to the caller as part of the protocol (a refusal, not a fault):
 * a denied field, a bad filter or page token. It is made without a stack trace: nothing logs one,
 * and a page whose items each fail a field makes thousands per request, where capturing stacks
 * was most of the time spent (about 6 µs each).
 */
export class RefusalError extends Error {
  constructor(message: string) {
    const stackTraceLimit = Error.stackTraceLimit;
    Error.stackTraceLimit = 0;
    try {
      super(message);
    } finally {
      Error.stackTraceLimit = stackTraceLimit;
    }
  }
}
