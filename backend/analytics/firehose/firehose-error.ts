import { HttpError } from '../../core/http/http-error';

/**
 * Firehose's AWS JSON 1.1 errors: the name in `__type` and x-amzn-ErrorType, the text in
 * `message` (the backend's sendHttpError renders exactly that). Status as the service answers.
 */
export class FirehoseError extends HttpError {
  constructor(type: string, message: string, status = 400) {
    super(status, message, type);
    this.name = type;
  }
}

/** Smithy's constraint wording, which Firehose answers for records past its limits. */
export function validationError(problems: readonly string[]): FirehoseError {
  const count = problems.length === 1 ? '1 validation error detected' : `${problems.length} validation errors detected`;
  return new FirehoseError('ValidationException', `${count}: ${problems.join('; ')}`);
}

export const accessDenied = (operation: string, arn: string) =>
  new FirehoseError(
    'AccessDeniedException',
    `User is not authorized to perform: firehose:${operation} on resource: ${arn} because no identity-based policy allows the firehose:${operation} action`,
  );
