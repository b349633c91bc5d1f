/**
 * Every model × get / list / create / update / delete × every kind of caller, through the real
 * Amplify Data client: allowed calls succeed, denied ones fail with Unauthorized and change
 * nothing, an owner rule hides other people's records from gets and lists, and models written
 * only through custom mutations (creators' records, moderation) have no generated mutation at all.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import { signInAs as signInTestUser, signOutAll } from './test-support/sign-in-as';
import type { Schema } from '../../amplify/data/resource';
import { loadDataDeclaration } from './declaration/load-declaration';
import { createRecordInputTypes } from './graphql/build-data-schema';
import { resetSampleContent } from './seed/seed-sample-content';
import { findRecord } from './store/record-store';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { MODEL_FIXTURES, MODEL_NAMES } from './test-support/model-fixtures';
import {
  startDataBackend,
  type DataTestBackend,
  type TestUser,
} from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

type Outcome = 'succeeds' | 'is refused' | 'sees nothing' | 'does not exist';
const OPERATIONS = ['get', 'list', 'create', 'update', 'delete'] as const;
const ACTORS = [
  'a guest with the API key',
  'a guest with identity-pool credentials',
  'the signed-in owner',
  'another signed-in user',
  'an ADMINS member',
  'a MODERATORS member',
] as const;
type ActorName = (typeof ACTORS)[number];

/**
 * Per model, per caller (ACTORS order), one letter per operation (OPERATIONS order): y succeeds,
 * n is refused, h sees nothing, x does not exist (the model's generated mutations are off).
 */
