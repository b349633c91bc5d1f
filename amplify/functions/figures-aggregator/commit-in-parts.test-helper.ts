/**
 * What commit-in-parts.test.ts and commit-in-parts-500.test.ts share: the records they write, the
 * queries they compare, and the file's setup (DynamoDB Local with the figures table, the two
 * handlers, and a spy on TransactWriteItems that counts them and can fail one). Two files so Jest
 * runs the 500 bans beside the other changes on CI's two workers instead of after them.
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ScanCommand, TransactWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent, DynamoDBStreamEvent } from 'aws-lambda';
import { fakeFigureClient, figuresOf } from '../content-statistics/figure-memory.test-helper';
import { scanOf, type GeneratedRecords } from '../content-statistics/generated-records.test-helper';
import { answerStatisticsQuery } from '../content-statistics/summarize-items';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { createFiguresTable, StreamWriter } from './stream-records.test-helper';

export type Item = Record<string, unknown>;
export type Args = Record<string, unknown>;

export const empty = (): GeneratedRecords => ({ Brief: [], Profile: [], PlatformBan: [], ShadowbanExperience: [], Stream: [], Personality: [], AppealEvent: [] });
export const event = (fieldName: string, args: Args = {}) => ({ info: { fieldName }, arguments: args }) as unknown as AppSyncResolverEvent<Args>;
export const range = (count: number) => Array.from({ length: count }, (_, index) => index);

export const wideStream = (genres: number, date: string): Item => ({
  id: 'stream-wide',
  slug: 'stream-wide',
  title: 'Wide',
  status: 'ACTIVE',
  genre: range(genres).map((n) => `Genre ${n}`),
  language: 'English',
  featured: true,
  ranking: '3',
  date,
  updatedAt: `${date}T00:00:00.000Z`,
});
export const wideBrief = (count: number, blogDate: string): Item => ({
  id: 'brief-wide',
  slug: 'brief-wide',
  status: 'PUBLISHED',
  blogDate,
  categories: range(count).map((n) => `Category ${n}`).join(','),
  tags: range(count).map((n) => `tag ${n}`),
  warfareTags: range(count).map((n) => `Warfare ${n}`),
  updatedAt: `${blogDate}T00:00:00.000Z`,
});
export const ban = (id: string, profileId: string, n: number): Item => ({
  id,
  profileId,
  platformId: ['YouTube', 'tiktok', 'X', 'Twitch', 'écran'][n % 5],
  dateOfBan: `${2018 + (n % 6)}-${String((n % 12) + 1).padStart(2, '0')}-${String((n % 28) + 1).padStart(2, '0')}`,
  isActive: n % 3 === 0,
  ...(n % 4 === 0 ? {} : { appealStatus: ['PENDING', 'REJECTED', 'RESTORED'][n % 3] }),
  dsaRestriction: n % 2 ? 'DECISION_ACCOUNT_SUSPENDED' : 'DECISION_VISIBILITY_CONTENT_DEMOTED',
  updatedAt: '2024-02-01T00:00:00.000Z',
});

/** The queries compared: figures, and the lists and variants these records are in, over whole and partial pages. */
const pages = [{ offset: 0, limit: 500 }, { offset: 1, limit: 3 }];
export const LIST_CASES: Args[] = [
  { list: 'STREAMS' }, { list: 'STREAMS', genre: 'genre 3' }, { list: 'STREAMS', genre: 'genre 19', status: 'ACTIVE', language: 'english', isFeaturedOnly: true },
  { list: 'STREAMS', isFeaturedOnly: true }, { list: 'STREAMS', status: 'ACTIVE' }, { list: 'STREAMS', language: 'english', genre: 'genre 0' },
  { list: 'BRIEFS' }, { list: 'BRIEFS', category: 'category 7' }, { list: 'BRIEFS', tag: 'tag 19' }, { list: 'BRIEFS', warfareTag: 'warfare 0' },
  { list: 'PLATFORM_BANS' }, { list: 'PLATFORM_BANS', platformId: 'mastodon' }, { list: 'PLATFORM_BANS', platformId: 'youtube', year: 2019 },
  { list: 'PLATFORM_BANS', year: 2023, isActive: false, appealStatus: 'RESTORED' }, { list: 'PLATFORM_BANS', platformId: 'tiktok', year: 2018, isActive: true, appealStatus: 'NONE' },
  { list: 'PROFILES' }, { list: 'PROFILES', withRecordsOnly: true }, { list: 'PROFILES', platformId: 'twitch' },
].flatMap((args) => pages.map((page) => ({ ...args, ...page })));
const FIGURE_CASES: [string, Args][] = [
  ['contentCounts', {}], ['briefFacetCounts', {}], ['streamFacetCounts', { status: 'ACTIVE' }], ['banStatistics', {}], ['banStatistics', { platformId: 'x', year: 2021 }],
  ['platformRecordFigures', {}], ['platformRecordFigures', { isActive: true }],
];

