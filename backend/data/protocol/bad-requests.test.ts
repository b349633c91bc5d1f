/**
 * Requests a client should never send but an attacker or a bug will: each gets a GraphQL or
 * AppSync-shaped error with a 2xx/4xx status, never a 500, and changes nothing.
 */
import { startDataBackend, type DataTestBackend, type TestUser } from '../test-support/start-data-backend';
import { countRecords, insertRecord } from '../store/record-store';

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
    ['AWSEmail', 'subscribeNewsletter(email: "not-an-address")'],
    ['AWSURL', 'createPlatform(input: { displayName: "X", url: "not a url" }) { id }'],
    [
      'AWSDate',
      'saveMyShadowbanReport(platform: "X", category: "c", description: "d", restrictionType: "r", date: "2025-13-01") { id }',
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

describe('documents that would hold the event loop', () => {
  const doubledFragments = (levels: number) => {
    let text = 'query Q { ...F0 }';
    for (let level = 0; level < levels; level += 1) {
      const next = level + 1 < levels ? ` ...F${level + 1} ...F${level + 1}` : '';
      text += ` fragment F${level} on Query { listBriefs { items { id } }${next} }`;
    }
    return text;
  };

  it.each([
    [
      'fragments that each spread the next one twice, 30 levels deep',
      doubledFragments(30),
      'A selection set holds more than 250 fields (counting the fragments it spreads).',
    ],
    ['more than 10,000 tokens', `{ ${'a '.repeat(10_000)}}`, 'The query has more than 10000 tokens.'],
    [
      'a filter literal nested 5,000 levels deep',
      `{ listStreams(filter: ${'{ and: ['.repeat(5_000)}{ id: { eq: "x" } }${'] }'.repeat(5_000)}) { items { id } } }`,
      'The query nests braces, brackets or parentheses more than 64 deep.',
    ],
    [
      'more than 100 aliases',
      `{ ${Array.from({ length: 101 }, (_, index) => `a${index}: __typename`).join(' ')} }`,
      'The query has more than 100 aliases.',
    ],
  ])('refuses %s at once with a GraphQL error, and keeps answering', async (_name, query, message) => {
    const answer = await backend.graphql(query, {}, { apiKey: backend.apiKey });
    expect(answer).toEqual({
      status: 200,
      body: { errors: [expect.objectContaining({ errorType: 'ValidationError', message })] },
    });
    const next = await backend.graphql(
      '{ listStreams(limit: 1) { items { id } } }',
      {},
      { apiKey: backend.apiKey },
    );
    expect(next.body.data).toEqual({ listStreams: { items: expect.any(Array) } });
  });

  it('refuses variables nested 100,000 levels deep', async () => {
    const filter = `${'{"and":['.repeat(100_000)}{"id":{"eq":"x"}}${']}'.repeat(100_000)}`;
    const response = await post(
      `{"query":"query($f: ModelStreamFilterInput) { listStreams(filter: $f) { items { id } } }","variables":{"f":${filter}}}`,
    );
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'The variables are nested more than 32 levels deep.' }],
    });
  });
});

describe('answers with many failing fields', () => {
  it('lists the first 100 field errors and counts the rest in one more', async () => {
    const db = backend.backend.context.db;
    for (let index = 0; index < 150; index += 1)
      await insertRecord(db, 'PlatformBan', {
        id: `ban-${index}`,
        platformId: 'youtube',
        owner: 'sub::someone',
      });
    // Guests may list bans but not read platforms, so each item's `platform` fails.
    const answer = await backend.graphql(
      '{ listPlatformBans(limit: 150) { items { id platform { id } } } }',
      {},
      { apiKey: backend.apiKey },
    );
    expect(answer.status).toBe(200);
    const items = (answer.body.data?.listPlatformBans as { items: { platform: unknown }[] }).items;
    expect(items).toHaveLength(150);
    expect(items.every((item) => item.platform === null)).toBe(true);
    const errors = answer.body.errors ?? [];
    expect(errors).toHaveLength(101);
    expect(errors[0]).toMatchObject({
      errorType: 'Unauthorized',
      message: 'Not Authorized to access platform on type PlatformBan',
    });
    expect(errors[100]).toMatchObject({
      errorType: 'TooManyErrors',
      message: '50 more field errors were left out of this answer (it lists the first 100).',
    });
  });
});

