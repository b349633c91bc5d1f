import type { UserRecord } from '../store/users';
import { createSignedInUserCache } from './signed-in-user-cache';

const ALICE = '11111111-1111-4111-8111-111111111111';
const BOB = '22222222-2222-4222-8222-222222222222';

function userRecord(sub: string): UserRecord {
  const at = new Date('2026-01-01T00:00:00Z');
  return {
    sub,
    username: sub,
    email: `${sub}@example.com`,
    emailVerified: true,
    pendingEmail: null,
    attributes: { name: 'Someone' },
    status: 'CONFIRMED',
    enabled: true,
    srpSalt: null,
    srpVerifier: null,
    temporaryPasswordExpiresAt: null,
    failedSignInAttempts: 0,
    lockedUntil: null,
    totpPendingSecret: null,
    totpSecret: null,
    totpLastStep: null,
    totpMfaEnabled: false,
    emailMfaEnabled: false,
    preferredMfa: null,
    groups: ['ADMINS'],
    createdAt: at,
    updatedAt: at,
  };
}

/** A cache on a clock the test moves by hand. */
function cacheAt(options: { ttlMs?: number; maxEntries?: number } = {}) {
  const time = { now: 0 };
  const cache = createSignedInUserCache({ ttlMs: 1000, ...options, clock: () => time.now });
  const fill = (originJti: string, sub: string) =>
    cache.remember(originJti, userRecord(sub), cache.beginRead());
  return { cache, time, fill };
}

describe('the signed-in user cache', () => {
  it('answers a sign-in it was given, and nothing it was not', () => {
    const { cache, fill } = cacheAt();
    fill('jti-a', ALICE);
    expect(cache.get('jti-a')?.sub).toBe(ALICE);
    expect(cache.get('jti-b')).toBeUndefined();
  });

  it('keeps an answer until the TTL has passed since its read began', () => {
    const { cache, time } = cacheAt();
    const ticket = cache.beginRead();
    time.now = 400; // the database took 400 ms to answer
    cache.remember('jti-a', userRecord(ALICE), ticket);
    time.now = 999;
    expect(cache.get('jti-a')?.sub).toBe(ALICE);
    time.now = 1000;
    expect(cache.get('jti-a')).toBeUndefined();
    expect(cache.size).toBe(0);
  });

  it('does not keep an answer whose read outlasted the TTL', () => {
    const { cache, time } = cacheAt();
    const ticket = cache.beginRead();
    time.now = 1000;
    cache.remember('jti-a', userRecord(ALICE), ticket);
    expect(cache.get('jti-a')).toBeUndefined();
  });

  it('forgets every sign-in of a changed user, and only theirs', () => {
    const { cache, fill } = cacheAt();
    fill('jti-a1', ALICE);
    fill('jti-a2', ALICE);
    fill('jti-b', BOB);
    cache.forgetUser(ALICE);
    expect(cache.get('jti-a1')).toBeUndefined();
    expect(cache.get('jti-a2')).toBeUndefined();
    expect(cache.get('jti-b')?.sub).toBe(BOB);
  });

  it('drops what a read that began before a change found, so a revoked sign-in is not put back', () => {
    const { cache, fill } = cacheAt();
    const ticket = cache.beginRead();
    cache.forgetUser(ALICE); // the sign-out committed while the read was on its way
    cache.remember('jti-a', userRecord(ALICE), ticket);
    expect(cache.get('jti-a')).toBeUndefined();
    fill('jti-a', ALICE); // a read that began after the change is kept
    expect(cache.get('jti-a')?.sub).toBe(ALICE);
  });

  it('forgets everything when notices may have been missed', () => {
    const { cache, fill } = cacheAt();
    fill('jti-a', ALICE);
    fill('jti-b', BOB);
    const ticket = cache.beginRead();
    cache.forgetAll();
    cache.remember('jti-c', userRecord(BOB), ticket);
    expect([cache.get('jti-a'), cache.get('jti-b'), cache.get('jti-c')]).toEqual([
      undefined,
      undefined,
      undefined,
    ]);
    expect(cache.size).toBe(0);
  });

  it('holds at most its bound, letting the oldest go first', () => {
    const { cache, fill } = cacheAt({ maxEntries: 2 });
    fill('jti-1', ALICE);
    fill('jti-2', BOB);
    fill('jti-3', BOB);
    expect(cache.size).toBe(2);
    expect(cache.get('jti-1')).toBeUndefined();
    expect(cache.get('jti-3')?.sub).toBe(BOB);
    // Alice's index entry went with her last sign-in: forgetting her leaves Bob's alone.
    cache.forgetUser(ALICE);
    expect(cache.size).toBe(2);
  });

  it('keeps nothing with a TTL of zero', () => {
    const { cache, fill } = cacheAt({ ttlMs: 0 });
    fill('jti-a', ALICE);
    expect(cache.get('jti-a')).toBeUndefined();
  });

  it('hands out a record no caller can change for the others', () => {
    const { cache, fill } = cacheAt();
    fill('jti-a', ALICE);
    const user = cache.get('jti-a');
    expect(() => {
      (user as { enabled: boolean }).enabled = false;
    }).toThrow(TypeError);
    expect(() => {
      (user?.attributes as Record<string, string>).name = 'Mallory';
    }).toThrow(TypeError);
    expect(() => user?.groups.push('MODERATORS')).toThrow(TypeError);
    expect(cache.get('jti-a')).toMatchObject({
      enabled: true,
      attributes: { name: 'Someone' },
      groups: ['ADMINS'],
    });
  });
});
