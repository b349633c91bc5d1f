/**
 * Requests a client should never send but an attacker or a bug will: each gets a GraphQL or
 * AppSync-shaped error with a 2xx/4xx status, never a 500, and changes nothing.
 */
import { startDataBackend, type DataTestBackend, type TestUser } from '../test-support/start-data-backend';
import { countRecords } from '../store/record-store';

jest.setTimeout(60_000);

let backend: DataTestBackend;
let admin: TestUser;
beforeAll(async () => {
  backend = await startDataBackend();
  admin = await backend.createUser('admin@example.com', { groups: ['ADMINS'] });
});
afterAll(() => backend?.close());

const post = (body: string, headers: Record<string, string> = {}) =>
  fetch(backend.graphqlUrl, {
    method: 'POST',
    headers: { 'content-type': 'application/json', 'x-api-key': backend.apiKey, ...headers },
    body,
  });

const CREATE_STREAM = 'mutation($input: CreateStreamInput!) { createStream(input: $input) { id } }';

describe('the transport', () => {
  it('answers 400 MalformedHttpRequestException to a body that is not JSON', async () => {
    const response = await post('{"query": ');
    expect(response.status).toBe(400);
    expect(await response.json()).toEqual({
      errors: [
        { errorType: 'MalformedHttpRequestException', message: 'The request body is not valid JSON.' },
      ],
    });
  });

  it('answers 400 to a body without a query', async () => {
    expect((await post('{"variables": {}}')).status).toBe(400);
  });

  it('answers 413 to a body over 1 MB', async () => {
    const response = await post(
      JSON.stringify({ query: `{ listStreams { items { id } } } #${'x'.repeat(1024 * 1024)}` }),
    );
    expect(response.status).toBe(413);
  });

  it('answers 401 UnauthorizedException without credentials, or with a wrong key or token', async () => {
    const noAuth = await fetch(backend.graphqlUrl, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"query":"{ listStreams { items { id } } }"}',
    });
    expect(noAuth.status).toBe(401);
    expect(await noAuth.json()).toMatchObject({ errors: [{ errorType: 'UnauthorizedException' }] });
    expect(
      (await post('{"query":"{ listStreams { items { id } } }"}', { 'x-api-key': 'da2-wrong' })).status,
    ).toBe(401);
    const badToken = await backend.graphql(
      '{ listStreams { items { id } } }',
      {},
      { token: `${admin.accessToken.slice(0, -4)}AAAA` },
    );
    expect(badToken).toMatchObject({
      status: 401,
      body: { errors: [{ errorType: 'UnauthorizedException' }] },
    });
  });

  it('answers 405 to a GET', async () => {
    expect((await fetch(backend.graphqlUrl)).status).toBe(405);
  });
});

