/**
 * An owner rule lets an owner edit their record, never hand it to someone else: the owner field of
 * Platform (full rights for its owner and ADMINS) is declared with field rules that grant no
 * `update`. Locally the owner field was never in the update input; on AWS AppSync let the owner
 * rewrite it (Gen 2's synth warned that owners may reassign ownership; amplify/synth.test.ts).
 * Now both refuse it the same way. Through the real data API on each store.
 */
import { findRecord } from './store/record-store';
import { startDataBackend, type DataTestBackend, type TestUser } from './test-support/start-data-backend';
import { TEST_STORES } from './test-support/stores';

jest.setTimeout(120_000);

const CREATE = `mutation ($input: CreatePlatformInput!) { createPlatform(input: $input) { id displayName } }`;
const UPDATE = `mutation ($input: UpdatePlatformInput!) { updatePlatform(input: $input) { id displayName } }`;

describe.each(TEST_STORES)('the owner of a Platform on $store', ({ database }) => {
  let backend: DataTestBackend;
  let owner: TestUser;
  let other: TestUser;
  let admin: TestUser;
  let platformId: string;
  const ownerValue = (user: TestUser) => `${user.sub}::${user.username}`;
  const storedOwner = async () => (await findRecord(backend.backend.context.db, 'Platform', platformId))?.owner;

  beforeAll(async () => {
    backend = await startDataBackend({ database, sampleContent: null });
    owner = await backend.createUser('owner@example.com');
    other = await backend.createUser('other@example.com');
    admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
    const created = await backend.graphql(CREATE, { input: { displayName: 'Mine' } }, { token: owner.accessToken });
    platformId = (created.body.data?.createPlatform as { id: string }).id;
  });

  afterAll(() => backend?.close());

  it('edits it', async () => {
    const answer = await backend.graphql(UPDATE, { input: { id: platformId, displayName: 'Renamed' } }, { token: owner.accessToken });
    expect(answer.body.errors).toBeUndefined();
    expect(await storedOwner()).toBe(ownerValue(owner));
  });

  it('may not hand it to another user', async () => {
    const answer = await backend.graphql(UPDATE, { input: { id: platformId, owner: ownerValue(other) } }, { token: owner.accessToken });
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [owner]' });
    expect(await storedOwner()).toBe(ownerValue(owner));
  });

  it('sets it to no one else on create either', async () => {
    const answer = await backend.graphql(CREATE, { input: { displayName: 'Theirs', owner: ownerValue(other) } }, { token: owner.accessToken });
    expect(answer.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized' });
  });

  it('is not reassigned by ADMINS either, who still edit the platform', async () => {
    const refused = await backend.graphql(UPDATE, { input: { id: platformId, owner: ownerValue(other) } }, { token: admin.accessToken });
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'Unauthorized', message: 'Unauthorized on [owner]' });
    const edited = await backend.graphql(UPDATE, { input: { id: platformId, displayName: 'Catalogued' } }, { token: admin.accessToken });
    expect(edited.body.errors).toBeUndefined();
    expect(await storedOwner()).toBe(ownerValue(owner));
  });
});
