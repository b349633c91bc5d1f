/**
 * What the API acknowledged is still there after the backend stops, cleanly or by SIGKILL, on
 * the embedded database and on PostgreSQL.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { join } from 'node:path';
import { createTempDataDir, removeTempDataDir } from '../core/database/temp-data-dir.test-helper';
import { subscriptionIdOf } from '../../amplify/data/site/inbox-operations';
import { findRecord } from './store/record-store';
import { startDataBackend } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';
import { createTestSchema } from './test-support/test-database';

jest.setTimeout(120_000);

// A guest's write whose record id is known ahead: a subscription's id is its address's hash.
const SUBSCRIBE = 'mutation($email: AWSEmail!) { subscribeNewsletter(email: $email) }';

/** A fresh place to keep data: a data folder or a PostgreSQL schema, and how to remove it. */
async function createStorage(database: 'pglite' | 'postgres') {
  if (database === 'postgres') {
    const schema = await createTestSchema('data_durability');
    return {
      env: { DATABASE_URL: schema.databaseUrl },
      options: { databaseUrl: schema.databaseUrl },
      remove: () => schema.drop(),
    };
  }
  const dataDir = await createTempDataDir();
  const env: Record<string, string> = { DATA_DIR: dataDir };
  return { env, options: { dataDir }, remove: async () => removeTempDataDir(dataDir) };
}

function startChildBackend(
  env: Record<string, string>,
): Promise<{ child: ChildProcess; graphqlUrl: string; apiKey: string }> {
  const child = spawn(
    process.execPath,
    ['--import', 'tsx', join(__dirname, 'test-support', 'serve-data-backend.ts')],
    {
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'pipe'],
    },
  );
  return new Promise((resolve, reject) => {
    let output = '';
    let errors = '';
    child.stderr?.on('data', (chunk: Buffer) => (errors += chunk.toString()));
    child.stdout?.on('data', (chunk: Buffer) => {
      output += chunk.toString();
      const line = output.split('\n').find((candidate) => candidate.startsWith('{'));
      if (line) resolve({ child, ...(JSON.parse(line) as { graphqlUrl: string; apiKey: string }) });
    });
    child.on('exit', (code) => reject(new Error(`the child backend exited (${code}): ${errors}`)));
  });
}

describe.each(TEST_STORES)('on $store', ({ database }) => {
  it('keeps a record written before a clean stop', async () => {
    const storage = await createStorage(database);
    try {
      const first = await startDataBackend(storage.options);
      const written = await first.graphql(SUBSCRIBE, { email: 'clean-stop@example.com' }, { apiKey: first.apiKey });
      expect(written.body).toEqual({ data: { subscribeNewsletter: true } });
      await first.close();

      const second = await startDataBackend(storage.options);
      expect(second.apiKey).toBe(first.apiKey);
      const admin = await second.createUser('admin@example.com', { groups: ['ADMINS'] });
      const read = await second.graphql(
        'query($id: ID!) { getNewsletterSubscription(id: $id) { email } }',
        { id: subscriptionIdOf('clean-stop@example.com') },
        { token: admin.accessToken },
      );
      expect(read.body).toEqual({ data: { getNewsletterSubscription: { email: 'clean-stop@example.com' } } });
      await second.close();
    } finally {
      await storage.remove();
    }
  });

  it('keeps a record acknowledged just before the process is killed with SIGKILL', async () => {
    const storage = await createStorage(database);
    try {
      const { child, graphqlUrl, apiKey } = await startChildBackend(storage.env);
      const response = await fetch(graphqlUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-api-key': apiKey },
        body: JSON.stringify({ query: SUBSCRIBE, variables: { email: 'killed@example.com' } }),
      });
      expect(await response.json()).toEqual({ data: { subscribeNewsletter: true } });
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGKILL');
      await exited;

      const restarted = await startDataBackend(storage.options);
      expect(await findRecord(restarted.backend.context.db, 'NewsletterSubscription', subscriptionIdOf('killed@example.com'))).toMatchObject({
        email: 'killed@example.com',
      });
      await restarted.close();
    } finally {
      await storage.remove();
    }
  });
});
