import { existsSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { hostname, tmpdir } from 'node:os';
import { join } from 'node:path';
import { acquireDataDirLock, DataDirLockedError } from './data-dir-lock';

describe('acquireDataDirLock', () => {
  let dataDir: string;
  beforeEach(() => (dataDir = mkdtempSync(join(tmpdir(), 'streamit-lock-'))));
  afterEach(() => rmSync(dataDir, { recursive: true, force: true }));

  const writeLock = (holder: object) => writeFileSync(join(dataDir, 'pglite.lock'), JSON.stringify(holder));

  it('writes our pid into the lock and removes it on release', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8'))).toMatchObject({ pid: process.pid, hostname: hostname() });
    lock.release();
    lock.release();
    expect(existsSync(lock.path)).toBe(false);
  });

  it('refuses a second holder in the same process', () => {
    const lock = acquireDataDirLock(dataDir);
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
    lock.release();
    acquireDataDirLock(dataDir).release();
  });

  it('refuses while another live process holds it, naming that process', () => {
    writeLock({ pid: process.ppid, hostname: hostname(), startedAt: 'then', token: 't' });
    expect(() => acquireDataDirLock(dataDir)).toThrow(`pid ${process.ppid} on ${hostname()}`);
    expect(() => acquireDataDirLock(dataDir)).toThrow(/delete .*pglite\.lock/);
  });

  it('refuses a lock held on another host, whose process it cannot check', () => {
    writeLock({ pid: 1, hostname: 'elsewhere.example', startedAt: 'then', token: 't' });
    expect(() => acquireDataDirLock(dataDir)).toThrow(DataDirLockedError);
  });

  it.each([
    ['a dead process', { pid: 2 ** 22 + 777, hostname: hostname(), startedAt: 'then', token: 't' }],
    ['an earlier run that had our pid (container restart)', { pid: process.pid, hostname: hostname(), startedAt: 'then', token: 't' }],
    ['unreadable content', 'garbage'],
  ])('takes over a lock left by %s', (_case, holder) => {
    writeLock(holder as object);
    const lock = acquireDataDirLock(dataDir);
    expect(JSON.parse(readFileSync(lock.path, 'utf8')).token).not.toBe('t');
    lock.release();
  });

  it('does not remove a lock that is no longer ours', () => {
    const lock = acquireDataDirLock(dataDir);
    writeLock({ pid: 999, hostname: 'other', startedAt: 'now', token: 'theirs' });
    lock.release();
    expect(existsSync(lock.path)).toBe(true);
  });
});
