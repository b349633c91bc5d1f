import { HttpError } from '../http/http-error';

/**
 * A request whose SigV4 signature does not hold. `type` is AWS's error name
 * (InvalidSignatureException, UnrecognizedClientException, …); each protocol renders it in its
 * own shape and status (AWS JSON answers 400, REST and S3 answer 403).
 */
export class SigV4Error extends HttpError {
  constructor(type: string, message: string) {
    super(403, message, type);
    this.name = type;
  }
}
