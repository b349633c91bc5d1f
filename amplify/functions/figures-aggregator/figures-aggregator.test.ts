/**
 * figures-aggregator and contentStatistics on AWS's own DynamoDB Local: records are written into
 * the model tables, their stream records (INSERT, MODIFY, REMOVE) fed to the aggregator's handler
 * in batches as Lambda delivers them, and contentStatistics' handler then answers from the figures
 * table exactly what the figures of the final records give (content-statistics-parity.test.ts
 * holds those equal to the local backend's SQL). Along the way records change platform, appeal,
 * status and choices, hidden records leave their tables (moderation's hide), appeal events come
 * before and after their records, and a batch is delivered twice. DynamoDB Local writes a few
 * hundred items a second, so this runs on a fifth of the generated records.
 */
import { ScanCommand } from '@aws-sdk/client-dynamodb';
import { DynamoDBDocumentClient, QueryCommand } from '@aws-sdk/lib-dynamodb';
import type { AppSyncResolverEvent, DynamoDBStreamEvent } from 'aws-lambda';
import { fakeFigureClient, figuresOf } from '../content-statistics/figure-memory.test-helper';
import { generateRecords, scanOf, storableRecords, type GeneratedRecords } from '../content-statistics/generated-records.test-helper';
import { answerStatisticsQuery } from '../content-statistics/summarize-items';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { CONTENT_LISTS } from '../../data/statistics/statistics-limits';
import { FIGURES_TABLE_VARIABLE } from '../shared/figure-items';
import { openDataEntriesOf, openDataPartition, openDataVariant } from '../shared/open-data-lists';
import { openDataRecordOf, type OpenDataValue } from '../../data/open-data/open-data-records';
import { createFiguresTable, StreamWriter } from './stream-records.test-helper';

jest.setTimeout(600_000);

type Item = Record<string, unknown>;
type Handler<E, R> = (event: E) => Promise<R>;

const local = dynamoDbLocalForFile();

/** Every fifth record of each model (as DynamoDB can hold them), and the appeal events of those kept. */
function sampleRecords(): GeneratedRecords {
  const all = storableRecords(generateRecords());
  const keep = <T>(items: T[]) => items.filter((_, index) => index % 5 === 0);
  const sample = {
    Brief: keep(all.Brief),
    Profile: keep(all.Profile),
    PlatformBan: keep(all.PlatformBan),
    ShadowbanExperience: keep(all.ShadowbanExperience),
    Stream: keep(all.Stream),
    Personality: keep(all.Personality),
  };
  const kept = new Set([...sample.PlatformBan.map((ban) => `PlatformBan#${String(ban.id)}`), ...sample.ShadowbanExperience.map((report) => `ShadowbanExperience#${String(report.id)}`)]);
  return { ...sample, AppealEvent: (all.AppealEvent ?? []).filter((event) => kept.has(String(event.recordKey)) || String(event.recordKey).includes('nothing')) };
}

const records = sampleRecords();
const MODELS = ['Profile', 'Brief', 'Stream', 'Personality', 'ShadowbanExperience', 'PlatformBan'] as const;

/** An earlier version of a record: other facts the figures count, so its MODIFY must move them. */
function earlier(model: string, item: Item, index: number): Item {
  switch (model) {
    case 'PlatformBan':
      return { ...item, platformId: index % 2 ? 'Mastodon' : item.platformId, appealStatus: 'PENDING', isActive: !(item.isActive === true), dateOfBan: '2017-01-02', profileId: `p-former-${index % 3}` };
    case 'ShadowbanExperience':
      return { ...item, platform: 'Bluesky', appealStatus: 'REJECTED', verification: 'DISPUTED' };
    case 'Brief':
      return { ...item, status: index % 2 ? 'DRAFT' : 'PUBLISHED', categories: 'Former, former ', tags: ['old'] };
    case 'Stream':
      return { ...item, status: 'INACTIVE', genre: ['Former'], language: 'Klingon' };
    case 'Profile':
      // Another place in the creators list: its entry must move.
      return { ...item, username: `former-${index}`, totalBans: 1_000 + index, totalEstimatedLoss: null };
    case 'Personality':
      return { ...item, active: false, ranking: index + 1, displayName: `Former ${index}` };
    default:
      return { ...item, username: `former-${index}` };
  }
}

/** Records that exist for a while and are then hidden: copies of real ones under other ids. */
const hidden = (model: string, items: Item[]) => items.slice(0, 4).map((item, index) => ({ ...item, id: `hidden-${model}-${index}`, ...(model === 'Profile' ? { username: `hidden-${index}` } : {}) }));

