import { a } from '@aws-amplify/data-schema';
import { findModel, type DataModel, type ModelOperation } from '../declaration/data-model';
import { describeDeclaration } from '../declaration/load-declaration';
import { loadFieldRulesDeclaration } from '../test-support/field-rules-schema';
import type { Actor } from './actor';
import { decideAccess, isOwnedBy } from './decide-access';
import {
  decideFieldRead,
  decideWriteGrant,
  findDeniedInputFields,
  isFieldProtected,
} from './decide-field-access';
import { checkFieldRules } from './model-roles';

const { models } = loadFieldRulesDeclaration();

const user = (sub: string, groups: string[] = []): Actor => ({
  mode: 'userPool',
  sub,
  username: sub,
  groups,
  claims: {},
});
const ACTORS: Record<string, Actor> = {
  'a guest with the API key': { mode: 'apiKey' },
  'a guest with identity-pool credentials': {
    mode: 'iam',
    role: 'unauthenticated',
    identityId: 'us-west-2:g',
    sub: null,
    groups: [],
  },
  'a signed-in user': user('sub-1'),
  'an ADMINS member': user('sub-2', ['ADMINS']),
  'a MODERATORS member': user('sub-3', ['MODERATORS']),
};
const ACTOR_NAMES = Object.keys(ACTORS);
const LETTERS = { a: 'all', o: 'owned', '-': 'denied' } as const;
type Letter = keyof typeof LETTERS;

/** Per model, per caller (ACTORS order), one letter per operation: get, list, create, update, delete. */
const RECORD_EXPECTED: Record<string, string[]> = {
  // Field rules admit any signed-in user (views) and MODERATORS (owner) to gets and lists; no role may delete every field.
  Post: ['aa---', '-----', 'aaoo-', 'aaaa-', 'aaoo-'],
  Note: ['aa---', '-----', 'oooo-', 'aaaa-', 'oooo-'],
};
const RECORD_OPERATIONS: ModelOperation[] = ['get', 'list', 'create', 'update', 'delete'];

/**
 * Per model and declared field, per caller (ACTORS order), one letter per operation: read, create,
 * update. a = on every record, o = on the records they own, - = never. A field no rule guards
 * reads as `a` for everyone: whoever reaches the record reads it.
 */
const FIELD_EXPECTED: Record<string, Record<string, string[]>> = {
  Post: {
    title: ['a--', '---', 'ooo', 'aaa', 'ooo'],
    body: ['a--', '---', 'ooo', 'aaa', 'ooo'],
    owner: ['---', '---', 'o--', 'a--', 'a--'],
    views: ['a--', 'a--', 'a--', 'a--', 'a--'],
    createdAt: ['a--', '---', '---', 'a--', '---'],
    featured: ['a--', '---', '---', 'aaa', '---'],
    notes: ['a--', '---', 'ooo', 'aaa', 'ooo'],
  },
  Note: {
    title: ['a--', 'a--', 'aoo', 'aaa', 'aoo'],
    secret: ['---', '---', 'ooo', 'ooo', 'ooo'],
    featured: ['a--', '---', '---', 'aaa', '---'],
    postId: ['a--', 'a--', 'aoo', 'aaa', 'aoo'],
    post: ['---', '---', 'o--', 'o--', 'o--'],
  },
};

function readLetter(model: DataModel, field: string, actor: Actor): Letter {
  const kind = decideFieldRead(model, field, actor).kind;
  return kind === 'all' ? 'a' : kind === 'owned' ? 'o' : '-';
}

/** Whether the caller may set `field`: on someone else's record (a), only on their own (o), never (-). */
function writeLetter(model: DataModel, field: string, actor: Actor, operation: 'create' | 'update'): Letter {
  const grant = decideWriteGrant(model, operation, actor);
  const own = Object.fromEntries(grant.owned.map(({ owner }) => [owner.field, owner.valueToStore]));
  const isDenied = (record: Record<string, unknown>) =>
    findDeniedInputFields(model, grant, [field], record, operation).length > 0;
  if (!isDenied({ owner: 'someone-else' })) return 'a';
  return isDenied(own) ? '-' : 'o';
}

const recordCases = Object.entries(RECORD_EXPECTED).flatMap(([modelName, byActor]) =>
  ACTOR_NAMES.flatMap((actorName, actorIndex) =>
    RECORD_OPERATIONS.map((operation, index) => ({
      modelName,
      actorName,
      operation,
      expected: LETTERS[byActor[actorIndex][index] as Letter],
    })),
  ),
);

const fieldCases = Object.entries(FIELD_EXPECTED).flatMap(([modelName, byField]) =>
  Object.entries(byField).flatMap(([field, byActor]) =>
    ACTOR_NAMES.flatMap((actorName, actorIndex) =>
      (['read', 'create', 'update'] as const).map((operation, index) => ({
        modelName,
        field,
        actorName,
        operation,
        expected: LETTERS[byActor[actorIndex][index] as Letter],
      })),
    ),
  ),
);

