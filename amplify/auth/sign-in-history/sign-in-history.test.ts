import { describeDevice, UNKNOWN_DEVICE } from './device-description';
import { listMySignIns, readSignInMark, recordSignIn, signInEntryFor, type SignInHistoryPort } from './sign-in-history';

describe('describeDevice', () => {
  it.each([
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge on Windows'],
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Safari/605.1.15', 'Safari on macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) CriOS/131.0 Mobile/15E148 Safari/604.1', 'Chrome on iOS'],
    ['Mozilla/5.0 (Android 14; Mobile; rv:132.0) Gecko/132.0 Firefox/132.0', 'Firefox on Android'],
    ['Mozilla/5.0 (X11; CrOS x86_64 14541.0.0) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome on ChromeOS'],
    ['Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/131.0.0.0 Safari/537.36', 'Chrome on Linux'],
    ['node', 'a program (Node.js)'],
    ['Mozilla/5.0 (X11; Linux x86_64) SomethingNew/1.0', 'A browser on Linux'],
    ['<script>alert(1)</script>', UNKNOWN_DEVICE],
    ['', UNKNOWN_DEVICE],
  ])('%s → %s', (userAgent, expected) => {
    expect(describeDevice(userAgent)).toBe(expected);
  });

  it('says nothing for no user agent', () => {
    expect(describeDevice(undefined)).toBe(UNKNOWN_DEVICE);
  });
});

describe('a sign-in entry', () => {
  const at = new Date('2026-11-25T18:00:00Z');

  it('keeps the time, the device in words and a well-formed mark, never the user agent itself', () => {
    const entry = signInEntryFor(at, { userAgent: 'Mozilla/5.0 (X11; Linux x86_64) Firefox/132.0', signInMark: 'a1b2c3d4e5f60718', other: 'x' });
    expect(entry).toEqual({ signedInAt: '2026-11-25T18:00:00.000Z', device: 'Firefox on Linux', signInMark: 'a1b2c3d4e5f60718' });
  });

  it.each([['short'], ['has spaces in it'], ['x'.repeat(65)], [undefined]])('drops the mark %p', (mark) => {
    expect(readSignInMark(mark)).toBeNull();
  });
});

describe('recording and listing', () => {
  it('logs a port that fails instead of failing the sign-in', async () => {
    const failing: SignInHistoryPort = { addSignIn: () => Promise.reject(new Error('table gone')), listSignIns: () => Promise.resolve([]) };
    const logged: unknown[] = [];
    await expect(recordSignIn(failing, { userSub: 'u', at: new Date() }, (_message, error) => logged.push(error))).resolves.toBeUndefined();
    expect(logged).toHaveLength(1);
  });

  it('lists nothing for a caller without a user-pool identity', async () => {
    const port: SignInHistoryPort = { addSignIn: () => Promise.resolve(), listSignIns: () => Promise.reject(new Error('not asked')) };
    await expect(listMySignIns(port, null)).resolves.toEqual([]);
  });
});
