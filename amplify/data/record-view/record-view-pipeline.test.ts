/**
 * The AWS side of recordView: the three AppSync JS functions run in order as AppSync runs a
 * pipeline (earlyReturn skips to the next function, util.error stops everything), over an
 * in-memory table that answers exactly the DynamoDB requests they send. The local backend serves
 * the same mutation natively (backend/data/custom-operations/record-view.ts); both must agree.
 */
type Item = Record<string, unknown>;
type DynamoRequest = Record<string, unknown> & { operation: string; key: { id: { S: string } } };
type Context = {
  arguments: Record<string, string>;
  prev: { result: unknown };
  result?: unknown;
  error?: { type: string; message: string };
};

class EarlyReturn {
  constructor(readonly value: unknown) {}
}
class AppSyncError extends Error {
  constructor(
    message: string,
    readonly type: string,
  ) {
    super(message);
  }
}

let mockNow = new Date('2025-03-01T10:00:00Z');
const toAttribute = (value: unknown) =>
  typeof value === 'number' ? { N: String(value) } : { S: String(value) };
const fromAttribute = (value: { N?: string; S?: string }) => (value.N !== undefined ? Number(value.N) : value.S);

jest.mock(
  '@aws-appsync/utils',
  () => ({
    util: {
      error: (message: string, type: string) => {
        throw new AppSyncError(message, type);
      },
      matches: (pattern: string, value: string) => new RegExp(pattern).test(value),
      time: {
        nowFormatted: (format: string) => {
          if (format !== 'yyyy-MM-dd') throw new Error(`unexpected format ${format}`);
          return mockNow.toISOString().slice(0, 10);
        },
        nowISO8601: () => mockNow.toISOString(),
        nowEpochSeconds: () => Math.floor(mockNow.getTime() / 1000),
      },
      dynamodb: {
        toMapValues: (values: Item) =>
          Object.fromEntries(Object.entries(values).map(([key, value]) => [key, toAttribute(value)])),
      },
    },
    runtime: {
      earlyReturn: (value: unknown) => {
        throw new EarlyReturn(value);
      },
    },
  }),
  { virtual: true },
);

// eslint-disable-next-line @typescript-eslint/no-require-imports
const steps = [require('./mark-view.js'), require('./count-brief-view.js'), require('./count-stream-view.js')];
const tableOfStep = ['ViewMark', 'Brief', 'Stream'];

/** Each table answers PutItem / GetItem / UpdateItem exactly as the functions phrase them. */
function runOnTable(tables: Record<string, Map<string, Item>>, table: string, request: DynamoRequest) {
  const rows = tables[table];
  const id = request.key.id.S;
  const existing = rows.get(id);
  const conditionFailed = { type: 'DynamoDB:ConditionalCheckFailedException', message: 'The conditional request failed' };
  switch (request.operation) {
    case 'PutItem': {
      expect(request.condition).toEqual({ expression: 'attribute_not_exists(id)' });
      if (existing) return { error: conditionFailed };
      const attributes = request.attributeValues as Record<string, { N?: string; S?: string }>;
      const item = { id, ...Object.fromEntries(Object.entries(attributes).map(([k, v]) => [k, fromAttribute(v)])) };
      rows.set(id, item);
      return { result: item };
    }
    case 'GetItem':
      return { result: existing ?? null };
    case 'UpdateItem': {
      expect((request.update as { expression: string }).expression).toBe('ADD #views :one');
      const condition = (request.condition as { expression: string }).expression;
      const holds =
        condition === 'attribute_exists(#id) AND #status = :published'
          ? existing?.status === 'PUBLISHED'
          : condition === 'attribute_exists(#id)' && existing !== undefined;
      if (!holds || !existing) return { error: conditionFailed };
      existing.views = Number(existing.views ?? 0) + 1;
      return { result: { ...existing } };
    }
    default:
      throw new Error(`unexpected operation ${request.operation}`);
  }
}

