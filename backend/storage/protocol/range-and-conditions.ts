import type { IncomingMessage } from 'node:http';
import type { ByteRange } from '../store/object-store';
import { S3Error } from './s3-error';
import { requestHeader } from '../../core/http/request-header';

/**
 * The single byte range a Range header asks for within an object of `size` bytes; undefined for
 * no (or an unreadable, hence ignored) header; InvalidRange when it starts past the end.
 */
export function resolveRange(header: string | undefined, size: number): ByteRange | undefined {
  const match = header ? /^bytes=(\d*)-(\d*)$/.exec(header.trim()) : null;
  if (!match || (match[1] === '' && match[2] === '')) return undefined;
  let start: number;
  let end: number;
  if (match[1] === '') {
    const suffix = Number(match[2]);
    if (suffix === 0) throw invalidRange(size);
    start = Math.max(0, size - suffix);
    end = size - 1;
  } else {
    start = Number(match[1]);
    end = match[2] === '' ? size - 1 : Math.min(Number(match[2]), size - 1);
    if (match[2] !== '' && Number(match[2]) < start) return undefined;
  }
  if (start >= size) throw invalidRange(size);
  return { start, end };
}

function invalidRange(size: number): S3Error {
  return new S3Error(416, 'InvalidRange', 'The requested range is not satisfiable', { ActualObjectSize: String(size) });
}

/** What the conditional headers make of a representation: serve it, 304 Not Modified, or 412. */
export function evaluateConditions(req: IncomingMessage, etag: string, lastModified: Date): 'serve' | 'not-modified' | 'precondition-failed' {
  const header = (name: string) => requestHeader(req, name);
  const ifMatch = header('if-match');
  const ifUnmodifiedSince = header('if-unmodified-since');
  const ifNoneMatch = header('if-none-match');
  const ifModifiedSince = header('if-modified-since');
  // HTTP dates have whole seconds.
  const modified = Math.floor(lastModified.getTime() / 1000) * 1000;
  if (ifMatch !== undefined ? !matchesEtag(ifMatch, etag) : isAfter(modified, ifUnmodifiedSince)) return 'precondition-failed';
  if (ifNoneMatch !== undefined ? matchesEtag(ifNoneMatch, etag) : isNotAfter(modified, ifModifiedSince)) return 'not-modified';
  return 'serve';
}

function matchesEtag(list: string, etag: string): boolean {
  const bare = etag.replaceAll('"', '');
  return list.split(',').some((candidate) => {
    const value = candidate.trim().replace(/^W\//, '');
    return value === '*' || value.replaceAll('"', '') === bare;
  });
}

function isAfter(modified: number, date: string | undefined): boolean {
  const time = date ? Date.parse(date) : NaN;
  return !Number.isNaN(time) && modified > time;
}

function isNotAfter(modified: number, date: string | undefined): boolean {
  const time = date ? Date.parse(date) : NaN;
  return !Number.isNaN(time) && modified <= time;
}