const event = (fieldName: string, args: Record<string, unknown> = {}) => ({ info: { fieldName }, arguments: args }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;

/** The figure queries and arguments compared (the parity test runs the full set against SQL). */
const FIGURE_CASES: [string, Record<string, unknown>][] = [
  ['contentCounts', {}],
  ['briefFacetCounts', {}],
  ...[{}, { status: 'ACTIVE' }, { status: 'PENDING' }, { status: 'INACTIVE' }].map((args): [string, Record<string, unknown>] => ['streamFacetCounts', args]),
  ...[{}, { platformId: 'YouTube' }, { year: 2021 }, { isActive: true }, { appealStatus: 'RESTORED', isActive: false }, { platformId: 'mastodon' }, { profileId: String(records.Profile[2].id) }].map(
    (args): [string, Record<string, unknown>] => ['banStatistics', args],
  ),
  ...[{}, { platformId: 'tiktok' }, { year: 2022 }, { isActive: false }, { appealStatus: 'NONE' }, { platformId: 'bluesky' }].map((args): [string, Record<string, unknown>] => ['platformRecordFigures', args]),
];

describe('figures kept from DynamoDB streams', () => {
  let aggregate: Handler<DynamoDBStreamEvent, void>;
  let answer: Handler<AppSyncResolverEvent<Record<string, unknown>>, unknown>;
  const sent: string[] = [];
  /** The Queries' key conditions, beside `sent`. */
  const conditions: string[] = [];
  const deliver = async (batches: DynamoDBStreamEvent[]) => {
    for (const batch of batches) await aggregate(batch);
  };

  beforeAll(async () => {
    await createFiguresTable(local());
    // The handlers build their clients from the environment DynamoDB Local has just set.
    ({ handler: aggregate } = await import('./handler'));
    ({ handler: answer } = await import('../content-statistics/handler'));
    const send = DynamoDBDocumentClient.prototype.send;
    jest.spyOn(DynamoDBDocumentClient.prototype, 'send').mockImplementation(function (this: DynamoDBDocumentClient, command: unknown, ...rest: unknown[]) {
      sent.push((command as object).constructor.name);
      if (command instanceof QueryCommand) conditions.push(String(command.input.KeyConditionExpression));
      return (send as (...args: unknown[]) => unknown).call(this, command, ...rest) as never;
    });

    // Written a model at a time in batched requests (putAll, removeAll), in the same order and with the same stream
    // records as one put or remove per record, which took three round trips each.
    const writer = new StreamWriter(local());
    // Earlier versions and soon-hidden records first; half the appeal events before their records.
    const events = records.AppealEvent ?? [];
    await writer.putAll('AppealEvent', events.filter((_, index) => index % 2 === 0));
    for (const model of MODELS) await writer.putAll(model, [...records[model].map((item, index) => (index % 3 === 0 ? earlier(model, item, index) : item)), ...hidden(model, records[model])]);
    const first = writer.take();
    await deliver(first);
    // Then the records as they are now, the other appeal events, and the hides.
    for (const model of MODELS) {
      await writer.putAll(model, records[model].filter((_, index) => index % 3 === 0));
      await writer.removeAll(model, hidden(model, records[model]).map((item) => String(item.id)));
    }
    await writer.putAll('AppealEvent', events.filter((_, index) => index % 2 === 1));
    await deliver(writer.take(7));
    // A batch Lambda retries after a failure arrives again: nothing counts twice.
    await deliver(first.slice(0, 3));
  });

  it('answers every figure query as the figures of the records now in the tables', async () => {
    process.env.PLATFORMBAN_TABLE = local().tables.get('PlatformBan');
    const expected = fakeFigureClient(figuresOf(records), records);
    for (const [field, args] of FIGURE_CASES) {
      expect([field, args, await answer(event(field, args))]).toEqual([field, args, await answerStatisticsQuery(field, args, expected, scanOf(records))]);
    }
  });

  it('counts each public table once, without the hidden records and with published briefs only', async () => {
    expect(await answer(event('contentCounts'))).toEqual({
      briefs: records.Brief.filter((brief) => brief.status === 'PUBLISHED').length,
      profiles: records.Profile.length,
      personalities: records.Personality.length,
      streams: records.Stream.length,
      platformBans: records.PlatformBan.length,
      shadowbanReports: records.ShadowbanExperience.length,
    });
    const figures = (await answer(event('banStatistics'))) as { byPlatform: { key: string }[]; total: { recorded: number; creators: number } };
    // The earlier platform and the earlier creators left with their MODIFYs.
    expect(figures.byPlatform.map((group) => group.key)).not.toContain('mastodon');
    expect(figures.total.recorded).toBe(records.PlatformBan.length);
    expect(figures.total.creators).toBe(new Set(records.PlatformBan.flatMap((ban) => (typeof ban.profileId === 'string' ? [ban.profileId] : []))).size);
  });

  it("answers the unfiltered lists and kept variants off the list entries (Query), a creator's through the profileId index, as over the records", async () => {
    const creator = String(records.PlatformBan[1].profileId);
    const expected = fakeFigureClient(figuresOf(records), records);
    const pages = [{ offset: 0, limit: 500 }, { offset: 0, limit: 24 }, { offset: 24, limit: 24 }, { offset: 72, limit: 24 }, { offset: 5, limit: 3 }, { offset: 9_000, limit: 5 }];
    // Every list unfiltered, and kept variants (Mastodon's bans, the INACTIVE streams, the 'old' tag only in earlier versions, left with their MODIFYs).
    const variants = [
      { list: 'PROFILES', withRecordsOnly: true },
      ...['YouTube', 'tiktok', 'mastodon'].map((platformId) => ({ list: 'PLATFORM_BANS', platformId })),
      ...['ACTIVE', 'INACTIVE', 'PENDING'].map((status) => ({ list: 'STREAMS', status })),
      { list: 'PERSONALITIES', category: 'STREAMER' },
      { list: 'PERSONALITIES', isFeaturedOnly: true },
      // Every filter combination the site offers (the earlier versions' year, platform and choices left with their MODIFYs).
      { list: 'PLATFORM_BANS', year: 2021 }, { list: 'PLATFORM_BANS', platformId: 'mastodon', year: 2017 }, { list: 'PLATFORM_BANS', platformId: 'tiktok', isActive: false, appealStatus: 'NONE' },
      { list: 'PLATFORM_BANS', isActive: true, appealStatus: 'PENDING' }, { list: 'PROFILES', platformId: 'youtube' }, { list: 'BRIEFS', tag: 'rare' }, { list: 'BRIEFS', tag: 'old' },
      { list: 'BRIEFS', category: 'power' }, { list: 'STREAMS', status: 'ACTIVE', language: 'english' }, { list: 'STREAMS', genre: 'drama', isFeaturedOnly: true },
      { list: 'STREAMS', genre: 'former' }, { list: 'PERSONALITIES', category: 'STREAMER', isFeaturedOnly: true },
      // Briefs by several choices (a combination's variant), and the records wide in a filter beside a variant (read by id).
      { list: 'BRIEFS', category: 'power', tag: 'rare' }, { list: 'BRIEFS', tag: 'rare', warfareTag: 'cyber' }, { list: 'BRIEFS', category: 'former', tag: 'old' },
      { list: 'BRIEFS', tag: 'wide 3' }, { list: 'BRIEFS', category: 'discipline', tag: 'cap 5' }, { list: 'BRIEFS', category: 'power', tag: 'cap 5', warfareTag: 'cap 1' },
      { list: 'PROFILES', platformId: 'platform3' },
    ];
    const unfiltered = [...CONTENT_LISTS.map((list) => ({ list })), ...variants].flatMap((list) => pages.map((page) => ({ ...list, ...page })));
    const isBeside = (args: Record<string, unknown>) =>
      (args.list === 'BRIEFS' && ['category', 'tag', 'warfareTag'].some((name) => name in args)) || (args.list === 'STREAMS' && 'genre' in args) || (args.list === 'PROFILES' && 'platformId' in args);
    const commands = new Set<string>();
    for (const args of unfiltered) {
      sent.length = 0;
      conditions.length = 0;
      const page = (await answer(event('listContentEntries', args))) as { total: number };
      expect([args, page]).toEqual([args, await answerStatisticsQuery('listContentEntries', args, expected, scanOf(records))]);
      for (const name of sent) commands.add(name);
      // Each page: its partition's counter item, and one Query of the list's partition: a first page from the partition's
      // start, a later one from the sort-key prefix holding its offset (none past the list's end). Beside a variant of tags,
      // genres, platforms or several choices, one Query of the records wide in it, read by id (BatchGetItem) when there are
      // any, and the variant again from its start when some of them belong in the list.
      const queries = conditions.length;
      if (!isBeside(args)) {
        expect([args, conditions]).toEqual([args, args.offset === 0 ? ['pk = :pk'] : args.offset < page.total ? ['pk = :pk AND sk >= :from'] : []]);
      } else expect([args, queries >= 1 && queries <= 3]).toEqual([args, true]);
    }
    expect(commands).toEqual(new Set(['GetCommand', 'QueryCommand', 'BatchGetCommand']));
    const narrowed = ['PLATFORM_BANS', 'BRIEFS', 'SHADOWBAN_REPORTS'].map((list) => ({ list, offset: 1, limit: 3, profileId: creator }));
    sent.length = 0;
    for (const args of narrowed) expect([args, await answer(event('listContentEntries', args))]).toEqual([args, await answerStatisticsQuery('listContentEntries', args, expected, scanOf(records))]);
    expect(sent).toEqual(['QueryCommand', 'QueryCommand', 'QueryCommand']);
  });

  it('keeps one entry per public record in each list, none for the hidden or unpublished ones', async () => {
    const profiles = (await answer(event('listContentEntries', { list: 'PROFILES', offset: 0, limit: 10_000 }))) as { total: number; entries: { id: string; key: string }[] };
    expect(profiles.total).toBe(records.Profile.length);
    expect(profiles.entries.map((entry) => entry.id).sort()).toEqual(records.Profile.map((profile) => String(profile.id)).sort());
    // The earlier usernames left with their MODIFYs.
    expect(profiles.entries.filter((entry) => entry.key?.startsWith('former-'))).toEqual([]);
    const briefs = (await answer(event('listContentEntries', { list: 'BRIEFS', offset: 0, limit: 10_000 }))) as { total: number; entries: { id: string }[] };
    expect(briefs.entries.map((entry) => entry.id).sort()).toEqual(records.Brief.filter((brief) => brief.status === 'PUBLISHED').map((brief) => String(brief.id)).sort());
    expect(briefs.total).toBe(briefs.entries.length);
  });

  it("answers the filtered open data downloads off the entries kept for the records now (an earlier version's platform and slice left)", async () => {
    const downloads: [string, string, Record<string, unknown>][] = [
      ['openBanRecords', 'PlatformBan', { platform: 'tiktok' }], ['openBanRecords', 'PlatformBan', { platform: 'mastodon' }],
      ['openBanRecords', 'PlatformBan', { appealStatus: 'PENDING', dateFrom: '2017-01-01', dateTo: '2017-12-31' }],
      ['openBanRecords', 'PlatformBan', { restriction: 'DECISION_ACCOUNT' }], ['openShadowbanReports', 'ShadowbanExperience', { platform: 'bluesky' }],
      ['openShadowbanReports', 'ShadowbanExperience', { verification: 'SELF_REPORTED', limit: 4 }],
    ];
    for (const [field, model, args] of downloads) {
      const ids: string[] = [];
      let cursor: string | null = null;
      do {
        const page = (await answer(event(field, { ...args, cursor }))) as { columns: string[]; rows: string; cursor: string | null };
        ids.push(...(JSON.parse(page.rows) as OpenDataValue[][]).map((row) => String(openDataRecordOf(page.columns, row).id)));
        cursor = page.cursor;
      } while (cursor);
      // The records each filter's partition holds, as open-data-lists.ts files the final records (open-data-parity.test.ts holds those equal to the SQL's).
      const { dateFrom, dateTo, limit, ...filters } = args as { dateFrom?: string; dateTo?: string; limit?: number } & Record<string, string>;
      const partition = openDataPartition(model, openDataVariant(filters));
      const expected = records[model as 'PlatformBan']
        .filter((item) => openDataEntriesOf(model, item).some((entry) => entry.pk === partition && (!dateFrom || (entry.entry.date ?? '') >= dateFrom) && (!dateTo || (entry.entry.date ?? '') < `${dateTo}~`)))
        .map((item) => String(item.id));
      expect([field, args, limit, ids.sort()]).toEqual([field, args, limit, expected.sort()]);
    }
  });

  it('reads figures with GetItem and Query only, never a Scan of a table', async () => {
    sent.length = 0;
    for (const [field, args] of FIGURE_CASES) await answer(event(field, args));
    expect(new Set(sent)).toEqual(new Set(['GetCommand', 'QueryCommand']));
    // The figures table holds items per cell, facet bucket and record, not per page view.
    const { Count } = await local().documents.send(new ScanCommand({ TableName: process.env[FIGURES_TABLE_VARIABLE], Select: 'COUNT' }));
    expect(Count).toBeGreaterThan(0);
  });
});
