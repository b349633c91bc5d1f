import { randomBytes } from 'node:crypto';
import { encodedText, hugeString, PROTOTYPE_NAMES } from '../malformed-values';
import type { FuzzContext } from '../fuzz-context';
import type { FuzzRequest } from '../fuzz-request';
import type { SeededRandom } from '../seeded-random';

const PREFIXES = [
  'public/',
  'streams/',
  'profile-avatar/',
  'picture-submissions/',
  'images/',
  'personalities/',
  'private/',
  '',
];
const SUBRESOURCES = [
  'list-type=2',
  'uploads',
  'uploadId=fuzz',
  'partNumber=1',
  'acl',
  'tagging',
  'versionId=1',
  'variant=w640',
  'variant=w9999',
  'delete',
  'location',
  'x-id=GetObject',
];

function key(random: SeededRandom): string {
  const segment = () =>
    random.pick([
      'fuzz.txt',
      'a.png',
      ...PROTOTYPE_NAMES,
      '..',
      '.',
      '%2e%2e',
      '%00',
      '%ZZ',
      encodeURIComponent('é😀'),
      'x'.repeat(random.pick([10, 1100])),
      `us-west-2:${'0'.repeat(36)}`,
    ]);
  return `${random.pick(PREFIXES)}${random.many(random.int(1, 3), segment).join('/')}`;
}

function query(random: SeededRandom): string {
  const pairs = random.many(random.int(0, 4), () =>
    random.chance(0.6)
      ? random.pick(SUBRESOURCES)
      : `${random.pick([...PROTOTYPE_NAMES, 'prefix', 'max-keys', 'continuation-token', 'delimiter', 'start-after'])}=${encodedText(random, 300)}`,
  );
  return pairs.length ? `?${pairs.join('&')}` : '';
}

function headers(random: SeededRandom): Record<string, string> {
  const chosen: Record<string, string> = {};
  const options: [string, () => string][] = [
    [
      'range',
      () =>
        random.pick([
          'bytes=0-',
          'bytes=-0',
          'bytes=9999999999-',
          'bytes=5-1',
          'bytes=0-1,2-3',
          'lines=1',
          'bytes=a-b',
        ]),
    ],
    [
      'x-amz-copy-source',
      () => random.pick(['/other/x', `/${random.pick(PROTOTYPE_NAMES)}/x`, '%ZZ', 'fuzz/public/../x']),
    ],
    ['content-md5', () => random.pick(['', 'xxx', '1B2M2Y8AsgTpgAmY7PhCfg=='])],
    ['x-amz-checksum-sha256', () => random.pick(['', 'AAAA', '!!!'])],
    [
      'x-amz-content-sha256',
      () =>
        random.pick([
          'UNSIGNED-PAYLOAD',
          'STREAMING-UNSIGNED-PAYLOAD-TRAILER',
          'STREAMING-AWS4-HMAC-SHA256-PAYLOAD',
          'x'.repeat(64),
        ]),
    ],
    ['content-encoding', () => random.pick(['aws-chunked', 'gzip', ''])],
    ['x-amz-decoded-content-length', () => random.pick(['-1', '99999999999', 'x'])],
    ['if-match', () => random.pick(['*', '"x"', 'W/"x"'])],
    ['x-amz-meta-__proto__', () => 'x'],
    [
      `x-amz-meta-${random.pick(PROTOTYPE_NAMES).toLowerCase()}`,
      () => hugeString(random, random.pick([10, 3000])),
    ],
    ['content-type', () => random.pick(['image/png', 'text/html', 'application/xml', ''])],
  ];
  for (const [name, value] of options) if (random.chance(0.15)) chosen[name] = value();
  return chosen;
}

function body(random: SeededRandom): Buffer | undefined {
  switch (random.int(0, 5)) {
    case 0:
      return undefined;
    case 1:
      return randomBytes(random.pick([1, 1000, 70_000]));
    case 2:
      return Buffer.from(
        `<CompleteMultipartUpload>${'<Part><PartNumber>1</PartNumber><ETag>"x"</ETag></Part>'.repeat(random.pick([1, 12_000]))}</CompleteMultipartUpload>`,
      );
    case 3:
      return Buffer.from(`${'<a>'.repeat(50_000)}${'</a>'.repeat(50_000)}`);
    case 4:
      return Buffer.from(
        `<!DOCTYPE x [<!ENTITY a "${'b'.repeat(100)}">]><CompleteMultipartUpload>&a;&a;&a;</CompleteMultipartUpload>`,
      );
    default:
      return Buffer.from(
        `fuzz;chunk-signature=${'0'.repeat(64)}\r\n${'x'.repeat(10)}\r\n0;chunk-signature=bad\r\n\r\n`,
      );
  }
}

/** S3 requests: every method on odd keys, sub-resources, conditions and bodies; `isSigned` marks those to sign as a guest. */
export function storageRequests(
  random: SeededRandom,
  context: FuzzContext,
  count: number,
): (FuzzRequest & { isSigned: boolean })[] {
  return random.many(count, () => {
    const isBucket = random.chance(0.15);
    return {
      door: 'S3',
      method: random.pick(['GET', 'HEAD', 'PUT', 'PUT', 'POST', 'DELETE', 'PATCH', 'OPTIONS']),
      path: `/_aws/s3/${random.chance(0.9) ? context.bucket : random.pick([...PROTOTYPE_NAMES, 'other'])}${isBucket ? '' : `/${key(random)}`}${query(random)}`,
      headers: headers(random),
      body: body(random),
      isSigned: random.chance(0.6),
    };
  });
}
