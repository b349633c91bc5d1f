import { MAX_PARTS, parseCompleteMultipartUpload } from './parse-complete-multipart-upload';

const part = (number: number | string, etag = '"0123456789abcdef0123456789abcdef"') =>
  `<Part><ETag>${etag.replace(/"/g, '&quot;')}</ETag><PartNumber>${number}</PartNumber></Part>`;
const document = (inner: string) =>
  Buffer.from(
    `<?xml version="1.0" encoding="UTF-8"?>\n<CompleteMultipartUpload xmlns="http://s3.amazonaws.com/doc/2006-03-01/">${inner}</CompleteMultipartUpload>`,
  );

async function refusal(body: Buffer): Promise<string> {
  try {
    await parseCompleteMultipartUpload(body);
  } catch (error) {
    return (error as { code: string }).code;
  }
  throw new Error('the body was accepted');
}

describe('parseCompleteMultipartUpload', () => {
  it('reads the parts in the order sent, with entities decoded', async () => {
    const parts = await parseCompleteMultipartUpload(
      document(
        `${part(2, '"b"')}\n  ${part(1, '"a"')}<Part><PartNumber>3</PartNumber><ChecksumCRC32>AAAAAA==</ChecksumCRC32><ETag>c</ETag></Part>`,
      ),
    );
    expect(parts).toEqual([
      { partNumber: 2, etag: '"b"' },
      { partNumber: 1, etag: '"a"' },
      { partNumber: 3, etag: 'c' },
    ]);
  });

  it('passes over elements it does not know, inherited names among them', async () => {
    const parts = await parseCompleteMultipartUpload(
      document(`<__proto__><constructor>1</constructor></__proto__>${part(1)}`),
    );
    expect(parts).toEqual([{ partNumber: 1, etag: '"0123456789abcdef0123456789abcdef"' }]);
  });

  it('takes the most parts S3 allows', async () => {
    const parts = await parseCompleteMultipartUpload(
      document(Array.from({ length: MAX_PARTS }, (_, index) => part(index + 1)).join('')),
    );
    expect(parts).toHaveLength(MAX_PARTS);
    expect(parts[MAX_PARTS - 1].partNumber).toBe(MAX_PARTS);
  });

  it('refuses one part more than S3 allows', async () => {
    expect(
      await refusal(document(Array.from({ length: MAX_PARTS + 1 }, (_, index) => part(index + 1)).join(''))),
    ).toBe('InvalidArgument');
  });

  it.each([
    ['not XML', Buffer.from('parts: 1')],
    ['an unclosed document', Buffer.from('<CompleteMultipartUpload><Part>')],
    ['another root element', Buffer.from(`<CompleteMultipartUploadX>${part(1)}</CompleteMultipartUploadX>`)],
    ['no parts', document('')],
    ['a part without its number', document('<Part><ETag>x</ETag></Part>')],
    ['a part number that is not a number', document(part('one'))],
    ['a DTD', Buffer.from(`<!DOCTYPE x [<!ENTITY a "b">]>${document(part(1))}`)],
    ['an undeclared entity', document(part(1, '&boom;'))],
    [
      'elements nested past the schema',
      document(`<Part><PartNumber>1</PartNumber><ETag>x</ETag><A><B><C>deep</C></B></A></Part>`),
    ],
    ['100,000 nested elements', document(`${'<a>'.repeat(100_000)}${'</a>'.repeat(100_000)}`)],
    ['an over-long ETag', document(part(1, 'x'.repeat(2000)))],
  ])('refuses %s with MalformedXML', async (_, body) => {
    expect(await refusal(body)).toBe('MalformedXML');
  });
});
