/**
 * A refusal before any GraphQL runs (bad credentials, unreadable body…), answered the way AppSync
 * does: an HTTP status and `{ errors: [{ errorType, message }] }`.
 */
export class TransportError extends Error {
  constructor(
    readonly status: number,
    readonly errorType: string,
    message: string,
  ) {
    super(message);
    this.name = 'TransportError';
  }
}

export function unauthorizedCall(message = 'You are not authorized to make this call.'): TransportError {
  return new TransportError(401, 'UnauthorizedException', message);
}
