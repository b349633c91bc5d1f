import { createHmac, randomBytes, randomUUID } from 'node:crypto';
import { quotaAddressOf } from '../../../amplify/data/moderation/quota-address';
import { MODERATION_OPERATIONS, runModerationOperation } from '../../../amplify/data/moderation/run-moderation-operation';
import { staffNameFrom, type StaffDirectoryPort } from '../../../amplify/data/moderation/staff-names';
import type { Database } from '../../core/database/database';
import { getOrCreateSecret } from '../../core/secrets';
import { findUserBySub } from '../../identity/user-pool/store/users';
import type { DataRequestContext } from '../operations/request-context';
import type { CustomOperationHandler } from '.';
import { asDataApiError, recordCallerOf } from './creator-operations';
import { NO_EVIDENCE_FILES } from './no-evidence-files';
import { createSqlRecordsPort } from './sql-records-port';

const REPORT_KEY_SECRET = 'data.report-key-salt';
const salts = new WeakMap<Database, Promise<string>>();

/**
 * Who is reporting, as a keyed hash: a signed-in caller by their sub, a guest by their address
 * (an IPv6 one by its /64, quota-address.ts).
 * Nothing stored can be turned back into an address (the key stays in the database's secrets).
 */
async function visitorKeyOf(ctx: DataRequestContext): Promise<string> {
  let salt = salts.get(ctx.db);
  if (!salt) salts.set(ctx.db, (salt = getOrCreateSecret(ctx.db, REPORT_KEY_SECRET, () => randomBytes(32).toString('base64url'))));
  const who = ctx.actor.mode === 'userPool' ? `sub:${ctx.actor.sub}` : `address:${quotaAddressOf(ctx.clientAddress ?? 'unknown')}`;
  return createHmac('sha256', await salt).update(who).digest('base64url');
}

/** The accounts of the local user pool, which keeps its users in the same database. */
function sqlStaffDirectory(db: Database): StaffDirectoryPort {
  return {
    async nameOf(sub) {
      const user = await findUserBySub(db, sub);
      return user ? staffNameFrom({ preferredUsername: user.attributes.preferred_username, email: user.email }) : null;
    },
  };
}

/** The local handlers of the moderation mutations: the rules in amplify/data/moderation/ over the SQL store. */
export const moderationOperationHandlers: [string, CustomOperationHandler][] = [...MODERATION_OPERATIONS.keys()].map((name) => [
  name,
  async (ctx, args) => {
    try {
      const caller = ctx.actor.mode === 'userPool' ? recordCallerOf(ctx) : null;
      const context = { port: createSqlRecordsPort(ctx.db), files: ctx.evidenceFiles ?? NO_EVIDENCE_FILES, caller, clock: { now: ctx.now(), newId: randomUUID }, visitorKey: await visitorKeyOf(ctx), staff: sqlStaffDirectory(ctx.db) };
      return await runModerationOperation(name, context, args);
    } catch (error) {
      throw asDataApiError(error);
    }
  },
]);
