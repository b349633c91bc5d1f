import { acquireDataDirLock } from '../../core/database/data-dir-lock';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { runResetSampleContent } from './reset-sample-content-command';

jest.setTimeout(60_000);

const OWNER = { sub: '4b1f0c52-2f6c-4c1e-9d59-0d2f5a3c9e11', username: 'ada@example.com' };
const CONTENT = {
  Stream: [{ id: 'stream-1', title: 'Night Watch', description: 'd', url: '/media/night.mp4' }],
  Profile: [{ id: 'p', owner: OWNER, userId: 'u', username: 'ada', displayName: 'Ada' }],
};

let dataDir: string;
beforeAll(async () => {
  dataDir = await createTempDataDir();
});
afterAll(() => removeTempDataDir(dataDir));

describe('npx tsx backend/data/cli/reset-sample-content.ts', () => {
  it('loads the sample records into the data folder and says how many', async () => {
    expect(await runResetSampleContent([], { DATA_DIR: dataDir }, CONTENT)).toEqual({
      exitCode: 0,
      // The stream, the profile and the profile's two claims (its username, its account).
      output: `Reset 4 sample records in ${dataDir}.`,
    });
  });

  it('tells the user to stop the server when it holds the data folder', async () => {
    const lock = acquireDataDirLock(dataDir);
    try {
      const result = await runResetSampleContent([], { DATA_DIR: dataDir }, CONTENT);
      expect(result).toMatchObject({ exitCode: 1, output: expect.stringContaining('Stop it (Ctrl-C)') });
    } finally {
      lock.release();
    }
  });

  it('refuses unknown arguments with the usage', async () => {
    expect(await runResetSampleContent(['--everything'], { DATA_DIR: dataDir }, CONTENT)).toMatchObject({
      exitCode: 2,
      output: expect.stringContaining('Usage:'),
    });
  });
});
