import type { BackendConfig } from '../../core/config';
import { runMigrations } from '../../core/database/migrate';
import { openDatabase } from '../../core/database/open-database';
import { silentLogger } from '../../core/log';
import { createMailer } from '../../core/mail/create-mailer';
import { HttpError } from '../../core/http/http-error';
import { createPoolContext } from '../pool-context';
import { findAdminOperation, findPublicOperation } from '../user-pool/protocol/operations';
import { startUserChangeNotices, stopUserChangeNotices } from '../user-pool/signed-in-users/user-change-notices';
import { AdminApiError, isPublicOperation, type AdminApi } from './admin-api';

/** The Admin operations run in-process on the database (migrated first, as a server start would). */
export async function openDatabaseAdminApi(config: BackendConfig): Promise<AdminApi> {
  const db = await openDatabase(config);
  const mailer = createMailer(config, silentLogger);
  try {
    await runMigrations(db, { log: silentLogger });
    // The file describes a running server; a CLI run has none to describe.
    const pool = await createPoolContext({ db, mailer, config, log: silentLogger }, { shouldWriteCredentialsFile: false });
    // Running servers on a shared database hear of the users this run changes, as of any instance's.
    await startUserChangeNotices(db, { databaseUrl: config.databaseUrl, log: silentLogger });
    return {
      mode: 'database',
      clientId: pool.ids.userPoolClientId,
      async call(operation, input) {
        const isPublic = isPublicOperation(operation);
        // A Map lookup: a name no operation has (even `constructor`) is refused as the server would.
        const run = isPublic ? findPublicOperation(operation) : findAdminOperation(operation);
        if (!run) throw new AdminApiError('UnknownOperationException', `Unknown operation ${operation}.`);
        try {
          // Run on this machine by the operator: no client address to count anything against.
          return await run(pool, isPublic ? input : { UserPoolId: pool.ids.userPoolId, ...input }, { clientAddress: undefined });
        } catch (error) {
          if (error instanceof HttpError) throw new AdminApiError(error.type, error.message);
          throw error;
        }
      },
      async close() {
        await stopUserChangeNotices(db);
        mailer.close();
        await db.close();
      },
    };
  } catch (error) {
    await stopUserChangeNotices(db);
    mailer.close();
    await db.close();
    throw error;
  }
}
