import { randomUUID } from 'node:crypto';
import { RecordRuleError } from '../../../amplify/data/creator-records/record-rule-error';
import type { RecordCaller } from '../../../amplify/data/creator-records/records-port';
import { CREATOR_OPERATIONS, runCreatorOperation } from '../../../amplify/data/creator-records/run-creator-operation';
import { DataApiError } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import { ownerValueOf } from '../policy/actor';
import type { CustomOperationHandler } from '.';
import { NO_EVIDENCE_FILES } from './no-evidence-files';
import { createSqlRecordsPort } from './sql-records-port';

/** Gen 2's owner claims: records keep `<sub>::<username>`. */
const OWNER_CLAIMS = ['sub', 'username'];

/** The signed-in caller as the rules know it; the declared grant (allow.authenticated) admits only user-pool callers. */
export function recordCallerOf(ctx: DataRequestContext): RecordCaller {
  const { actor } = ctx;
  const owner = ownerValueOf(actor, OWNER_CLAIMS);
  if (actor.mode !== 'userPool' || owner === null) throw new DataApiError('Unauthorized', 'Sign in to change your records.');
  return { sub: actor.sub, owner, groups: actor.groups };
}

/** A refusal of the shared rules, answered as the data API answers its own refusals. */
export function asDataApiError(error: unknown): unknown {
  return error instanceof RecordRuleError ? new DataApiError(error.errorType, error.message) : error;
}

/** The local handlers of the creator mutations: the rules in amplify/data/creator-records/ over the SQL store. */
export const creatorOperationHandlers: [string, CustomOperationHandler][] = [...CREATOR_OPERATIONS.keys()].map((name) => [
  name,
  async (ctx, args) => {
    try {
      const context = {
        port: createSqlRecordsPort(ctx.db),
        caller: recordCallerOf(ctx),
        clock: { now: ctx.now(), newId: randomUUID },
        files: ctx.evidenceFiles ?? NO_EVIDENCE_FILES,
      };
      return await runCreatorOperation(name, context, args);
    } catch (error) {
      throw asDataApiError(error);
    }
  },
]);
