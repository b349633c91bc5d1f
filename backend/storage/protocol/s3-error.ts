import { HttpError } from '../../core/http/http-error';

/** An error S3 clients understand: the code is S3's (`NoSuchKey`, `AccessDenied` …), rendered as S3's XML. */
export class S3Error extends HttpError {
  constructor(
    status: number,
    readonly code: string,
    message: string,
    /** Extra elements S3 adds to some errors (`Key`, `BucketName`, `UploadId` …). */
    readonly details: Record<string, string> = {},
    /** What went wrong underneath, for the log (a 5xx never shows it to the client). */
    cause?: unknown,
  ) {
    super(status, message, code);
    this.name = code;
    if (cause !== undefined) this.cause = cause;
  }
}

export const accessDenied = () => new S3Error(403, 'AccessDenied', 'Access Denied');
export const noSuchKey = (key: string) => new S3Error(404, 'NoSuchKey', 'The specified key does not exist.', { Key: key });
export const noSuchUpload = (uploadId: string) =>
  new S3Error(404, 'NoSuchUpload', 'The specified upload does not exist. The upload ID may be invalid, or the upload may have been aborted or completed.', {
    UploadId: uploadId,
  });
export const invalidArgument = (message: string, name?: string, value?: string) =>
  new S3Error(400, 'InvalidArgument', message, name === undefined ? {} : { ArgumentName: name, ArgumentValue: value ?? '' });
export const invalidRequest = (message: string) => new S3Error(400, 'InvalidRequest', message);
export const entityTooLarge = (maxBytes: number) =>
  new S3Error(400, 'EntityTooLarge', 'Your proposed upload exceeds the maximum allowed size.', { MaxSizeAllowed: String(maxBytes) });
export const badDigest = (what: string) => new S3Error(400, 'BadDigest', `The ${what} you specified did not match the calculated checksum.`);
export const notImplemented = (what: string) =>
  new S3Error(501, 'NotImplemented', `${what} is not offered by this store.`);
