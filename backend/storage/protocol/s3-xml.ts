import { XMLBuilder, XMLParser } from 'fast-xml-parser';
import { S3Error } from './s3-error';

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true });
const parser = new XMLParser({ ignoreAttributes: true, parseTagValue: false, processEntities: true, isArray: (name) => name === 'Part' });

export type XmlValue = string | number | boolean | Date | undefined | XmlElement | XmlValue[];
export interface XmlElement {
  [name: string]: XmlValue;
}

/** An S3 response document: the root element in S3's namespace, dates as S3 writes them, absent values left out. */
export function renderS3Xml(root: string, content: XmlElement, withNamespace = true): Buffer {
  const body = withNamespace ? { '@_xmlns': S3_NAMESPACE, ...normalize(content) } : normalize(content);
  return Buffer.from(`<?xml version="1.0" encoding="UTF-8"?>\n${builder.build({ [root]: body })}`);
}

function normalize(content: XmlElement): Record<string, unknown> {
  const convert = (value: XmlValue): unknown => {
    if (value instanceof Date) return value.toISOString();
    if (Array.isArray(value)) return value.map(convert);
    if (value !== null && typeof value === 'object') return normalize(value);
    return value;
  };
  return Object.fromEntries(
    Object.entries(content)
      .filter(([, value]) => value !== undefined)
      .map(([name, value]) => [name, convert(value)]),
  );
}

/** The parts of a CompleteMultipartUpload body, in the order sent; MalformedXML when it is not one. */
export function parseCompleteMultipartUpload(body: Buffer): { partNumber: number; etag: string }[] {
  const text = body.toString('utf8');
  const malformed = () => new S3Error(400, 'MalformedXML', 'The XML you provided was not well-formed or did not validate against our published schema.');
  // S3 documents carry no DTD; refusing one rules out entity tricks.
  if (/<!DOCTYPE/i.test(text)) throw malformed();
  let document: { CompleteMultipartUpload?: { Part?: { PartNumber?: unknown; ETag?: unknown }[] } };
  try {
    document = parser.parse(text, true) as typeof document;
  } catch {
    throw malformed();
  }
  const parts = document.CompleteMultipartUpload?.Part;
  if (!Array.isArray(parts) || parts.length === 0) throw malformed();
  return parts.map((part) => {
    const partNumber = Number(part.PartNumber);
    if (!Number.isInteger(partNumber) || typeof part.ETag !== 'string') throw malformed();
    return { partNumber, etag: part.ETag };
  });
}