const EXPECTED: Record<string, string[]> = {
  Stream: ['yynnn', 'nnnnn', 'nnnnn', 'nnnnn', 'yyyyy', 'nnnnn'],
  Personality: ['yynnn', 'nnnnn', 'nnnnn', 'nnnnn', 'yyyyy', 'nnnnn'],
  Brief: ['yyxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  UnpublishedBrief: ['nnxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  PlatformBan: ['yyxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  ShadowbanExperience: ['yyxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  Platform: ['nnnnn', 'nnnnn', 'yyyyy', 'hhynn', 'yyyyy', 'hhynn'],
  Profile: ['yyxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  UniqueClaim: ['nnxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'yyxxx'],
  AnonymousAuthorship: ['nnxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  // Take my data: the account's own export record, read by nobody else (staff neither).
  AccountDataExport: ['nnxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'hhxxx', 'hhxxx'],
  HiddenRecord: ['nnxxx', 'nnxxx', 'yyxxx', 'hhxxx', 'yyxxx', 'yyxxx'],
  RecordReport: ['nnxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'yyxxx'],
  ModerationAction: ['nnxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'nnxxx'],
  ReportQuota: ['nnxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'nnxxx'],
  VerificationStep: ['yyxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'yyxxx'],
  RecordReply: ['nnxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'yyxxx'],
  PublishedReply: ['yyxxx', 'nnxxx', 'nnxxx', 'nnxxx', 'yyxxx', 'yyxxx'],
  ViewMark: ['nnnnn', 'nnnnn', 'nnnnn', 'nnnnn', 'yynny', 'nnnnn'],
  NewsletterSubscription: ['nnnnn', 'nnnnn', 'nnnnn', 'nnnnn', 'yynny', 'nnnnn'],
  ContactMessage: ['nnnnn', 'nnnnn', 'nnnnn', 'nnnnn', 'yynny', 'nnnnn'],
};
const OUTCOMES: Record<string, Outcome> = { y: 'succeeds', n: 'is refused', h: 'sees nothing', x: 'does not exist' };

type AuthMode = 'apiKey' | 'identityPool' | 'userPool';
type Answer = { data: unknown; errors?: { errorType?: string | null }[] };
/** Reads select the key only: which fields each caller may read is field-authorization.test.ts's matter. */
type ReadOptions = { authMode: AuthMode; selectionSet: string[] };
type LooseModel = {
  get(key: { id: string }, options: ReadOptions): Promise<Answer>;
  list(options: ReadOptions & { limit?: number }): Promise<Answer>;
  create(input: Record<string, unknown>, options: { authMode: AuthMode }): Promise<Answer>;
  update(input: Record<string, unknown>, options: { authMode: AuthMode }): Promise<Answer>;
  delete(key: { id: string }, options: { authMode: AuthMode }): Promise<Answer>;
};

let backend: DataTestBackend;
let users: Record<'owner' | 'other' | 'admin' | 'moderator', TestUser>;
const declaration = loadDataDeclaration();
const recordInputs = createRecordInputTypes(declaration.models);
const client = generateClient<Schema>();
const modelClient = (name: string) => (client.models as unknown as Record<string, LooseModel>)[name];
const fixtureId = (model: string) => `${model.toLowerCase()}-fixture`;

/** Puts the owner's record of `model` back as it was. */
async function resetFixture(model: string): Promise<void> {
  const owner = { sub: users.owner.sub, username: users.owner.username };
  await resetSampleContent(
    { db: backend.backend.context.db, recordInputs, models: declaration.models },
    { [model]: [{ id: fixtureId(model), owner, ...MODEL_FIXTURES[model].input }] },
  );
}

const stored = (model: string, id: string) => findRecord(backend.backend.context.db, model, id);

async function signInAs(actor: ActorName): Promise<AuthMode> {
  const user =
    actor === 'the signed-in owner'
      ? users.owner
      : actor === 'another signed-in user'
        ? users.other
        : actor === 'an ADMINS member'
          ? users.admin
          : actor === 'a MODERATORS member'
            ? users.moderator
            : null;
  // Staff keep one session each (their second factor's codes are single-use), see test-support.
  if (user) await signInTestUser(user);
  else await signOutAll();
  return actor === 'a guest with the API key'
    ? 'apiKey'
    : actor === 'a guest with identity-pool credentials'
      ? 'identityPool'
      : 'userPool';
}

function expectRefused(answer: Answer): void {
  expect(answer.data).toBeNull();
  expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
}

describe.each(TEST_STORES)('on $store', ({ database }) => {
  beforeAll(async () => {
    backend = await startDataBackend({ database });
    configureAmplifyData(backend.outputs);
    users = {
      owner: await backend.createUser('owner@example.com'),
      other: await backend.createUser('other@example.com'),
      admin: await backend.createUser('admin@example.com', { groups: ['ADMINS'] }),
      moderator: await backend.createUser('moderator@example.com', { groups: ['MODERATORS'] }),
    };
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  describe.each(ACTORS.map((actor, actorIndex) => ({ actor, actorIndex })))(
    '$actor',
    ({ actor, actorIndex }) => {
      let authMode: AuthMode;
      beforeAll(async () => {
        authMode = await signInAs(actor);
      });

      const cases = MODEL_NAMES.flatMap((model) =>
        OPERATIONS.map((operation, operationIndex) => ({
          model,
          operation,
          outcome: OUTCOMES[EXPECTED[model][actorIndex][operationIndex]],
        })),
      );

      it.each(cases)('trying to $operation a $model $outcome', async ({ model, operation, outcome }) => {
        await resetFixture(model);
        const id = fixtureId(model);
        const models = modelClient(model);
        const before = await stored(model, id);
        if (outcome === 'does not exist') {
          // Not even in the client: the generated mutation is not in the schema, for anyone.
          expect(Object.hasOwn(models, operation)).toBe(false);
          const name = `${operation}${model}`;
          const answer = await backend.graphql(`mutation { ${name}(input: { id: "${id}" }) { id } }`, {}, { apiKey: backend.apiKey });
          expect(answer.body.errors?.[0]?.message).toContain(`Cannot query field "${name}" on type "Mutation"`);
          expect(await stored(model, id)).toEqual(before);
          return;
        }
        switch (operation) {
          case 'get': {
            const answer = await models.get({ id }, { authMode, selectionSet: ['id'] });
            if (outcome === 'succeeds') expect(answer.data).toMatchObject({ id });
            else if (outcome === 'sees nothing') expect(answer).toMatchObject({ data: null });
            else expectRefused(answer);
            if (outcome === 'sees nothing') expect(answer.errors ?? []).toEqual([]);
            return;
          }
          case 'list': {
            const answer = await models.list({ authMode, limit: 1000, selectionSet: ['id'] });
            if (outcome === 'is refused') return expect(answer.errors?.[0]?.errorType).toBe('Unauthorized');
            expect(answer.errors ?? []).toEqual([]);
            const ids = (answer.data as { id: string }[]).map((item) => item.id);
            if (outcome === 'succeeds') expect(ids).toContain(id);
            else expect(ids).not.toContain(id);
            return;
          }
          case 'create': {
            const newId = `${id}-by-${actorIndex}`;
            const answer = await models.create({ id: newId, ...MODEL_FIXTURES[model].input }, { authMode });
            if (outcome === 'succeeds') {
              expect(answer.errors ?? []).toEqual([]);
              expect(await stored(model, newId)).toMatchObject({ id: newId });
            } else {
              expectRefused(answer);
              expect(await stored(model, newId)).toBeNull();
            }
            return;
          }
          case 'update': {
            const change = MODEL_FIXTURES[model].change;
            const answer = await models.update({ id, ...change }, { authMode });
            if (outcome === 'succeeds') {
              expect(answer.errors ?? []).toEqual([]);
              expect(await stored(model, id)).toMatchObject(change);
            } else {
              expectRefused(answer);
              expect(await stored(model, id)).toEqual(before);
            }
            return;
          }
          case 'delete': {
            const answer = await models.delete({ id }, { authMode });
            if (outcome === 'succeeds') {
              expect(answer.errors ?? []).toEqual([]);
              expect(await stored(model, id)).toBeNull();
            } else {
              expectRefused(answer);
              expect(await stored(model, id)).toEqual(before);
            }
          }
        }
      });
    },
  );
});
