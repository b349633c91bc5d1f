import { mkdir, mkdtemp, readdir, rm, utimes, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { silentLogger, type Logger } from '../../core/log';
import { startStagingSweeper, sweepStagingFolder, type StagingSweepLimits } from './staging-sweeper';

const MINUTE = 60_000;
/** The fake clock every test starts at; files get modification times relative to it. */
const NOW = Date.parse('2026-11-23T12:00:00Z');
const LIMITS: StagingSweepLimits = { maxIdleMs: 60 * MINUTE, maxTotalBytes: 1000, minIdleMs: 10 * MINUTE, maxEntries: 100 };

let dir: string;
beforeEach(async () => {
  dir = await mkdtemp(join(tmpdir(), 'staging-sweeper-'));
});
afterEach(() => rm(dir, { recursive: true, force: true }));

/** A staged file of `bytes` bytes last written `idleMinutes` before NOW. */
async function staged(name: string, bytes: number, idleMinutes: number): Promise<void> {
  const path = join(dir, name);
  await writeFile(path, Buffer.alloc(bytes));
  const at = new Date(NOW - idleMinutes * MINUTE);
  await utimes(path, at, at);
}

const left = async () => (await readdir(dir)).sort();

describe('sweepStagingFolder', () => {
  it('removes files idle past the bound and keeps younger ones', async () => {
    await staged('crashed', 100, 61);
    await staged('in-flight', 100, 0);
    await staged('paused', 100, 59);
    const result = await sweepStagingFolder(dir, LIMITS, silentLogger, NOW);
    expect(result).toEqual({ removedFiles: 1, removedBytes: 100, keptBytes: 200 });
    expect(await left()).toEqual(['in-flight', 'paused']);
  });

  it('bounds the total size, the files idle longest first, never one written to recently', async () => {
    await staged('oldest', 400, 50);
    await staged('older', 400, 40);
    await staged('old', 400, 30);
    await staged('live-a', 400, 1);
    await staged('live-b', 400, 0);
    const result = await sweepStagingFolder(dir, LIMITS, silentLogger, NOW);
    // 2000 bytes: the three idle files go oldest first; the two live ones stay although still over the bound.
    expect(result).toEqual({ removedFiles: 3, removedBytes: 1200, keptBytes: 800 });
    expect(await left()).toEqual(['live-a', 'live-b']);
  });

  it('stops removing for size as soon as the folder is within the bound', async () => {
    await staged('oldest', 300, 50);
    await staged('older', 300, 40);
    await staged('old', 300, 30);
    await staged('newer', 300, 20);
    const limits = { ...LIMITS, maxTotalBytes: 600 };
    expect(await sweepStagingFolder(dir, limits, silentLogger, NOW)).toEqual({ removedFiles: 2, removedBytes: 600, keptBytes: 600 });
    expect(await left()).toEqual(['newer', 'old']);
  });

  it('removes a left-over folder too, and looks at no more entries than allowed per sweep', async () => {
    await mkdir(join(dir, 'left-folder'));
    const at = new Date(NOW - 120 * MINUTE);
    await utimes(join(dir, 'left-folder'), at, at);
    for (let index = 0; index < 5; index += 1) await staged(`stale-${index}`, 10, 90);
    const first = await sweepStagingFolder(dir, { ...LIMITS, maxEntries: 3 }, silentLogger, NOW);
    expect(first.removedFiles).toBe(3);
    expect(await left()).toHaveLength(3);
    await sweepStagingFolder(dir, { ...LIMITS, maxEntries: 3 }, silentLogger, NOW);
    expect(await left()).toEqual([]);
  });
});

describe('startStagingSweeper', () => {
  afterEach(() => jest.restoreAllMocks());

  it('sweeps at start and then on its timer, and not after it stops', async () => {
    let now = NOW;
    const infos: string[] = [];
    const log: Logger = { info: (message) => infos.push(message), error: silentLogger.error };
    const folder = join(dir, 'staging');
    const sweeper = await startStagingSweeper(folder, { ...LIMITS, intervalMs: 50, now: () => now }, log);
    await writeFile(join(folder, 'upload-1'), 'partial');
    const written = new Date(NOW);
    await utimes(join(folder, 'upload-1'), written, written);
    // The clock moves past the idle bound: the next tick removes the crash's leftover.
    now = NOW + 61 * MINUTE;
    const deadline = Date.now() + 2000;
    while ((await readdir(folder)).length > 0 && Date.now() < deadline) await new Promise((resolve) => setTimeout(resolve, 20));
    expect(await readdir(folder)).toEqual([]);
    expect(infos).toEqual(['[storage] cleared 1 left-over staged file(s), 7 bytes']);

    await sweeper.stop();
    await writeFile(join(folder, 'upload-2'), 'partial');
    await utimes(join(folder, 'upload-2'), written, written);
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(await readdir(folder)).toEqual(['upload-2']);
  });

  it('keeps no timer alive: the process may exit while a sweeper runs', async () => {
    const setIntervalSpy = jest.spyOn(global, 'setInterval');
    const sweeper = await startStagingSweeper(join(dir, 'staging'), { ...LIMITS, intervalMs: 1000 }, silentLogger);
    const timer = setIntervalSpy.mock.results[0].value as NodeJS.Timeout;
    expect(timer.hasRef()).toBe(false);
    await sweeper.stop();
  });
});
