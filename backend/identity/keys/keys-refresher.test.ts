import { createKeysRefresher, type KeysRefresherInput } from './keys-refresher';

function setUp(overrides: Partial<KeysRefresherInput> = {}) {
  let now = 0;
  let stored = '1';
  let held = '1';
  let isDropDue = false;
  const readVersion = jest.fn(async () => stored);
  const reload = jest.fn(async () => {
    held = stored;
  });
  const onError = jest.fn();
  const refresh = createKeysRefresher({
    readVersion,
    reload,
    currentVersion: () => held,
    isDropDue: () => isDropDue,
    onError,
    recheckMs: 3000,
    urgentRecheckMs: 500,
    clock: () => now,
    ...overrides,
  });
  return {
    refresh,
    readVersion,
    reload,
    onError,
    advance: (ms: number) => (now += ms),
    rotate: () => (stored = String(Number(stored) + 1)),
    held: () => held,
    setDropDue: (value: boolean) => (isDropDue = value),
  };
}

describe('createKeysRefresher', () => {
  it('asks the database at most once per interval, and reloads only when the version moved', async () => {
    const keys = setUp();
    await keys.refresh();
    expect(keys.readVersion).not.toHaveBeenCalled();
    keys.advance(3000);
    await keys.refresh();
    expect(keys.readVersion).toHaveBeenCalledTimes(1);
    expect(keys.reload).not.toHaveBeenCalled();

    keys.rotate();
    keys.advance(2999);
    await keys.refresh();
    expect(keys.held()).toBe('1');
    keys.advance(1);
    await keys.refresh();
    expect(keys.held()).toBe('2');
    expect(keys.reload).toHaveBeenCalledTimes(1);
  });

  it('checks sooner for a key a request named, but not on every such request', async () => {
    const keys = setUp();
    keys.rotate();
    await keys.refresh({ isUrgent: true });
    expect(keys.readVersion).not.toHaveBeenCalled();
    keys.advance(500);
    await keys.refresh({ isUrgent: true });
    await keys.refresh({ isUrgent: true });
    expect(keys.readVersion).toHaveBeenCalledTimes(1);
    expect(keys.held()).toBe('2');
  });

  it('reloads at once when forced, even while another check is under way', async () => {
    const keys = setUp();
    keys.advance(3000);
    const routine = keys.refresh();
    keys.rotate();
    await Promise.all([routine, keys.refresh({ isForced: true })]);
    expect(keys.held()).toBe('2');
    expect(keys.reload).toHaveBeenCalledTimes(1);
  });

  it('shares one check among concurrent callers', async () => {
    const keys = setUp();
    keys.advance(3000);
    await Promise.all([keys.refresh(), keys.refresh(), keys.refresh({ isUrgent: true })]);
    expect(keys.readVersion).toHaveBeenCalledTimes(1);
  });

  it('reloads when a previous key is due to leave the JWKS, whatever the version', async () => {
    const keys = setUp();
    keys.setDropDue(true);
    keys.advance(500);
    await keys.refresh();
    expect(keys.reload).toHaveBeenCalledTimes(1);
  });

  it('keeps the keys in hand when the database fails, and tries again at the next interval', async () => {
    const failing = jest.fn(async () => {
      throw new Error('database gone');
    });
    const keys = setUp({ readVersion: failing });
    keys.advance(3000);
    await expect(keys.refresh()).resolves.toBeUndefined();
    expect(keys.onError).toHaveBeenCalledTimes(1);
    await keys.refresh();
    expect(failing).toHaveBeenCalledTimes(1);
    keys.advance(3000);
    await keys.refresh();
    expect(failing).toHaveBeenCalledTimes(2);
  });
});
