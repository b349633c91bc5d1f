/**
 * Both ways the operator CLI reaches the Admin API refuse an operation name no operation has,
 * inherited names included, as the server does: UnknownOperationException, nothing run.
 */
import { loadBackendConfig } from '../../core/config';
import { createTempDataDir, removeTempDataDir } from '../../core/database/temp-data-dir.test-helper';
import { INHERITED_NAMES } from '../../core/test-support/inherited-names';
import { startIdentityBackend, type IdentityTestBackend } from '../test-support/start-identity-backend';
import { AdminApiError, type AdminApi, type AdminOperationName } from './admin-api';
import { openDatabaseAdminApi } from './database-admin-api';
import { openServerAdminApi } from './server-admin-api';

jest.setTimeout(120_000);

async function refusalOf(api: AdminApi, name: string) {
  try {
    await api.call(name as AdminOperationName, {});
  } catch (error) {
    if (error instanceof AdminApiError) return error.type;
    throw error;
  }
  throw new Error(`${name} ran`);
}

describe('on the database directly', () => {
  let dataDir: string;
  let api: AdminApi;
  beforeAll(async () => {
    dataDir = await createTempDataDir();
    api = await openDatabaseAdminApi(loadBackendConfig({ DATA_DIR: dataDir }));
  });
  afterAll(async () => {
    await api?.close();
    removeTempDataDir(dataDir);
  });

  it.each(INHERITED_NAMES)('%s is an unknown operation', async (name) => {
    expect(await refusalOf(api, name)).toBe('UnknownOperationException');
  });
});

describe('through the running server', () => {
  let backend: IdentityTestBackend;
  let api: AdminApi;
  beforeAll(async () => {
    backend = await startIdentityBackend();
    api = await openServerAdminApi(backend.dataDir);
  });
  afterAll(() => backend?.close());

  it.each(INHERITED_NAMES)('%s is an unknown operation', async (name) => {
    expect(await refusalOf(api, name)).toBe('UnknownOperationException');
  });
});
