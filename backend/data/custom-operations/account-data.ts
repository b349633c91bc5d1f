import type { AccountFactsPort, ExportMailPort, ExportStoragePort } from '../../../amplify/data/account-data/account-data-ports';
import { EXPORT_MODEL, expireExport, myDataExport, prepareMyData, requestMyData, type AccountDataContext } from '../../../amplify/data/account-data/data-export-requests';
import { listMySignIns } from '../../../amplify/auth/sign-in-history/sign-in-history';
import type { RecordDocument } from '../../../amplify/data/creator-records/records-port';
import type { BackendContext } from '../../core/backend-service';
import type { Database } from '../../core/database/database';
import type { Logger } from '../../core/log';
import { getPoolContext } from '../../identity';
import { sendAccountNotice } from '../../identity/user-pool/account-notices';
import { createSqlSignIns } from '../../identity/user-pool/store/sign-ins';
import { findUserBySub } from '../../identity/user-pool/store/users';
import { createLocalExportStorage } from '../../storage/exports/local-export-storage';
import type { StorageRuntime } from '../../storage/storage-runtime';
import { DataApiError } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import type { CustomOperationHandler } from '.';
import { asDataApiError, recordCallerOf } from './creator-operations';
import { createSqlRecordsPort } from './sql-records-port';

/** What the account-data rules need here besides the records: the bucket, the pool's mailer and its users. */
export interface LocalAccountData {
  storage: ExportStoragePort;
  mail: ExportMailPort;
  facts: AccountFactsPort;
  log: Logger;
}

/** The account as the local user pool keeps it (secrets and password checks stay out). */
export function createLocalAccountFacts(db: Database): AccountFactsPort {
  return {
    async read(sub) {
      const user = await findUserBySub(db, sub);
      if (!user) return null;
      const secondFactors = [...(user.totpMfaEnabled ? ['SOFTWARE_TOKEN_MFA'] : []), ...(user.emailMfaEnabled ? ['EMAIL_OTP'] : [])];
      return {
        sub: user.sub,
        username: user.username,
        attributes: { ...user.attributes, sub: user.sub, email: user.email, email_verified: String(user.emailVerified) },
        pendingEmail: user.pendingEmail,
        status: user.status,
        enabled: user.enabled,
        groups: user.groups,
        secondFactors,
        preferredSecondFactor: user.preferredMfa,
        createdAt: user.createdAt.toISOString(),
        updatedAt: user.updatedAt.toISOString(),
      };
    },
    signIns: (sub) => listMySignIns(createSqlSignIns(db), sub),
  };
}

/** The local ports, made once per backend: the export is written through the storage service's store. */
export function createLocalAccountData(ctx: BackendContext, runtime: () => Promise<StorageRuntime>): LocalAccountData {
  return {
    storage: createLocalExportStorage({
      runtime,
      credentialsSecret: async () => (await getPoolContext(ctx)).identityCredentialsSecret,
      publicUrl: ctx.config.publicUrl,
      now: () => new Date(),
    }),
    mail: { dataReady: async (to, expiresAt) => sendAccountNotice(await getPoolContext(ctx), to, { kind: 'data-ready', expiresAt }) },
    facts: createLocalAccountFacts(ctx.db),
    log: ctx.log,
  };
}

function contextOf(ctx: DataRequestContext): AccountDataContext {
  if (!ctx.accountData) throw new DataApiError('BadRequest', 'Your data cannot be prepared here: this backend serves no storage.');
  const { storage, mail, facts } = ctx.accountData;
  return { port: createSqlRecordsPort(ctx.db), caller: recordCallerOf(ctx), clock: { now: ctx.now }, storage, mail, facts };
}

/** Exports being prepared in this process, so a test or a shutdown may wait for them. */
const preparing = new Set<Promise<unknown>>();
export const settleAccountExports = () => Promise.allSettled([...preparing]);

/**
 * requestMyData and myDataExport (signed-in users; the declared grant is checked before these run).
 * The export is prepared after the answer, in this process; should it stop first, the record says
 * PREPARING until the deadline and then reads as failed, and the caller may ask again.
 */
export const accountDataHandlers: Record<string, CustomOperationHandler> = {
  async requestMyData(ctx, args) {
    try {
      const context = contextOf(ctx);
      const { doc, isNew } = await requestMyData(context, args);
      if (isNew) {
        const log = ctx.accountData?.log;
        const job = prepareMyData(context, doc)
          .catch((error: unknown) => log?.error(`[data] could not prepare the data export of ${context.caller.sub}`, error))
          .finally(() => preparing.delete(job));
        preparing.add(job);
      }
      return await myDataExport(context);
    } catch (error) {
      throw asDataApiError(error);
    }
  },
  async myDataExport(ctx) {
    try {
      return await myDataExport(contextOf(ctx));
    } catch (error) {
      throw asDataApiError(error);
    }
  },
};

/**
 * Deletes every export whose time is up (their files, then their records; a failed or abandoned
 * one 7 days after it was asked for), so an expired download is gone even if its owner never comes
 * back (on AWS the bucket's lifecycle rule and the table's TTL do this). Reads at most 100 records due
 * a turn, from the one model's rows (one per account that ever asked).
 */
export async function sweepExpiredExports(db: Database, storage: Pick<ExportStoragePort, 'remove'>, now: Date): Promise<number> {
  const { rows } = await db.query<{ doc: string }>(
    `SELECT doc::text AS doc FROM data_records WHERE model = $1 AND (doc->>'expiresAt')::bigint <= $2 LIMIT 100`,
    [EXPORT_MODEL, Math.floor(now.getTime() / 1000)],
  );
  const port = createSqlRecordsPort(db);
  for (const row of rows) await expireExport(port, storage, JSON.parse(row.doc) as RecordDocument);
  return rows.length;
}
