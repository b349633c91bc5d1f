import { loadDataDeclaration } from '../declaration/load-declaration';
import { findModel, type AuthRule, type DataModel, type ModelOperation } from '../declaration/data-model';
import type { Actor } from './actor';
import { decideAccess } from './decide-access';

const { models } = loadDataDeclaration();

const ACTORS: Record<string, Actor> = {
  'a guest with the API key': { mode: 'apiKey' },
  'a guest with identity-pool credentials': {
    mode: 'iam',
    role: 'unauthenticated',
    identityId: 'us-west-2:g',
    sub: null,
    groups: [],
  },
  'a signed-in user with identity-pool credentials': {
    mode: 'iam',
    role: 'authenticated',
    identityId: 'us-west-2:u',
    sub: 'u',
    groups: [],
  },
  'a signed-in user': { mode: 'userPool', sub: 'sub-1', username: 'sub-1', groups: [], claims: {} },
  'an ADMINS member': { mode: 'userPool', sub: 'sub-2', username: 'sub-2', groups: ['ADMINS'], claims: {} },
  'a MODERATORS member': { mode: 'userPool', sub: 'sub-3', username: 'sub-3', groups: ['MODERATORS'], claims: {} },
};

type Expected = 'all' | 'owned' | 'denied';
const OPERATIONS: ModelOperation[] = ['get', 'list', 'create', 'update', 'delete'];
/** One letter per operation in OPERATIONS order: a = all rows, o = owned rows only, - = denied. */
// Models written only through custom mutations still have rules for create/update/delete; their
// generated mutations are off (authorization-matrix.test.ts shows they do not exist at all).
const EXPECTED: Record<string, Record<string, string>> = {
  Stream: { 'a guest with the API key': 'aa---', 'a signed-in user': '-----', 'an ADMINS member': 'aaaaa' },
  Personality: { 'a guest with the API key': 'aa---', 'a signed-in user': '-----', 'an ADMINS member': 'aaaaa' },
  Platform: { 'a signed-in user': 'ooooo', 'an ADMINS member': 'aaaaa', 'a MODERATORS member': 'ooooo' },
  // The owner field is read-only even to its owner, so no owner rule may delete (AppSync asks for every field).
  Brief: { 'a guest with the API key': 'aa---', 'a signed-in user': 'oooo-', 'an ADMINS member': 'aaoo-', 'a MODERATORS member': 'aaoo-' },
  UnpublishedBrief: { 'a signed-in user': 'oo---', 'an ADMINS member': 'aa---', 'a MODERATORS member': 'aa---' },
  PlatformBan: { 'a guest with the API key': 'aa---', 'a signed-in user': 'oooo-', 'an ADMINS member': 'aaoo-', 'a MODERATORS member': 'aaoo-' },
  ShadowbanExperience: { 'a guest with the API key': 'aa---', 'a signed-in user': 'oooo-', 'an ADMINS member': 'aaoo-', 'a MODERATORS member': 'aaoo-' },
  Profile: { 'a guest with the API key': 'aa---', 'a signed-in user': 'oooo-', 'an ADMINS member': 'aaoo-', 'a MODERATORS member': 'aaoo-' },
  UniqueClaim: { 'an ADMINS member': 'aa---', 'a MODERATORS member': 'aa---' },
  HiddenRecord: { 'a signed-in user': 'oo---', 'an ADMINS member': 'aa---', 'a MODERATORS member': 'aa---' },
  RecordReport: { 'an ADMINS member': 'aa---', 'a MODERATORS member': 'aa---' },
  ModerationAction: { 'an ADMINS member': 'aa---' },
  ReportQuota: { 'an ADMINS member': 'aa---' },
  // Only sendContactMessage and subscribeNewsletter write them (a visitor's few an hour).
  NewsletterSubscription: { 'an ADMINS member': 'aa--a' },
  ContactMessage: { 'an ADMINS member': 'aa--a' },
  // Only recordView writes marks; ADMINS may look at them and clear them.
  ViewMark: { 'an ADMINS member': 'aa--a' },
};
const LETTERS: Record<string, Expected> = { a: 'all', o: 'owned', '-': 'denied' };

const cases = Object.entries(EXPECTED).flatMap(([modelName, byActor]) =>
  Object.keys(ACTORS).flatMap((actorName) =>
    OPERATIONS.map((operation, index) => {
      // Identity-pool credentials match no rule of this declaration (no allow.guest(), no allow.authenticated('identityPool')).
      const letter = byActor[actorName]?.[index] ?? '-';
      return { modelName, actorName, operation, expected: LETTERS[letter] };
    }),
  ),
);

describe('the rules declared in amplify/data', () => {
  it.each(cases)(
    '$actorName trying to $operation a $modelName: $expected',
    ({ modelName, actorName, operation, expected }) => {
      expect(decideAccess(findModel(models, modelName), operation, ACTORS[actorName]).kind).toBe(expected);
    },
  );

  it('stores <sub>::<username> for an owner and accepts that, the sub or the username alone', () => {
    const access = decideAccess(findModel(models, 'Brief'), 'create', {
      mode: 'userPool',
      sub: 's',
      username: 'u',
      groups: [],
      claims: {},
    });
    expect(access).toEqual({
      kind: 'owned',
      owners: [{ field: 'owner', values: ['s::u', 's', 'u'], valueToStore: 's::u' }],
    });
  });
});

describe('rules naming claims that Object.prototype answers', () => {
  const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
  const user: Actor = {
    mode: 'userPool',
    sub: 's',
    username: 'u',
    groups: ['ADMINS'],
    claims: { role: 'x' },
  };
  // Stream with this one rule, and none on its fields (views and timestamps have their own).
  const modelWith = (rule: AuthRule): DataModel => {
    const stream = findModel(models, 'Stream');
    return { ...stream, rules: [rule], fields: stream.fields.map((field) => ({ ...field, rules: undefined })) };
  };

  it.each(INHERITED)('finds no groups in a claim %s the token does not hold', (claim) => {
    const rule: AuthRule = {
      strategy: 'groups',
      provider: 'userPools',
      operations: ['get'],
      groups: ['ADMINS'],
      groupClaim: claim,
    };
    expect(decideAccess(modelWith(rule), 'get', user).kind).toBe('denied');
  });

  it.each(INHERITED)('finds no owner in a claim %s the token does not hold', (claim) => {
    const rule: AuthRule = {
      strategy: 'owner',
      provider: 'userPools',
      operations: ['get'],
      ownerField: 'owner',
      identityClaims: [claim],
    };
    expect(decideAccess(modelWith(rule), 'get', user).kind).toBe('denied');
  });
});