describe('names that Object.prototype answers', () => {
  const INHERITED = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', '__defineGetter__'];
  /** A JSON object with one own member named `name` (an object literal would set a prototype for __proto__). */
  const objectWith = (name: string, value: unknown) =>
    JSON.parse(`{${JSON.stringify(name)}:${JSON.stringify(value)}}`) as Record<string, unknown>;
  const answerTo = (body: Record<string, unknown>) => post(JSON.stringify(body));

  it.each(INHERITED)('answers an operationName %s with a GraphQL error', async (name) => {
    const response = await answerTo({
      query: 'query Q { listStreams { items { id } } }',
      operationName: name,
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      errors: [{ message: 'The document has no operation of that name, or several without operationName.' }],
    });
  });

  it.each(INHERITED)('reads a variable %s only when the request gives it', async (name) => {
    const query = `query($${name}: Int) { listStreams(limit: $${name}) { items { id } } }`;
    const response = await answerTo({ query, variables: objectWith('unrelated', 1) });
    expect(response.status).toBe(200);
    expect(await response.json()).toEqual({ data: { listStreams: { items: expect.any(Array) } } });
    const given = await answerTo({ query, variables: objectWith(name, 1) });
    expect(await given.json()).toEqual({ data: { listStreams: { items: expect.any(Array) } } });
  });

  it.each(INHERITED)(
    'refuses filters in variables that use %s as a field, an operator or an attribute type',
    async (name) => {
      const query = 'query($f: ModelStreamFilterInput) { listStreams(filter: $f) { items { id } } }';
      for (const filter of [
        objectWith(name, { eq: 1 }),
        { title: objectWith(name, 'x') },
        { and: [objectWith(name, { eq: 1 })] },
        { title: { attributeType: name } },
        { title: { size: objectWith(name, 1) } },
      ]) {
        const response = await answerTo({ query, variables: { f: filter } });
        expect(response.status).toBe(200);
        const body = (await response.json()) as { data?: unknown; errors: { message: string }[] };
        expect(body.errors[0].message).toMatch(/^Variable "\$f" got invalid value/);
      }
    },
  );

  it.each(INHERITED)('refuses a sort-key condition %s', async (name) => {
    const query =
      'query($k: ModelStringKeyConditionInput) { listBriefByStatusAndBlogDate(status: PUBLISHED, blogDate: $k) { items { id } } }';
    const response = await answerTo({ query, variables: { k: objectWith(name, '2025-01-01') } });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^Variable "\$k" got invalid value/,
    );
  });

  it.each(INHERITED)('refuses a nextToken %s as BadRequest', async (name) => {
    const response = await answerTo({
      query: 'query($t: String) { listStreams(nextToken: $t) { items { id } } }',
      variables: { t: name },
    });
    expect(response.status).toBe(200);
    expect(await response.json()).toMatchObject({
      data: { listStreams: null },
      errors: [
        { errorType: 'BadRequest', message: 'The nextToken is invalid or was issued for a different query.' },
      ],
    });
  });

  it.each(INHERITED)('refuses a recordView of a model %s', async (name) => {
    const response = await answerTo({
      query:
        'mutation($m: ViewedModel!) { recordView(model: $m, id: "x", visitorId: "visitor-aaaa-0001") { views } }',
      variables: { m: name },
    });
    expect(response.status).toBe(200);
    expect(((await response.json()) as { errors: { message: string }[] }).errors[0].message).toMatch(
      /^Variable "\$m" got invalid value/,
    );
  });
});

describe('conditions on mutations', () => {
  it('updates when the condition holds and fails with ConditionalCheckFailedException, changing nothing, when it does not', async () => {
    await backend.graphql(
      CREATE_STREAM,
      { input: { id: 'cond', title: 'Before', description: 'd', url: '/x', rating: 1 } },
      { token: admin.accessToken },
    );
    const update =
      'mutation($c: ModelStreamConditionInput) { updateStream(input: { id: "cond", title: "After" }, condition: $c) { title } }';
    const refused = await backend.graphql(update, { c: { rating: { gt: 5 } } }, { token: admin.accessToken });
    expect(refused.body.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:ConditionalCheckFailedException' });
    const read = await backend.graphql('{ getStream(id: "cond") { title } }', {}, { apiKey: backend.apiKey });
    expect(read.body.data).toEqual({ getStream: { title: 'Before' } });
    const accepted = await backend.graphql(update, { c: { rating: { eq: 1 } } }, { token: admin.accessToken });
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

describe('records past DynamoDB’s item size', () => {
  const bigText = (bytes: number) => 'é'.repeat(Math.ceil(bytes / 2));

  it('refuses to create or grow a record past 400 KB, storing nothing', async () => {
    const created = await backend.graphql(
      CREATE_STREAM,
      { input: { id: 'huge', title: 'Huge', description: bigText(410 * 1024), url: '/x' } },
      { token: admin.accessToken },
    );
    expect(created.body.errors?.[0]).toMatchObject({
      errorType: 'DynamoDB:DynamoDbException',
      message: 'Item size has exceeded the maximum allowed size',
    });
    const read = await backend.graphql('{ getStream(id: "huge") { id } }', {}, { apiKey: backend.apiKey });
    expect(read.body.data).toEqual({ getStream: null });

    await backend.graphql(
      CREATE_STREAM,
      { input: { id: 'grows', title: 'Small', description: 'd', url: '/x' } },
      { token: admin.accessToken },
    );
    const grown = await backend.graphql(
      'mutation($d: String!) { updateStream(input: { id: "grows", description: $d }) { id } }',
      { d: bigText(410 * 1024) },
      { token: admin.accessToken },
    );
    expect(grown.body.errors?.[0]).toMatchObject({ errorType: 'DynamoDB:DynamoDbException' });
    const kept = await backend.graphql(
      '{ getStream(id: "grows") { description } }',
      {},
      { apiKey: backend.apiKey },
    );
    expect(kept.body.data).toEqual({ getStream: { description: 'd' } });
  });

  it('keeps a record just under the limit', async () => {
    const created = await backend.graphql(
      CREATE_STREAM,
      { input: { id: 'large', title: 'Large', description: bigText(390 * 1024), url: '/x' } },
      { token: admin.accessToken },
    );
    expect(created.body).toEqual({ data: { createStream: { id: 'large' } } });
  });
});
