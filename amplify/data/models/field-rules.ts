import { a } from '@aws-amplify/data-schema';
import { MODERATION_GROUPS } from '../../auth/groups';

/**
 * Field rules shared by the models (Gen 2 field-level authorization: a field's own rules replace
 * the model's for that field). Who may read stays what the model allows; who may write is narrower.
 */

/** The owner field of a creator's record: its owner and moderators read it; guests never learn whose account it is. */
export const privateOwnerField = () =>
  a.string().authorization((allow) => [allow.owner().to(['read']), allow.groups([...MODERATION_GROUPS]).to(['read'])]);

/**
 * A value only the server sets (view counters, managed timestamps a model declares itself): every
 * reader of the record reads it, no client may supply it on create or update.
 */
export const serverSetInteger = () =>
  a.integer().authorization((allow) => [allow.publicApiKey().to(['read']), allow.authenticated().to(['read'])]);
export const serverSetDateTime = () =>
  a.datetime().authorization((allow) => [allow.publicApiKey().to(['read']), allow.authenticated().to(['read'])]);
