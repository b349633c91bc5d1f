/**
 * Gen 2 field-level rules through the real HTTP handler and the unmodified Amplify Data client,
 * served from a fixture declaration (test-support/field-rules-schema.ts): a field the caller may
 * not read answers null with AppSync's Unauthorized error at its path, in gets, lists, index
 * queries and related records alike; a write naming a field the caller may not set is refused
 * and changes nothing; guarded fields answer null in what a mutation returns, as on AppSync.
 */
import { generateClient } from 'aws-amplify/data';
import { signOut } from 'aws-amplify/auth';
import { findRecord } from './store/record-store';
import { configureAmplifyData } from './test-support/configure-amplify-data';
import { loadFieldRulesDeclaration, type FieldRulesSchema } from './test-support/field-rules-schema';
import {
  startDataBackend,
  type DataTestBackend,
  type GraphqlAnswer,
  type TestUser,
} from './test-support/start-data-backend';
import { signInAs } from './test-support/sign-in-as';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const client = generateClient<FieldRulesSchema>();

const GET_NOTE = `query ($id: ID!) { getNote(id: $id) { id title secret featured owner } }`;
const GET_NOTE_POST = `query ($id: ID!) { getNote(id: $id) { id post { id } } }`;
const LIST_NOTES = `query { listNotes { items { id title secret } } }`;
const POST_NOTES = `query ($id: ID!) { getPost(id: $id) { id notes { items { id title secret } } } }`;
const GET_POST = `query ($id: ID!) { getPost(id: $id) { id title views createdAt featured owner } }`;
const CREATE_POST = `mutation ($input: CreatePostInput!) { createPost(input: $input) { id title views featured } }`;
const UPDATE_POST = `mutation ($input: UpdatePostInput!) { updatePost(input: $input) { id title views featured } }`;
const DELETE_POST = `mutation ($input: DeletePostInput!) { deletePost(input: $input) { id } }`;
const UPDATE_NOTE = `mutation ($input: UpdateNoteInput!) { updateNote(input: $input) { id title } }`;

const denial = (field: string, type: string, path: (string | number)[]) => ({
  errorType: 'Unauthorized',
  message: `Not Authorized to access ${field} on type ${type}`,
  path,
});

