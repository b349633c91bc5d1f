import { loadDeclaredStoragePolicy } from '../storage-runtime';
import { isStorageRequestAllowed, matchesIamPattern, type StorageRequest } from './decide-storage-access';
import { ANONYMOUS_GUEST, type StorageActor } from './storage-actor';

const policy = loadDeclaredStoragePolicy();

const actors: Record<string, StorageActor> = {
  'an unsigned request': ANONYMOUS_GUEST,
  'a guest': { kind: 'guest', identityId: 'us-west-2:guest', groups: [] },
  'the owner of the sub-folder': { kind: 'authenticated', identityId: 'us-west-2:owner', groups: [] },
  'another signed-in user': { kind: 'authenticated', identityId: 'us-west-2:other', groups: [] },
  'an ADMINS member': { kind: 'authenticated', identityId: 'us-west-2:admin', groups: ['ADMINS'] },
};
type Action = 'get' | 'list' | 'write' | 'delete';
const ACTIONS: Action[] = ['get', 'list', 'write', 'delete'];

/** What SPEC §6 grants on one kind of path, per actor, as the actions allowed. */
type Grants = Record<keyof typeof actors, Action[]>;
const READ: Action[] = ['get', 'list'];
const ALL: Action[] = ['get', 'list', 'write', 'delete'];
const ADD: Action[] = ['get', 'list', 'write'];
const NOTHING: Action[] = [];

const shared: Grants = { 'an unsigned request': READ, 'a guest': READ, 'the owner of the sub-folder': ALL, 'another signed-in user': ALL, 'an ADMINS member': ALL };
// Only the identity writes in its own sub-folder (amplify/storage/access.ts); ADMINS as their group allows.
const folders = (adminActions: Action[]): Grants => ({
  'an unsigned request': READ,
  'a guest': READ,
  'the owner of the sub-folder': ALL,
  'another signed-in user': READ,
  'an ADMINS member': adminActions,
});
const outsideFolders = (adminActions: Action[]): Grants => ({ ...folders(adminActions), 'the owner of the sub-folder': READ });
const personalities: Grants = { 'an unsigned request': READ, 'a guest': READ, 'the owner of the sub-folder': READ, 'another signed-in user': READ, 'an ADMINS member': ALL };
// Issue 18: evidence uploads are the owner's alone (ADMINS read); sealed evidence items only read, by anyone.
const evidenceUploads: Grants = { 'an unsigned request': NOTHING, 'a guest': NOTHING, 'the owner of the sub-folder': ALL, 'another signed-in user': NOTHING, 'an ADMINS member': READ };
const evidenceItems: Grants = { 'an unsigned request': READ, 'a guest': READ, 'the owner of the sub-folder': READ, 'another signed-in user': READ, 'an ADMINS member': READ };
const undeclared: Grants = { 'an unsigned request': NOTHING, 'a guest': NOTHING, 'the owner of the sub-folder': NOTHING, 'another signed-in user': NOTHING, 'an ADMINS member': NOTHING };

/** [key, the grants that hold for it]; listing asks for the key's folder as the prefix. */
const paths: [string, Grants][] = [
  ['public/notes.txt', shared],
  ['streams/episode-1.mp4', shared],
  ['stream-thumbnails/us-west-2:owner/cover.png', folders(ALL)],
  ['stream-thumbnails/cover.png', outsideFolders(ALL)],
  ['brief-thumbnails/us-west-2:owner/cover.png', folders(ALL)],
  ['brief-thumbnails/cover.png', outsideFolders(ALL)],
  ['images/us-west-2:owner/photo.png', folders(ALL)],
  ['images/photo.png', outsideFolders(ALL)],
  ['profile-avatar/us-west-2:owner/avatar.png', folders(ADD)],
  ['profile-avatar/avatar.png', outsideFolders(ADD)],
  ['picture-submissions/us-west-2:owner/evidence.png', folders(ADD)],
  ['picture-submissions/evidence.png', outsideFolders(ADD)],
  ['personalities/portrait.png', personalities],
  ['evidence-uploads/us-west-2:owner/notice.pdf', evidenceUploads],
  ['evidence-uploads/notice.pdf', { ...evidenceUploads, 'the owner of the sub-folder': NOTHING }],
  ['evidence-items/item-1/notice.pdf', evidenceItems],
  ['secrets/plan.txt', undeclared],
  ['root.txt', undeclared],
];

