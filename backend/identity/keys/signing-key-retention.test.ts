import type { StoredSigningKey } from '../user-pool/store/signing-keys';
import { KEY_RETENTION_MARGIN_MS, selectPublishedKeys, signingKeyRetentionMs } from './signing-key-retention';

const HOUR = 3_600_000;
const key = (generation: number, createdAt: string): StoredSigningKey => ({
  generation,
  kid: `kid-${generation}`,
  privateJwk: { kty: 'RSA' },
  publicJwk: { kty: 'RSA' },
  createdAt: new Date(createdAt),
});

describe('signingKeyRetentionMs', () => {
  it('is the access and id token lifetime plus the margin (refresh tokens are not signed)', () => {
    expect(signingKeyRetentionMs({ tokenValidity: { accessAndIdMinutes: 60, refreshDays: 30 } })).toBe(
      HOUR + KEY_RETENTION_MARGIN_MS,
    );
    expect(signingKeyRetentionMs({ tokenValidity: { accessAndIdMinutes: 5, refreshDays: 3650 } })).toBe(
      5 * 60_000 + KEY_RETENTION_MARGIN_MS,
    );
  });
});

describe('selectPublishedKeys', () => {
  const keys = [
    key(3, '2026-01-01T12:00:00Z'),
    key(2, '2026-01-01T11:30:00Z'),
    key(1, '2025-12-01T00:00:00Z'),
  ];

  it('keeps a previous key until the last token it signed has expired, counted from when its successor took over', () => {
    const result = selectPublishedKeys(keys, new Date('2026-01-01T12:15:00Z'), HOUR);
    expect(result.published.map((k) => k.kid)).toEqual(['kid-3', 'kid-2', 'kid-1']);
    // kid-1 stopped signing at 11:30, when kid-2 took over.
    expect(result.nextDropAt).toEqual(new Date('2026-01-01T12:30:00Z'));
    expect(result.expired).toEqual([]);
  });

  it('drops each previous key once its window has passed; the signer always stays', () => {
    const later = selectPublishedKeys(keys, new Date('2026-01-01T12:45:00Z'), HOUR);
    expect(later.published.map((k) => k.kid)).toEqual(['kid-3', 'kid-2']);
    expect(later.expired.map((k) => k.kid)).toEqual(['kid-1']);
    expect(later.nextDropAt).toEqual(new Date('2026-01-01T13:00:00Z'));

    const muchLater = selectPublishedKeys(keys, new Date('2026-01-02T00:00:00Z'), HOUR);
    expect(muchLater.published.map((k) => k.kid)).toEqual(['kid-3']);
    expect(muchLater.nextDropAt).toBeNull();
  });
});
