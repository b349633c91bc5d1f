import { defineFunction, secret } from '@aws-amplify/backend';

/**
 * The moderation mutations on AWS (hideRecord, restoreRecord, dismissReport, setFeatured,
 * reportRecord, setRecordVerification, submitRecordReply, decideRecordReply) and the site's inbox
 * (sendContactMessage, subscribeNewsletter) and staffNames (the user pool's ListUsers): the rules the local backend runs
 * (amplify/data/moderation/, amplify/data/site/), over DynamoDB. REPORT_KEY_SALT keys the hash
 * that counts what a visitor sends (reports, replies, messages, sign-ups) without keeping their address.
 */
export const moderation = defineFunction({
  name: 'moderation',
  entry: './handler.ts',
  timeoutSeconds: 20,
  environment: { REPORT_KEY_SALT: secret('REPORT_KEY_SALT') },
  // Called by the data API and given its tables: in the data stack (see creator-records/resource.ts).
  resourceGroupName: 'data',
});