/** One recordView call: the pipeline's answer, or the error AppSync would put in `errors`. */
function recordView(tables: Record<string, Map<string, Item>>, args: Record<string, string>) {
  let previous: unknown = {};
  try {
    steps.forEach((step, index) => {
      const ctx: Context = { arguments: args, prev: { result: previous } };
      try {
        const request = step.request(ctx) as DynamoRequest;
        Object.assign(ctx, runOnTable(tables, tableOfStep[index], request));
        previous = step.response(ctx);
      } catch (error) {
        if (!(error instanceof EarlyReturn)) throw error;
        previous = error.value;
      }
    });
    return { data: previous };
  } catch (error) {
    if (error instanceof AppSyncError) return { error: { type: error.type, message: error.message } };
    throw error;
  }
}

function freshTables() {
  return {
    ViewMark: new Map<string, Item>(),
    Brief: new Map<string, Item>([
      ['brief-1', { id: 'brief-1', status: 'PUBLISHED', views: 10 }],
      ['brief-draft', { id: 'brief-draft', status: 'DRAFT', views: 0 }],
    ]),
    Stream: new Map<string, Item>([['stream-1', { id: 'stream-1', status: 'INACTIVE' }]]),
  };
}

const visitor = 'visitor-0001';

describe('the recordView AppSync pipeline', () => {
  beforeEach(() => {
    mockNow = new Date('2025-03-01T10:00:00Z');
  });

  it('counts a visitor’s first view of a published brief and not a reload the same day', () => {
    const tables = freshTables();
    expect(recordView(tables, { model: 'Brief', id: 'brief-1', visitorId: visitor })).toEqual({
      data: { views: 11, counted: true },
    });
    expect(recordView(tables, { model: 'Brief', id: 'brief-1', visitorId: visitor })).toEqual({
      data: { views: 11, counted: false },
    });
    expect(tables.ViewMark.get('Brief#brief-1#visitor-0001#2025-03-01')).toMatchObject({
      __typename: 'ViewMark',
      expiresAt: Math.floor(mockNow.getTime() / 1000) + 2 * 24 * 60 * 60,
    });
  });

  it('counts the same visitor again on the next day, and another visitor at once', () => {
    const tables = freshTables();
    recordView(tables, { model: 'Brief', id: 'brief-1', visitorId: visitor });
    expect(recordView(tables, { model: 'Brief', id: 'brief-1', visitorId: 'visitor-0002' })).toEqual({
      data: { views: 12, counted: true },
    });
    mockNow = new Date('2025-03-02T00:00:01Z');
    expect(recordView(tables, { model: 'Brief', id: 'brief-1', visitorId: visitor })).toEqual({
      data: { views: 13, counted: true },
    });
  });

  it('counts a stream of any status, starting from no views at all', () => {
    const tables = freshTables();
    expect(recordView(tables, { model: 'Stream', id: 'stream-1', visitorId: visitor })).toEqual({
      data: { views: 1, counted: true },
    });
    expect(tables.Brief.get('brief-1')?.views).toBe(10);
  });

  it('answers NotFound for a draft brief or a missing stream, and counts nothing', () => {
    const tables = freshTables();
    expect(recordView(tables, { model: 'Brief', id: 'brief-draft', visitorId: visitor })).toEqual({
      error: { type: 'NotFound', message: 'No published Brief with id brief-draft.' },
    });
    expect(recordView(tables, { model: 'Stream', id: 'nope', visitorId: visitor })).toEqual({
      error: { type: 'NotFound', message: 'No Stream with id nope.' },
    });
    expect(tables.Brief.get('brief-draft')?.views).toBe(0);
  });

  it('refuses a visitor id that is not a short random token', () => {
    const tables = freshTables();
    expect(recordView(tables, { model: 'Brief', id: 'brief-1', visitorId: 'a b#c' })).toEqual({
      error: { type: 'BadRequest', message: 'visitorId must be 8 to 64 letters, digits, dashes or underscores.' },
    });
    expect(tables.ViewMark.size).toBe(0);
  });
});
