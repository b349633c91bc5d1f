import type { Database } from './database/database';
import { runMigrations } from './database/migrate';
import { openDatabase } from './database/open-database';
import { createTempDataDir, removeTempDataDir } from './database/temp-data-dir.test-helper';
import { silentLogger } from './log';
import { getOrCreateSecret } from './secrets';

jest.setTimeout(120_000);

describe('getOrCreateSecret', () => {
  let dataDir: string;
  let db: Database;

  beforeAll(async () => {
    dataDir = await createTempDataDir();
    db = await openDatabase({ dataDir });
    await runMigrations(db, { log: silentLogger });
  });

  afterAll(async () => {
    await db.close();
    removeTempDataDir(dataDir);
  });

  it('generates once and returns the stored value afterwards', async () => {
    const generate = jest.fn(() => 'first-value');
    expect(await getOrCreateSecret(db, 'signing-key', generate)).toBe('first-value');
    expect(await getOrCreateSecret(db, 'signing-key', () => 'other-value')).toBe('first-value');
    expect(generate).toHaveBeenCalledTimes(1);
  });

  it('gives every concurrent caller the same value', async () => {
    let counter = 0;
    const generate = async () => `value-${++counter}`;
    const values = await Promise.all(Array.from({ length: 8 }, () => getOrCreateSecret(db, 'raced', generate)));
    expect(new Set(values).size).toBe(1);
    expect(values[0]).toMatch(/^value-\d$/);
  });

  it('works inside a transaction', async () => {
    const value = await db.transaction((tx) => getOrCreateSecret(tx, 'in-tx', () => 'tx-value'));
    expect(value).toBe('tx-value');
  });
});
