/**
 * figures-aggregator's changes larger than one transaction, on AWS's own DynamoDB Local: a stream
 * with 20 genres (in 167 variants of STREAMS), a brief with 20 categories, tags and warfare tags,
 * and a ban moving every filter at once change more than 100 items each, so they are committed in
 * parts (apply-change.ts). Delivered whole, cut short after some parts and delivered again, or
 * delivered twice at once, they leave the same figures and lists as the records give
 * (fakeFigureClient over figuresOf, which content-statistics-parity.test.ts holds equal to the local
 * SQL), and between the parts every list's total counts its entries. Then a creator with 500 bans
 * is hidden (its profile and every ban removed), in batches running side by side as Lambda runs a
 * table's shards. A stream whose entries' JSON would pass DynamoDB's item limit on the record's
 * item goes through a change too (gzipped there).
 */
import { DynamoDBClient } from '@aws-sdk/client-dynamodb';
import { ScanCommand, TransactWriteCommand, DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent, DynamoDBStreamEvent } from 'aws-lambda';
import { fakeFigureClient, figuresOf } from '../content-statistics/figure-memory.test-helper';
import { scanOf, type GeneratedRecords } from '../content-statistics/generated-records.test-helper';
import { answerStatisticsQuery } from '../content-statistics/summarize-items';
import { MAX_KEPT_CHOICES } from '../shared/figure-lists';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { createFiguresTable, StreamWriter } from './stream-records.test-helper';

jest.setTimeout(600_000);

type Item = Record<string, unknown>;
type Args = Record<string, unknown>;

const local = dynamoDbLocalForFile();

const empty = (): GeneratedRecords => ({ Brief: [], Profile: [], PlatformBan: [], ShadowbanExperience: [], Stream: [], Personality: [], AppealEvent: [] });
const event = (fieldName: string, args: Args = {}) => ({ info: { fieldName }, arguments: args }) as unknown as AppSyncResolverEvent<Args>;
const range = (count: number) => Array.from({ length: count }, (_, index) => index);