describe('documents and variables', () => {
  const errorOf = async (query: string, variables: Record<string, unknown> = {}) => {
    const answer = await backend.graphql(query, variables, { apiKey: backend.apiKey });
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.length).toBeGreaterThan(0);
    return answer.body.errors![0];
  };

  it.each([
    ['a syntax error', '{ listStreams { items { id } '],
    ['an unknown field', '{ listStreams { items { id nonsense } } }'],
    ['an unknown argument', '{ listStreams(order: "x") { items { id } } }'],
    ['a bad enum literal', '{ listStreams(filter: { status: { eq: LIVE } }) { items { id } } }'],
    ['a subscription', 'subscription { onCreateStream { id } }'],
  ])('refuses %s with a GraphQL error', async (_name, query) => {
    expect((await errorOf(query)).message).toEqual(expect.any(String));
  });

  it.each([
    ['a bad enum value', { status: 'LIVE' }],
    [
      'an impossible AWSDate',
      {
        title: 't',
        description: 'd',
        url: '/x',
        date: 'x',
        releaseDate: 'y',
        createdAt: '2025-02-30T10:00:00Z',
      },
    ],
    ['a string for an Int', { views: 'many' }],
    ['an unknown input field', { colour: 'red' }],
  ])('refuses %s in variables and writes nothing', async (_name, extra) => {
    const before = await countRecords(backend.backend.context.db, 'Stream');
    const answer = await backend.graphql(
      CREATE_STREAM,
      { input: { title: 't', description: 'd', url: '/x', ...extra } },
      { token: admin.accessToken },
    );
    expect(answer.status).toBe(200);
    expect(answer.body.errors?.[0]?.message).toMatch(/Variable "\$input" got invalid value/);
    expect(await countRecords(backend.backend.context.db, 'Stream')).toBe(before);
  });

  it.each([
    ['AWSEmail', 'createNewsletterSubscription(input: { email: "not-an-address" }) { id }'],
    ['AWSURL', 'createPlatform(input: { displayName: "X", url: "not a url" }) { id }'],
    [
      'AWSDate',
      'createShadowbanExperience(input: { profileId: "p", platform: "X", category: "c", description: "d", restrictionType: "r", date: "2025-13-01" }) { id }',
    ],
  ])('refuses a bad %s literal', async (scalar, selection) => {
    expect((await errorOf(`mutation { ${selection} }`)).message).toContain(`Invalid ${scalar} value`);
  });

  it('refuses a forged nextToken', async () => {
    expect(
      await errorOf(
        '{ listStreams(nextToken: "eyJzIjoiU3RyZWFtLmxpc3RTdHJlYW1zIiwiYSI6WyJ6Il19.forged") { items { id } } }',
      ),
    ).toMatchObject({
      errorType: 'BadRequest',
      message: 'The nextToken is invalid or was issued for a different query.',
    });
  });

  it('refuses a nextToken issued for another query', async () => {
    for (let index = 0; index < 3; index += 1)
      await backend.graphql(
        CREATE_STREAM,
        { input: { title: `t${index}`, description: 'd', url: '/x' } },
        { token: admin.accessToken },
      );
    const first = await backend.graphql(
      '{ listStreams(limit: 1) { nextToken } }',
      {},
      { apiKey: backend.apiKey },
    );
    const token = (first.body.data!.listStreams as { nextToken: string }).nextToken;
    expect(token).toEqual(expect.any(String));
    expect(
      await errorOf('query($t: String) { listPersonalities(nextToken: $t) { items { id } } }', { t: token }),
    ).toMatchObject({ errorType: 'BadRequest' });
  });

  it('refuses a limit below 1', async () => {
    expect(await errorOf('{ listStreams(limit: 0) { items { id } } }')).toMatchObject({
      errorType: 'BadRequest',
    });
  });

  it('refuses a query nested deeper than the limit', async () => {
    // Small pages, so only the depth is over its limit.
    let selection = 'id';
    for (let level = 0; level < 5; level += 1)
      selection = `briefs(limit: 1) { items { profile { ${selection} } } }`;
    const deep = `{ listProfiles(limit: 1) { items { ${selection} } } }`;
    expect((await errorOf(deep)).message).toMatch(/nested \d+ levels deep/);
  });

  it('refuses a query that could resolve too many fields', async () => {
    const wide =
      '{ listProfiles(limit: 1000) { items { briefs(limit: 1000) { items { id title slug } } } } }';
    expect((await errorOf(wide)).message).toMatch(/could resolve \d+ fields/);
  });
});

describe('conditions on mutations', () => {
  it('updates when the condition holds and fails with ConditionalCheckFailedException, changing nothing, when it does not', async () => {
    await backend.graphql(
      CREATE_STREAM,
      { input: { id: 'cond', title: 'Before', description: 'd', url: '/x', views: 1 } },
      { token: admin.accessToken },
    );
    const update =
      'mutation($c: ModelStreamConditionInput) { updateStream(input: { id: "cond", title: "After" }, condition: $c) { title } }';
    const refused = await backend.graphql(update, { c: { views: { gt: 5 } } }, { token: admin.accessToken });
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:ConditionalCheckFailedException' });
    const read = await backend.graphql('{ getStream(id: "cond") { title } }', {}, { apiKey: backend.apiKey });
    expect(read.body.data).toEqual({ getStream: { title: 'Before' } });
    const accepted = await backend.graphql(update, { c: { views: { eq: 1 } } }, { token: admin.accessToken });
    expect(accepted.body).toEqual({ data: { updateStream: { title: 'After' } } });
  });

  it('refuses to create a record whose id exists', async () => {
    const again = await backend.graphql(
      CREATE_STREAM,
      { input: { id: 'cond', title: 'Dup', description: 'd', url: '/x' } },
      { token: admin.accessToken },
    );
    expect(again.body.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:ConditionalCheckFailedException' });
  });
});
