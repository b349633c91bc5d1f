import type { IncomingMessage } from 'node:http';
import { HttpError } from './http-error';

export const DEFAULT_BODY_LIMIT_BYTES = 1024 * 1024;

export class PayloadTooLargeError extends HttpError {
  constructor(limitBytes: number) {
    super(413, `The request body exceeds ${limitBytes} bytes.`, 'PayloadTooLargeException');
    this.name = 'PayloadTooLargeError';
  }
}

/** The whole request body, refusing (413) past `limitBytes` without reading the rest. */
export function readBody(req: IncomingMessage, limitBytes = DEFAULT_BODY_LIMIT_BYTES): Promise<Buffer> {
  const declared = Number(req.headers['content-length']);
  if (Number.isFinite(declared) && declared > limitBytes) return Promise.reject(new PayloadTooLargeError(limitBytes));

  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let size = 0;
    const stop = () => {
      req.off('data', onData);
      req.off('end', onEnd);
      req.off('error', onError);
      req.off('aborted', onAborted);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size > limitBytes) {
        stop();
        // Left unread; the answer closes the connection (see sendHttpError) instead of draining it.
        req.pause();
        reject(new PayloadTooLargeError(limitBytes));
        return;
      }
      chunks.push(chunk);
    };
    const onEnd = () => {
      stop();
      resolve(Buffer.concat(chunks, size));
    };
    const onError = (error: Error) => {
      stop();
      reject(error);
    };
    const onAborted = () => onError(new Error('The client aborted the request.'));
    req.on('data', onData);
    req.on('end', onEnd);
    req.on('error', onError);
    req.on('aborted', onAborted);
  });
}