const wideStream = (genres: number, date: string): Item => ({
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
const wideBrief = (count: number, blogDate: string): Item => ({
  id: 'brief-wide',
  slug: 'brief-wide',
  status: 'PUBLISHED',
  blogDate,
  categories: range(count).map((n) => `Category ${n}`).join(','),
  tags: range(count).map((n) => `tag ${n}`),
  warfareTags: range(count).map((n) => `Warfare ${n}`),
  updatedAt: `${blogDate}T00:00:00.000Z`,
});
const ban = (id: string, profileId: string, n: number): Item => ({
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
const LIST_CASES: Args[] = [
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

describe('changes larger than one transaction', () => {
  let aggregate: (event: DynamoDBStreamEvent) => Promise<void>;
  let answer: (event: AppSyncResolverEvent<Args>) => Promise<unknown>;
  let writer: StreamWriter;
  let figuresTable: string;
  const transactions: number[] = [];
  /** Fails the n-th TransactWriteItems from now (a lost connection), once. */
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

  const expectAsRecords = async (records: GeneratedRecords, lists = LIST_CASES) => {
    const expected = fakeFigureClient(figuresOf(records), records);
    for (const [field, args] of [...FIGURE_CASES, ...lists.map((args): [string, Args] => ['listContentEntries', args])])
      expect([field, args, await answer(event(field, args))]).toEqual([field, args, await answerStatisticsQuery(field, args, expected, scanOf(records))]);
  };

  /** The chunks' markers left in the figures table: none once every change committed in parts is finished. */
  const markersLeft = async () => {
    const client = DynamoDBDocumentClient.from(new DynamoDBClient({ endpoint: local().endpoint, region: 'us-east-1', credentials: { accessKeyId: 'local', secretAccessKey: 'local' } }));
    const answer = await client.send(new ScanCommand({ TableName: figuresTable, FilterExpression: 'begins_with(sk, :prefix)', ExpressionAttributeValues: { ':prefix': 'chunk#' } }));
    client.destroy();
    return answer.Items?.length ?? 0;
  };

  /** Every kept list partition's total against its entries, read off the figures table (what a reader may see between parts). */
  const expectTotalsCountEntries = async () => {
    for (const args of LIST_CASES.filter((args) => args.limit === 500)) {
      const page = (await answer(event('listContentEntries', args))) as { total: number; entries: unknown[] };
      expect([args, page.total]).toEqual([args, page.entries.length]);
    }
  };

  it('commits a change of more than 100 items in parts, each once, whether cut short, delivered again or twice at once', async () => {
    expect(20).toBe(MAX_KEPT_CHOICES);
    const records = empty();
    const earlierBan = { ...ban('ban-moving', 'creator-a', 1), platformId: 'Mastodon', dateOfBan: '2017-05-05', isActive: true, appealStatus: 'PENDING' };
    await writer.put('Stream', wideStream(20, '2024-01-01'));
    await writer.put('Brief', wideBrief(20, '2024-01-02'));
    await writer.put('PlatformBan', earlierBan);
    transactions.length = 0;
    for (const batch of writer.take()) await aggregate(batch);
    // The stream's 168 entries and totals, the brief's 61, do not fit in one transaction: several, none over 100.
    expect(transactions.length).toBeGreaterThan(6);
    expect(Math.max(...transactions)).toBeLessThanOrEqual(100);
    await expectAsRecords({ ...records, Stream: [wideStream(20, '2024-01-01')], Brief: [wideBrief(20, '2024-01-02')], PlatformBan: [earlierBan] });

    // Every entry moves (new dates), half the choices go, the ban changes platform, year, slice and appeal: cut short after its third transaction.
    const now = { ...records, Stream: [wideStream(10, '2023-06-01')], Brief: [wideBrief(10, '2022-02-02')], PlatformBan: [ban('ban-moving', 'creator-a', 1)] };
    await writer.put('Stream', now.Stream[0]);
    await writer.put('Brief', now.Brief[0]);
    await writer.put('PlatformBan', now.PlatformBan[0]);
    const batches = writer.take(1);
    failAt = 3;
    await expect(aggregate(batches[0])).rejects.toThrow('socket hang up');
    // Between the parts: each list's total counts its entries; the figures have not moved yet.
    await expectTotalsCountEntries();
    expect(((await answer(event('streamFacetCounts', { status: 'ACTIVE' }))) as { genres: unknown[] }).genres).toHaveLength(20);
    // Lambda delivers the batch again, twice at once (a retry beside a slow first run): each part lands once.
    await Promise.all([aggregate(batches[0]), aggregate(batches[0])]);
    for (const batch of batches.slice(1)) await aggregate(batch);
    await expectAsRecords(now);
    // Delivered again later: nothing changes. The markers went with the changes they served.
    for (const batch of batches) await aggregate(batch);
    await expectAsRecords(now);
    expect(await markersLeft()).toBe(0);

    // The ban's change cut short at each of its transactions in turn (the announcement, each part, the decisive one): the next delivery finishes it.
    const versions = [{ ...ban('ban-moving', 'creator-b', 2), platformId: 'Bluesky' }, ban('ban-moving', 'creator-a', 5)];
    transactions.length = 0;
    await writer.put('PlatformBan', versions[0]);
    for (const batch of writer.take()) await aggregate(batch);
    const whole = transactions.length;
    expect(whole).toBeGreaterThan(2);
    let later = now;
    for (let cut = 1; cut <= whole; cut += 1) {
      later = { ...now, PlatformBan: [versions[cut % 2]] };
      await writer.put('PlatformBan', later.PlatformBan[0]);
      const [banBatch] = writer.take();
      failAt = cut;
      await expect(aggregate(banBatch)).rejects.toThrow('socket hang up');
      await expectTotalsCountEntries();
      await aggregate(banBatch);
      await expectAsRecords(later, [...LIST_CASES, { list: 'PLATFORM_BANS', platformId: 'bluesky', offset: 0, limit: 5 }]);
    }

    // Hidden: every entry and figure goes.
    await writer.remove('Stream', 'stream-wide');
    await writer.remove('Brief', 'brief-wide');
    await writer.remove('PlatformBan', 'ban-moving');
    for (const batch of writer.take()) await aggregate(batch);
    await expectAsRecords(empty());
    expect(await markersLeft()).toBe(0);
  });

  it("keeps a record in 168 variants of long names through a change, its item gzipped (its JSON twice while pending would pass DynamoDB's 400 KB)", async () => {
    const long = (date: string) => ({ ...wideStream(20, date), id: 'stream-long', slug: 'stream-long', genre: range(20).map((n) => `Genre ${n} `.padEnd(250, 'x')), language: 'L'.repeat(250) });
    const lists = [{ list: 'STREAMS' }, { list: 'STREAMS', status: 'ACTIVE', isFeaturedOnly: true }, { list: 'STREAMS', language: 'l'.repeat(100) }].map((args) => ({ ...args, offset: 0, limit: 50 }));
    for (const date of ['2024-01-01', '2021-01-01']) {
      await writer.put('Stream', long(date));
      for (const batch of writer.take()) await aggregate(batch);
      await expectAsRecords({ ...empty(), Stream: [long(date)] }, lists);
    }
    await writer.remove('Stream', 'stream-long');
    for (const batch of writer.take()) await aggregate(batch);
    await expectAsRecords(empty(), lists);
  });

  it('counts a creator with 500 bans, and hiding the creator takes every one out, batches running side by side', async () => {
    const profile = { id: 'creator-500', username: 'prolific', totalBans: 500, platformsAffected: ['YOUTUBE', 'TIKTOK', 'X', 'TWITCH', 'ÉCRAN'], updatedAt: '2024-02-01T00:00:00.000Z' };
    const bans = range(500).map((n) => ban(`b500-${String(n).padStart(3, '0')}`, 'creator-500', n));
    const records = { ...empty(), Profile: [profile], PlatformBan: bans };
    await writer.put('Profile', profile);
    for (const item of bans) await writer.put('PlatformBan', item);
    // Lambda reads a table's shards side by side: four batches at once.
    const deliverSideBySide = async (batches: DynamoDBStreamEvent[]) => {
      for (let start = 0; start < batches.length; start += 4) await Promise.all(batches.slice(start, start + 4).map((batch) => aggregate(batch)));
    };
    await deliverSideBySide(writer.take(25));
    const lists = [...LIST_CASES, { list: 'PLATFORM_BANS', profileId: 'creator-500', offset: 480, limit: 24 }];
    await expectAsRecords(records, lists);
    const figures = (await answer(event('banStatistics', { profileId: 'creator-500' }))) as { total: { recorded: number; creators: number } };
    expect(figures.total).toEqual(expect.objectContaining({ recorded: 500, creators: 1 }));

    await writer.remove('Profile', profile.id);
    for (const item of bans) await writer.remove('PlatformBan', String(item.id));
    await deliverSideBySide(writer.take(25));
    await expectAsRecords(empty(), lists);
  });
});
