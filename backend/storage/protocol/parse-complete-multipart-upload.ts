import { setImmediate as yieldToEventLoop } from 'node:timers/promises';
import { SaxesParser } from 'saxes';
import { S3Error } from './s3-error';

/** S3's own bound on the parts of one upload. */
export const MAX_PARTS = 10_000;
/** Text fed to the parser between two turns of the event loop (about a millisecond of work). */
const CHUNK_CHARACTERS = 64 * 1024;
/** CompleteMultipartUpload > Part > PartNumber is 3 deep; S3's schema has nothing deeper. */
const MAX_DEPTH = 4;
/** Longest element text kept (an ETag is 34 characters, a checksum fewer). */
const MAX_TEXT_CHARACTERS = 1024;

export interface CompletedPart {
  partNumber: number;
  etag: string;
}

const malformed = () =>
  new S3Error(
    400,
    'MalformedXML',
    'The XML you provided was not well-formed or did not validate against our published schema.',
  );

/**
 * The parts of a CompleteMultipartUpload body, in the order sent; MalformedXML when it is not one.
 * A streaming parser (saxes) over bounded chunks: a body of 10,000 parts takes one pass, and the
 * event loop turns between chunks instead of waiting for a whole document tree to be built.
 */
export async function parseCompleteMultipartUpload(body: Buffer): Promise<CompletedPart[]> {
  const text = body.toString('utf8');
  // S3 documents carry no DTD; refusing one rules out entity tricks.
  if (/<!DOCTYPE/i.test(text)) throw malformed();
  const parts: CompletedPart[] = [];
  const path: string[] = [];
  let current: { partNumber?: string; etag?: string } | null = null;
  let textOfElement = '';
  let failure: S3Error | null = null;

  const parser = new SaxesParser({ xmlns: false });
  parser.on('error', () => (failure ??= malformed()));
  parser.on('opentag', ({ name }) => {
    path.push(name);
    textOfElement = '';
    const isExpected = path.length === 1 ? name === 'CompleteMultipartUpload' : path.length <= MAX_DEPTH;
    if (!isExpected) failure ??= malformed();
    if (path.length === 2 && name === 'Part') {
      if (parts.length === MAX_PARTS)
        failure ??= new S3Error(
          400,
          'InvalidArgument',
          `Part number must be an integer between 1 and ${MAX_PARTS}, inclusive`,
        );
      current = {};
    }
  });
  parser.on('text', (value) => {
    if (path.length !== 3) return;
    if (textOfElement.length + value.length > MAX_TEXT_CHARACTERS) failure ??= malformed();
    else textOfElement += value;
  });
  parser.on('closetag', ({ name }) => {
    if (path.length === 3 && current && path[1] === 'Part') {
      if (name === 'PartNumber') current.partNumber = textOfElement.trim();
      if (name === 'ETag') current.etag = textOfElement.trim();
    }
    if (path.length === 2 && name === 'Part' && current) {
      const partNumber = Number(current.partNumber);
      if (!current.partNumber || !Number.isInteger(partNumber) || current.etag === undefined)
        failure ??= malformed();
      else parts.push({ partNumber, etag: current.etag });
      current = null;
    }
    path.pop();
    textOfElement = '';
  });

  for (let start = 0; start < text.length && !failure; start += CHUNK_CHARACTERS) {
    if (start > 0) await yieldToEventLoop();
    parser.write(text.slice(start, start + CHUNK_CHARACTERS));
  }
  if (!failure) parser.close();
  if (failure) throw failure;
  if (parts.length === 0) throw malformed();
  return parts;
}