describe('records of models with field rules', () => {
  it.each(recordCases)(
    '$actorName trying to $operation a $modelName: $expected',
    ({ modelName, actorName, operation, expected }) => {
      expect(decideAccess(findModel(models, modelName), operation, ACTORS[actorName]).kind).toBe(expected);
    },
  );
});

describe('fields with rules of their own', () => {
  it.each(fieldCases)(
    '$actorName trying to $operation $modelName.$field: $expected',
    ({ modelName, field, actorName, operation, expected }) => {
      const model = findModel(models, modelName);
      const actor = ACTORS[actorName];
      const letter =
        operation === 'read' ? readLetter(model, field, actor) : writeLetter(model, field, actor, operation);
      expect(LETTERS[letter]).toBe(expected);
    },
  );

  it('checks reads only where some reader of the model may not read the field', () => {
    const post = findModel(models, 'Post');
    const note = findModel(models, 'Note');
    // Any signed-in user may read views, which stands in for the owner and ADMINS there.
    expect(isFieldProtected(post, 'views')).toBe(false);
    expect(isFieldProtected(note, 'title')).toBe(false);
    expect(['id', 'updatedAt'].map((field) => isFieldProtected(post, field))).toEqual([false, false]);
    expect(isFieldProtected(note, 'secret')).toBe(true);
  });

  it('lists every field a write may not set, in input order, and lets an update name the key', () => {
    const post = findModel(models, 'Post');
    const member = ACTORS['a signed-in user'];
    const create = decideWriteGrant(post, 'create', member);
    const ownRecord = { owner: 'sub-1::sub-1' };
    expect(
      findDeniedInputFields(post, create, ['title', 'views', 'body', 'featured'], ownRecord, 'create'),
    ).toEqual(['views', 'featured']);
    // Fields the transformer adds are no role's: a caller whom the rules admit to some fields only cannot set them.
    expect(findDeniedInputFields(post, create, ['id', 'updatedAt'], ownRecord, 'create')).toEqual([
      'id',
      'updatedAt',
    ]);
    const update = decideWriteGrant(post, 'update', member);
    expect(findDeniedInputFields(post, update, ['id', 'title'], ownRecord, 'update')).toEqual([]);
    expect(findDeniedInputFields(post, update, ['id', 'title'], { owner: 'sub-9::sub-9' }, 'update')).toEqual(
      ['title'],
    );
  });

  it('leaves models without field rules as their model rules say', () => {
    const plain = describeDeclaration(
      a
        .schema({
          Memo: a
            .model({ text: a.string() })
            .authorization((allow) => [allow.owner(), allow.publicApiKey().to(['read'])]),
        })
        .transform().schema,
    ).models;
    const memo = findModel(plain, 'Memo');
    const owner = ACTORS['a signed-in user'];
    expect(decideAccess(memo, 'delete', owner).kind).toBe('owned');
    expect(isFieldProtected(memo, 'text')).toBe(false);
    const grant = decideWriteGrant(memo, 'create', owner);
    expect(
      findDeniedInputFields(memo, grant, ['id', 'text', 'createdAt'], { owner: 'sub-1::sub-1' }, 'create'),
    ).toEqual([]);
  });
});

describe('declarations AppSync refuses', () => {
  it('stops at a required field some reader of the model may not read, naming it', () => {
    const { models: refused } = describeDeclaration(
      a
        .schema({
          Salary: a
            .model({
              name: a.string().required(),
              wage: a
                .integer()
                .required()
                .authorization((allow) => [allow.owner()]),
            })
            .authorization((allow) => [allow.groups(['ADMINS'])]),
        })
        .transform().schema,
    );
    expect(() => checkFieldRules(findModel(refused, 'Salary'))).toThrow(/Salary.*\["name","wage"\]/);
  });
});

describe('names Object.prototype answers', () => {
  const post = findModel(models, 'Post');
  const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty'];

  it.each(INHERITED)('treats a field %s nobody declared as guarded by nothing', (name) => {
    expect(isFieldProtected(post, name)).toBe(false);
    expect(decideFieldRead(post, name, ACTORS['a guest with the API key']).kind).toBe('all');
  });

  it.each(INHERITED)('lets no caller set a field %s nobody declared', (name) => {
    const grant = decideWriteGrant(post, 'create', ACTORS['a signed-in user']);
    expect(findDeniedInputFields(post, grant, [name], { owner: 'sub-1::sub-1' }, 'create')).toEqual([name]);
  });

  it.each(INHERITED)('finds no owner in a record that only inherits %s', (name) => {
    const model: DataModel = {
      ...post,
      fields: post.fields.map((field) =>
        field.name === 'title'
          ? {
              ...field,
              rules: [
                {
                  strategy: 'owner',
                  provider: 'userPools',
                  operations: ['get'],
                  ownerField: name,
                  identityClaims: ['sub'],
                },
              ],
            }
          : field,
      ),
    };
    const access = decideFieldRead(model, 'title', ACTORS['a signed-in user']);
    expect(access.kind).toBe('owned');
    expect(access.kind === 'owned' && isOwnedBy({ title: 'x' }, access.owners)).toBe(false);
  });
});
