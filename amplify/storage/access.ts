import type { defineStorage } from '@aws-amplify/backend';

/**
 * The storage access rules (SPEC §6), written once as Gen 2's own `access` callback: `resource.ts`
 * hands it to defineStorage, and the local backend (backend/storage/policy/) runs the same
 * callback with its own builder to get the rules as data. This module holds plain code only
 * (type-only imports), so the local backend never loads the CDK.
 *
 * How Gen 2 deploys these rules, and so how the local backend decides them: `guest` rules go to
 * the identity pool's unauthenticated role; `authenticated` and `entity` rules to the
 * authenticated role; `groups` rules to each group's own role, which a member of the group assumes
 * *instead of* the authenticated role. That is why ADMINS is named on every path it may use.
 * `{entity_id}` is the caller's identity-pool identity id.
 */
type StorageDeclaration = Parameters<typeof defineStorage>[0];
export type StorageAccess = NonNullable<StorageDeclaration['access']>;

/** Gen 2 names the bucket after this (and the local backend names its bucket the same way). */
export const STORAGE_NAME = 'streamitMedia';

/** amplify/auth/groups.ts, spelt out: this module stays free of imports Gen 2's bundler would follow. */
const ADMINS = 'ADMINS';
const MODERATORS = 'MODERATORS';

export const storageAccess: StorageAccess = (allow) => {
  const everyoneShares = [
    allow.guest.to(['read']),
    allow.authenticated.to(['read', 'write', 'delete']),
    allow.groups([ADMINS]).to(['read', 'write', 'delete']),
    // A group's role replaces the signed-in role, so moderators are named wherever users may go.
    allow.groups([MODERATORS]).to(['read', 'write', 'delete']),
  ];
  // Gen 2 reads rules for guests, signed-in users and groups on an `{entity_id}` path as rules on
  // the whole prefix (`profile-avatar/*`), and the entity rule as one on the caller's own folder;
  // a separate `profile-avatar/*` entry beside it is refused by ampx. So signed-in users get only
  // `read` here: SPEC §6's "authenticated … write" would let anyone replace the files in anyone's
  // folder; a signed-in user writes (and deletes) in their own folder only, through the entity
  // rule. ADMINS keep write on the whole prefix: a member takes the group's role *instead of* the
  // signed-in role, so the entity rule does not reach them, and without write an admin could not
  // upload even to their own folder. They may also delete where `canAdminsDelete`.
  const imagesWithPrivateFolders = (canAdminsDelete: boolean) => [
    allow.guest.to(['read']),
    allow.authenticated.to(['read']),
    allow.groups([ADMINS]).to(canAdminsDelete ? ['read', 'write', 'delete'] : ['read', 'write']),
    // Moderators upload their own pictures like anyone; staff, trusted like ADMINS not to overwrite others'.
    allow.groups([MODERATORS]).to(['read', 'write']),
    allow.entity('identity').to(['read', 'write', 'delete']),
  ];

  return {
    'public/*': everyoneShares,
    'streams/*': everyoneShares,
    'stream-thumbnails/{entity_id}/*': imagesWithPrivateFolders(true),
    'profile-avatar/{entity_id}/*': imagesWithPrivateFolders(false),
    'picture-submissions/{entity_id}/*': imagesWithPrivateFolders(false),
    'brief-thumbnails/{entity_id}/*': imagesWithPrivateFolders(true),
    'images/{entity_id}/*': imagesWithPrivateFolders(true),
    // Issue 18: a creator uploads a file of evidence to their own folder only; submitMyEvidence
    // (amplify/data/creator-records/submit-my-evidence.ts) copies it to evidence-items/ and deletes
    // it. Staff read (to help a creator), but write nothing: a group's role replaces the entity
    // rule, so a moderator or admin cannot upload evidence files themselves (text evidence still works).
    'evidence-uploads/{entity_id}/*': [
      allow.groups([ADMINS]).to(['read']),
      allow.groups([MODERATORS]).to(['read']),
      allow.entity('identity').to(['read', 'write', 'delete']),
    ],
    // The sealed copies: everyone reads, no client writes or deletes (only the server copies in),
    // so an item's bytes always hash to the sha256 its EvidenceItem states.
    'evidence-items/*': [
      allow.guest.to(['read']),
      allow.authenticated.to(['read']),
      allow.groups([ADMINS]).to(['read']),
      allow.groups([MODERATORS]).to(['read']),
    ],
    // A hidden record's sealed files (amplify/data/moderation/record-trail-visibility.ts): off every
    // public door while it is hidden, still there for the moderators who may restore it.
    'withheld-evidence/*': [allow.groups([ADMINS]).to(['read']), allow.groups([MODERATORS]).to(['read'])],
    // Take my data (issue 48): an account's export, which only its own identity reads; the server
    // writes and deletes it (amplify/data/account-data/). A staff member's group role replaces the
    // entity rule, so their download link is signed for their identity as a plain signed-in user.
    'account-exports/{entity_id}/*': [allow.entity('identity').to(['read'])],
    // Signed-in users read what guests read (Gen 2 would otherwise leave the authenticated role without it).
    'personalities/*': [
      allow.guest.to(['read']),
      allow.authenticated.to(['read']),
      allow.groups([ADMINS]).to(['read', 'write', 'delete']),
      allow.groups([MODERATORS]).to(['read']),
    ],
  };
};