export interface CommitInParts {
  aggregate(event: DynamoDBStreamEvent): Promise<void>;
  answer(event: AppSyncResolverEvent<Args>): Promise<unknown>;
  writer(): StreamWriter;
  /** The size of each TransactWriteItems sent since the list was last emptied. */
  transactions: number[];
  /** Fails the n-th TransactWriteItems from now (a lost connection), once. */
  failAt(n: number): void;
  /** Every figure and list query answered as the figures of `records` give. */
  expectAsRecords(records: GeneratedRecords, lists?: Args[]): Promise<void>;
  /** Every kept list partition's total against its entries, read off the figures table (what a reader may see between parts). */
  expectTotalsCountEntries(): Promise<void>;
  /** The chunks' markers left in the figures table: none once every change committed in parts is finished. */
  markersLeft(): Promise<number>;
}

/** Registers the file's DynamoDB Local, figures table, handlers and TransactWriteItems spy (call at the top of a test file). */
export function commitInPartsForFile(): CommitInParts {
  const local = dynamoDbLocalForFile();
  let aggregate: (event: DynamoDBStreamEvent) => Promise<void>;
  let answer: (event: AppSyncResolverEvent<Args>) => Promise<unknown>;
  let writer: StreamWriter;
  let figuresTable: string;
  const transactions: number[] = [];
  let failAt: number | null = null;

  beforeAll(async () => {
    figuresTable = await createFiguresTable(local());
    ({ handler: aggregate } = await import('./handler'));
    ({ handler: answer } = await import('../content-statistics/handler'));
    process.env.PLATFORMBAN_TABLE = local().tables.get('PlatformBan');
    writer = new StreamWriter(local());
    const send = DynamoDBDocumentClient.prototype.send;
    jest.spyOn(DynamoDBDocumentClient.prototype, 'send').mockImplementation(function (this: DynamoDBDocumentClient, command: unknown, ...rest: unknown[]) {
      if (command instanceof TransactWriteCommand) {
        transactions.push(command.input.TransactItems?.length ?? 0);
        if (failAt !== null && --failAt === 0) {
          failAt = null;
          return Promise.reject(new Error('socket hang up')) as never;
        }
      }
      return (send as (...args: unknown[]) => unknown).call(this, command, ...rest) as never;
    });
  });

  return {
    aggregate: (event) => aggregate(event),
    answer: (event) => answer(event),
    writer: () => writer,
    transactions,
    failAt(n) {
      failAt = n;
    },
    async expectAsRecords(records, lists = LIST_CASES) {
      const expected = fakeFigureClient(figuresOf(records), records);
      const cases = [...FIGURE_CASES, ...lists.map((args): [string, Args] => ['listContentEntries', args])];
      // Reads only, nothing written meanwhile: asked side by side (DynamoDB Local answers on several threads), compared in order.
      const answers = await Promise.all(cases.map(async ([field, args]) => [await answer(event(field, args)), await answerStatisticsQuery(field, args, expected, scanOf(records))]));
      for (const [index, [field, args]] of cases.entries()) expect([field, args, answers[index][0]]).toEqual([field, args, answers[index][1]]);
    },
    async expectTotalsCountEntries() {
      const lists = LIST_CASES.filter((args) => args.limit === 500);
      const pages = (await Promise.all(lists.map((args) => answer(event('listContentEntries', args))))) as { total: number; entries: unknown[] }[];
      for (const [index, args] of lists.entries()) expect([args, pages[index].total]).toEqual([args, pages[index].entries.length]);
    },
    async markersLeft() {
      const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local().endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
      const found = await client.send(new ScanCommand({ TableName: figuresTable, FilterExpression: 'begins_with(sk, :prefix)', ExpressionAttributeValues: { ':prefix': 'chunk#' } }));
      client.destroy();
      return found.Items?.length ?? 0;
    },
  };
}
