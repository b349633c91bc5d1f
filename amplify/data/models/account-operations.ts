import { a } from '@aws-amplify/data-schema';
import { EXPORT_STATUSES } from '../account-data/account-data-limits';

/**
 * The account's own reads (issue 48): its last sign-ins, recorded by Cognito's post-authentication
 * trigger on AWS and by the local pool at the same point (amplify/auth/sign-in-history/). Any
 * signed-in user, and only ever their own: the answer is read under the caller's `sub`, locally
 * (backend/data/custom-operations/my-sign-ins.ts) and by the accountSignIns function on AWS.
 */
export const accountOperations = {
  /** signedInAt: ISO 8601 UTC; device: a few words ("Chrome on Linux"); signInMark: the browser's random mark, if it sent one. */
  SignInRecord: a.customType({
    signedInAt: a.string().required(),
    device: a.string().required(),
    signInMark: a.string(),
  }),

  /** Newest first, at most LAST_SIGN_INS_KEPT (amplify/auth/sign-in-history/sign-in-history.ts). */
  mySignIns: a
    .query()
    .returns(a.ref('SignInRecord').required().array().required())
    .authorization((allow) => [allow.authenticated()])
    .handler(a.handler.function('accountSignIns')),

  // Take my data (amplify/data/account-data/): one record per account (id: its sub), written only by
  // the accountData rules; its owner may read it, nobody else. `expiresAt` (epoch seconds) is the
  // table's TTL on AWS.
  AccountDataExport: a
    .model({
      status: a.string().required(),
      identityId: a.string().required(),
      requestedAt: a.datetime().required(),
      readyAt: a.datetime(),
      expiresAt: a.timestamp(),
      fileKey: a.string(),
      size: a.float(),
      failure: a.string(),
      owner: a.string(),
    })
    .disableOperations(['mutations'])
    .authorization((allow) => [allow.owner().to(['read'])]),

  DataExportState: a.enum(EXPORT_STATUSES),

  /** Where the caller's export stands; downloadUrl works for a few minutes (READY only), expiresAt is when the download is deleted. */
  DataExportStatus: a.customType({
    status: a.ref('DataExportState').required(),
    requestedAt: a.string(),
    readyAt: a.string(),
    expiresAt: a.string(),
    downloadUrl: a.string(),
    fileName: a.string(),
    size: a.float(),
    nextRequestAt: a.string(),
    failure: a.string(),
  }),

  /**
   * Prepares a download of everything the product holds about the caller into their own identity's
   * folder (`identityId`: fetchAuthSession().identityId), announced by e-mail; one an hour.
   */
  requestMyData: a
    .mutation()
    .arguments({ identityId: a.string().required() })
    .returns(a.ref('DataExportStatus').required())
    .authorization((allow) => [allow.authenticated()])
    .handler(a.handler.function('accountData')),

  myDataExport: a
    .query()
    .returns(a.ref('DataExportStatus').required())
    .authorization((allow) => [allow.authenticated()])
    .handler(a.handler.function('accountData')),
};