const cases = paths.flatMap(([key, grants]) =>
  Object.entries(grants).flatMap(([actor, allowed]) =>
    ACTIONS.map((action) => {
      const prefix = key.slice(0, key.lastIndexOf('/') + 1);
      const request: StorageRequest = action === 'list' ? { action, prefix } : { action, key };
      const isAllowed = allowed.includes(action);
      const target = action === 'list' ? `the objects under "${prefix}"` : key;
      return { actor, action, target, request, isAllowed, verdict: isAllowed ? 'may' : 'may not' };
    }),
  ),
);

describe('the declared storage rules', () => {
  it.each(cases)('$actor $verdict $action $target', ({ actor, request, isAllowed }) => {
    expect(isStorageRequestAllowed(policy, actors[actor], request)).toBe(isAllowed);
  });

  it('let nobody list the whole bucket or a prefix without its slash', () => {
    for (const actor of Object.values(actors)) {
      expect(isStorageRequestAllowed(policy, actor, { action: 'list' })).toBe(false);
      expect(isStorageRequestAllowed(policy, actor, { action: 'list', prefix: '' })).toBe(false);
      expect(isStorageRequestAllowed(policy, actor, { action: 'list', prefix: 'public' })).toBe(false);
    }
  });

  it('let the owner list their own folder but not delete in the folder of an id that only starts like theirs', () => {
    const owner = actors['the owner of the sub-folder'];
    expect(isStorageRequestAllowed(policy, owner, { action: 'list', prefix: 'profile-avatar/us-west-2:owner/' })).toBe(true);
    expect(isStorageRequestAllowed(policy, owner, { action: 'delete', key: 'profile-avatar/us-west-2:owner2/avatar.png' })).toBe(false);
  });

  it("give an ADMINS member the ADMINS role only, as deployed: no delete in their own profile-avatar folder", () => {
    const admin = actors['an ADMINS member'];
    expect(isStorageRequestAllowed(policy, admin, { action: 'delete', key: 'profile-avatar/us-west-2:admin/avatar.png' })).toBe(false);
    expect(isStorageRequestAllowed(policy, admin, { action: 'delete', key: 'images/us-west-2:admin/photo.png' })).toBe(true);
  });

  it('treat a member of an undeclared group as a signed-in user', () => {
    const member: StorageActor = { kind: 'authenticated', identityId: 'us-west-2:x', groups: ['MODERATORS'] };
    expect(isStorageRequestAllowed(policy, member, { action: 'delete', key: 'public/notes.txt' })).toBe(true);
    expect(isStorageRequestAllowed(policy, member, { action: 'write', key: 'personalities/portrait.png' })).toBe(false);
  });
});

describe('matchesIamPattern', () => {
  it.each([
    ['public/a/b.txt', 'public/*', true],
    ['public/', 'public/*', true],
    ['public', 'public/*', false],
    ['publicity/a', 'public/*', false],
    ['a.b', 'a?b', true],
    ['a(b)+$', 'a(b)+$', true],
    ['a/x/b/y/c', 'a/*/b/*/c', true],
    ['a/x/b/y/d', 'a/*/b/*/c', false],
    ['abcbc', 'a*bc', true],
    ['ab', 'a*?b', false],
    ['a\nb', 'a*b', true],
    ['', '*', true],
    ['', '?', false],
  ])('%s against %s is %s', (value, pattern, expected) => {
    expect(matchesIamPattern(value, pattern)).toBe(expected);
  });
});