describe.each(TEST_STORES)('field-level rules on $store', ({ database }) => {
  let backend: DataTestBackend;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let postId: string;
  let noteId: string;
  const asOwner = () => ({ token: owner.accessToken });
  const asOther = () => ({ token: other.accessToken });
  const asAdmin = () => ({ token: admin.accessToken });
  const asGuest = () => ({ apiKey: backend.apiKey });
  const stored = (model: string, id: string) => findRecord(backend.backend.context.db, model, id);
  const expectOnly = (answer: GraphqlAnswer, errors: ReturnType<typeof denial>[]) =>
    expect(answer.body.errors?.map(({ errorType, message, path }) => ({ errorType, message, path }))).toEqual(
      errors,
    );

  beforeAll(async () => {
    backend = await startDataBackend({ database, declaration: loadFieldRulesDeclaration() });
    configureAmplifyData(backend.outputs);
    owner = await backend.createUser('owner@example.com');
    other = await backend.createUser('other@example.com');
    admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
    // The owner's rules reach some fields only, so they may not choose the id either (it is no role's field).
    const withId = await backend.graphql(CREATE_POST, { input: { id: 'post-1', title: 'Hello' } }, asOwner());
    expect(withId.body.errors?.[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Unauthorized on [id]',
    });
    const createPost = await backend.graphql(CREATE_POST, { input: { title: 'Hello' } }, asOwner());
    postId = (createPost.body.data?.createPost as { id: string }).id;
    await backend.graphql(UPDATE_POST, { input: { id: postId, featured: true } }, asAdmin());
    await signInAs(owner);
    const note = await client.models.Note.create(
      { title: 'Mine', secret: 's3cret', postId },
      { authMode: 'userPool' },
    );
    noteId = note.data!.id;
    // The owner may not read featured; secret is guarded, so the mutation's answer leaves it out.
    expect(note.data).toMatchObject({ title: 'Mine', secret: null, featured: null });
    expect(note.errors?.map((error) => error.message)).toEqual([
      'Not Authorized to access featured on type Note',
    ]);
  });
  afterAll(async () => {
    await signOut().catch(() => undefined);
    await backend?.close();
  });

  it('publishes the fixture to the client in model_introspection, field rules and all', () => {
    const models = (backend.outputs.data as { model_introspection: { models: Record<string, unknown> } })
      .model_introspection.models;
    expect(Object.keys(models).sort()).toEqual(['Note', 'Post']);
  });

  describe('reads', () => {
    it('answers a guest null and Unauthorized for the owner-only field, and the rest of the record', async () => {
      const answer = await backend.graphql(GET_NOTE, { id: noteId }, asGuest());
      expect(answer.body.data?.getNote).toMatchObject({
        id: noteId,
        title: 'Mine',
        secret: null,
        featured: null,
      });
      expectOnly(answer, [denial('secret', 'Note', ['getNote', 'secret'])]);
    });

    it('shows the owner their secret but not the ADMINS-only flag', async () => {
      const answer = await backend.graphql(GET_NOTE, { id: noteId }, asOwner());
      expect(answer.body.data?.getNote).toMatchObject({
        secret: 's3cret',
        featured: null,
        owner: owner.username,
      });
      expectOnly(answer, [denial('featured', 'Note', ['getNote', 'featured'])]);
    });

    it('shows ADMINS the flag but not a secret they do not own', async () => {
      const answer = await backend.graphql(GET_NOTE, { id: noteId }, asAdmin());
      expect(answer.body.data?.getNote).toMatchObject({ secret: null, featured: null });
      expectOnly(answer, [denial('secret', 'Note', ['getNote', 'secret'])]);
    });

    it('still hides the whole record from another user, without an error', async () => {
      const answer = await backend.graphql(GET_NOTE, { id: noteId }, asOther());
      expect(answer.body).toEqual({ data: { getNote: null } });
    });

    it('refuses a filter on a field the caller may not read, so matching cannot reveal it', async () => {
      const FILTER_NOTES = `query ($filter: ModelNoteFilterInput) { listNotes(filter: $filter) { items { id } } }`;
      const bySecret = { filter: { or: [{ title: { eq: 'x' } }, { not: { secret: { beginsWith: 's3' } } }] } };
      for (const as of [asGuest(), asAdmin()]) {
        const answer = await backend.graphql(FILTER_NOTES, bySecret, as);
        expect(answer.body.data?.listNotes ?? null).toBeNull();
        expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Not Authorized to access secret on type Note' });
      }
      // The owner reaches only their own notes, on which they read the secret: their filter stands.
      const mine = await backend.graphql(FILTER_NOTES, { filter: { secret: { beginsWith: 's3' } } }, asOwner());
      expect(mine.body).toEqual({ data: { listNotes: { items: [{ id: noteId }] } } });
      // A field everyone who reads the model may read filters as before.
      const byTitle = await backend.graphql(FILTER_NOTES, { filter: { title: { eq: 'Mine' } } }, asGuest());
      expect(byTitle.body).toEqual({ data: { listNotes: { items: [{ id: noteId }] } } });
    });

    it('checks each item of a list and of a related list', async () => {
      const list = await backend.graphql(LIST_NOTES, {}, asGuest());
      expect(list.body.data?.listNotes).toEqual({ items: [{ id: noteId, title: 'Mine', secret: null }] });
      expectOnly(list, [denial('secret', 'Note', ['listNotes', 'items', 0, 'secret'])]);
      const related = await backend.graphql(POST_NOTES, { id: postId }, asGuest());
      expect(related.body.data?.getPost).toMatchObject({ notes: { items: [{ id: noteId, secret: null }] } });
      expectOnly(related, [denial('secret', 'Note', ['getPost', 'notes', 'items', 0, 'secret'])]);
    });

    it('applies a relationship field’s own rule', async () => {
      const guest = await backend.graphql(GET_NOTE_POST, { id: noteId }, asGuest());
      expect(guest.body.data?.getNote).toEqual({ id: noteId, post: null });
      expectOnly(guest, [denial('post', 'Note', ['getNote', 'post'])]);
      const mine = await backend.graphql(GET_NOTE_POST, { id: noteId }, asOwner());
      expect(mine.body).toEqual({ data: { getNote: { id: noteId, post: { id: postId } } } });
    });

    it('lets any signed-in user read a Post for its views, and nothing their rules do not give them', async () => {
      const answer = await backend.graphql(GET_POST, { id: postId }, asOther());
      expect(answer.body.data?.getPost).toEqual({
        id: postId,
        title: null,
        views: null,
        createdAt: null,
        featured: null,
        owner: null,
      });
      expectOnly(answer, [
        denial('title', 'Post', ['getPost', 'title']),
        denial('createdAt', 'Post', ['getPost', 'createdAt']),
        denial('featured', 'Post', ['getPost', 'featured']),
        denial('owner', 'Post', ['getPost', 'owner']),
      ]);
    });

    it('answers the Amplify client’s get and list with the same errors beside the data', async () => {
      const got = await client.models.Note.get({ id: noteId }, { authMode: 'apiKey' });
      expect(got.data).toMatchObject({ id: noteId, title: 'Mine', secret: null });
      expect(got.errors).toEqual([
        expect.objectContaining({ errorType: 'Unauthorized', path: ['getNote', 'secret'] }),
      ]);
      const listed = await client.models.Note.list({ authMode: 'apiKey' });
      expect(listed.data.map((note) => note.secret)).toEqual([null]);
      expect(listed.errors?.map((error) => error.message)).toEqual([
        'Not Authorized to access secret on type Note',
      ]);
    });
  });

  describe('writes', () => {
    it('refuses a create naming a field the caller may not create, storing nothing', async () => {
      await signInAs(owner);
      const answer = await client.models.Note.create(
        { title: 'Mine too', featured: true },
        { authMode: 'userPool' },
      );
      expect(answer.data).toBeNull();
      expect(answer.errors).toEqual([
        expect.objectContaining({ errorType: 'Unauthorized', message: 'Unauthorized on [featured]' }),
      ]);
      const notes = await backend.graphql(LIST_NOTES, {}, asOwner());
      expect((notes.body.data?.listNotes as { items: unknown[] }).items).toHaveLength(1);
    });

    it('refuses an update naming fields the caller may not update, changing nothing', async () => {
      const before = await stored('Note', noteId);
      const byOwner = await backend.graphql(
        UPDATE_NOTE,
        { input: { id: noteId, title: 'X', featured: true } },
        asOwner(),
      );
      expect(byOwner.body).toMatchObject({
        data: { updateNote: null },
        errors: [{ errorType: 'Unauthorized', message: 'Unauthorized on [featured]' }],
      });
      const byAdmin = await backend.graphql(
        UPDATE_NOTE,
        { input: { id: noteId, secret: 'mine now' } },
        asAdmin(),
      );
      expect(byAdmin.body.errors?.[0]).toMatchObject({
        errorType: 'Unauthorized',
        message: 'Unauthorized on [secret]',
      });
      expect(await stored('Note', noteId)).toEqual(before);
    });

    it('takes a field nobody may set from no input, and still stamps createdAt itself', async () => {
      const given = await backend.graphql(
        CREATE_POST,
        { input: { title: 'T', views: 5, createdAt: '2020-01-01T00:00:00.000Z' } },
        asOwner(),
      );
      expect(given.body.errors?.[0]).toMatchObject({
        errorType: 'Unauthorized',
        message: 'Unauthorized on [views, createdAt]',
      });
      const plain = await backend.graphql(CREATE_POST, { input: { title: 'T' } }, asOwner());
      // Created; the answer still may not show the owner the ADMINS-only flag.
      expectOnly(plain, [denial('featured', 'Post', ['createPost', 'featured'])]);
      const record = await stored('Post', (plain.body.data?.createPost as { id: string }).id);
      expect(Date.parse(String(record?.createdAt))).not.toBeNaN();
      expect(record).toMatchObject({ title: 'T', owner: `${owner.sub}::${owner.username}` });
      expect(record).not.toHaveProperty('views');
      const posts = await backend.graphql(`query { listPosts { items { id } } }`, {}, asGuest());
      expect((posts.body.data?.listPosts as { items: unknown[] }).items).toHaveLength(2);
    });

    it('answers guarded fields null in a mutation’s answer even to callers who may read them', async () => {
      const answer = await backend.graphql(
        UPDATE_POST,
        { input: { id: postId, featured: false } },
        asAdmin(),
      );
      expect(answer.body).toEqual({
        data: { updatePost: { id: postId, title: null, views: null, featured: null } },
      });
      expect(await stored('Post', postId)).toMatchObject({ featured: false, title: 'Hello' });
    });

    it('lets nobody delete a record whose fields they may not all delete', async () => {
      for (const auth of [asOwner(), asAdmin()]) {
        const answer = await backend.graphql(DELETE_POST, { input: { id: postId } }, auth);
        expect(answer.body.errors?.[0]).toMatchObject({
          errorType: 'Unauthorized',
          message: 'Not Authorized to access deletePost on type Mutation',
        });
      }
      expect(await stored('Post', postId)).not.toBeNull();
    });
  });
});
