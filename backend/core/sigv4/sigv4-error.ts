import { HttpError } from '../http/http-error';

/** Why a signature was refused, so each protocol can name it its own way (S3's codes differ from AWS JSON's). */
export type SigV4FailureReason =
  | 'missing'
  | 'malformed'
  | 'unknown-key'
  | 'skewed'
  | 'expired'
  | 'not-yet-valid'
  | 'wrong-scope'
  | 'missing-payload-hash'
  | 'mismatch';

/**
 * A request whose SigV4 signature does not hold. `type` is AWS's error name
 * (InvalidSignatureException, UnrecognizedClientException, …); each protocol renders it in its
 * own shape and status (AWS JSON answers 400, REST and S3 answer 403).
 */
export class SigV4Error extends HttpError {
  constructor(
    type: string,
    message: string,
    readonly reason?: SigV4FailureReason,
  ) {
    super(403, message, type);
    this.name = type;
  }
}
