import { HttpError } from '../../core/http/http-error';

/**
 * An error the caller caused. The backend renders it as AWS JSON 1.1 does: HTTP 400, the name
 * in `__type` and in x-amzn-ErrorType, the text in `message`.
 */
export class ServiceError extends HttpError {
  constructor(type: string, message: string) {
    super(400, message, type);
    this.name = type;
  }
}
