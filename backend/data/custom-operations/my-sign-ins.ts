import { listMySignIns } from '../../../amplify/auth/sign-in-history/sign-in-history';
import { createSqlSignIns } from '../../identity/user-pool/store/sign-ins';
import type { CustomOperationHandler } from '.';

/**
 * mySignIns (signed-in users; the field's grant is checked before this runs): the caller's own last
 * sign-ins, which the local user pool records in the same database. On AWS the accountSignIns
 * function reads them from the table the post-authentication trigger writes.
 */
export const mySignIns: CustomOperationHandler = async (ctx) => {
  const callerSub = ctx.actor.mode === 'userPool' ? ctx.actor.sub : null;
  return listMySignIns(createSqlSignIns(ctx.db), callerSub);
};
