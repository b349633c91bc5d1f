import { XMLBuilder } from 'fast-xml-parser';

const S3_NAMESPACE = 'http://s3.amazonaws.com/doc/2006-03-01/';
const builder = new XMLBuilder({ ignoreAttributes: false, attributeNamePrefix: '@_', processEntities: true });

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
