import { a } from '@aws-amplify/data-schema';

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
};
