import type { StorageAccess } from '../../../amplify/storage/access';

/** Rules with a nested path and two groups, to hold the deny-by-default reading to Gen 2's. */
export const nestedAccess: StorageAccess = (allow) => ({
  'media/*': [allow.guest.to(['read']), allow.authenticated.to(['read', 'write', 'delete']), allow.groups(['ADMINS', 'EDITORS']).to(['read'])],
  'media/private/*': [allow.groups(['ADMINS']).to(['read', 'write'])],
  'albums/{entity_id}/*': [allow.authenticated.to(['get']), allow.entity('identity').to(['read', 'write', 'delete'])],
});
