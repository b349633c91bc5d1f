import { a } from '@aws-amplify/data-schema';
import { ADMINS, MODERATION_GROUPS } from '../../auth/groups';

/**
 * Field rules shared by the models (Gen 2 field-level authorization: a field's own rules replace
 * the model's for that field). Who may read stays what the model allows; who may write is narrower.
 */

/** A value of a creator's record only its owner and moderators read: guests never learn it. */
export const privateToOwner = () => a.string().authorization((allow) => [allow.owner().to(['read']), allow.groups([...MODERATION_GROUPS]).to(['read'])]);

/** The owner field of a creator's record: whose account it is stays private. */
export const privateOwnerField = privateToOwner;

/**
 * A value only the server sets on a catalogue record (view counters, its managed timestamps): the
 * model's readers (guests by API key, ADMINS) read it, no client supplies it on create or update.
 * The rules must name every reader of the model: a field's rules replace the model's there; and
 * ADMINS keep `delete` on it, since AppSync deletes a record only for a role that may delete (set
 * to null) every one of its fields.
 */
const catalogueReaders = (allow: Parameters<Parameters<ReturnType<typeof a.integer>['authorization']>[0]>[0]) => [
  allow.publicApiKey().to(['read']),
  allow.groups([ADMINS]).to(['read', 'delete']),
];
export const serverSetInteger = () => a.integer().authorization(catalogueReaders);
export const serverSetDateTime = () => a.datetime().authorization(catalogueReaders);
