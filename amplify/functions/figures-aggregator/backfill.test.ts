/**
 * The backfill on DynamoDB Local: records written straight into the tables (before any stream fed
 * the aggregator) are counted by the operator's invocation, a part at a time, with the same figures
 * as records fed through the stream; a record the stream carried meanwhile keeps what the stream
 * said, and a second run changes nothing.
 */
import type { AppSyncResolverEvent } from 'aws-lambda';
import { fakeFigureClient, figuresOf } from '../content-statistics/figure-memory.test-helper';
import { generateRecords, scanOf, storableRecords, type GeneratedRecords } from '../content-statistics/generated-records.test-helper';
import { answerStatisticsQuery } from '../content-statistics/summarize-items';
import { CONTENT_LISTS } from '../../data/statistics/statistics-limits';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { putItems } from '../test-support/table-items';
import { DeleteCommand, GetCommand, PutCommand, UpdateCommand } from '@aws-sdk/lib-dynamodb';
import { contributionKey, itemId, keyOfId, packText, parseContribution, serializeContribution, unpackText } from '../shared/figure-items';
import { LIST_TOTAL, listPartition, listTotalKey, pageStart, platformVariant } from '../shared/figure-lists';
import { applyRecordChange } from './apply-change';
import { BACKFILL_SEQUENCE, backfillFigures, type BackfillPosition } from './backfill';
import { createFiguresTable, StreamWriter } from './stream-records.test-helper';

jest.setTimeout(600_000);

const local = dynamoDbLocalForFile();

/** Every tenth record, as DynamoDB can hold them. */
function sampleRecords(): GeneratedRecords {
  const all = storableRecords(generateRecords());
  const keep = <T>(items: T[]) => items.filter((_, index) => index % 10 === 0);
  const sample = {
    Brief: keep(all.Brief),
    Profile: keep(all.Profile),
    PlatformBan: keep(all.PlatformBan),
    ShadowbanExperience: keep(all.ShadowbanExperience),
    Stream: keep(all.Stream),
    Personality: keep(all.Personality),
  };
  const kept = new Set([...sample.PlatformBan, ...sample.ShadowbanExperience].map((record) => `${String(record.id).startsWith('s') ? 'ShadowbanExperience' : 'PlatformBan'}#${String(record.id)}`));
  return { ...sample, AppealEvent: (all.AppealEvent ?? []).filter((event) => kept.has(String(event.recordKey))) };
}

const event = (fieldName: string, args: Record<string, unknown> = {}) => ({ info: { fieldName }, arguments: args }) as unknown as AppSyncResolverEvent<Record<string, unknown>>;
/** Kept variants the sample's records are in (records[1]'s year and slice among them). */
const VARIANTS = [
  { list: 'PLATFORM_BANS', platformId: 'tiktok' }, { list: 'PLATFORM_BANS', year: 2020 }, { list: 'PLATFORM_BANS', isActive: false, appealStatus: 'NONE' },
  { list: 'PLATFORM_BANS', year: 2021, isActive: true }, { list: 'PROFILES', platformId: 'youtube' }, { list: 'BRIEFS', tag: 'rare' }, { list: 'STREAMS', status: 'ACTIVE', language: 'english' },
  { list: 'PERSONALITIES', category: 'STREAMER', isFeaturedOnly: true },
];
const CASES: [string, Record<string, unknown>][] = [
  ['contentCounts', {}],
  ['briefFacetCounts', {}],
  ['streamFacetCounts', { status: 'ACTIVE' }],
  ['banStatistics', {}],
  ['banStatistics', { platformId: 'tiktok', isActive: true }],
  ['platformRecordFigures', {}],
  ['platformRecordFigures', { appealStatus: 'RESTORED' }],
  // The unfiltered lists and their variants: their entries are filled too.
  ...[...CONTENT_LISTS.map((list) => ({ list })), ...VARIANTS].flatMap((list) =>
    [{ offset: 0, limit: 1_000 }, { offset: 10, limit: 10 }].map((page): [string, Record<string, unknown>] => ['listContentEntries', { ...list, ...page }]),
  ),
];

/**
 * Puts a ban's items back as the first lists left them (before LISTS_VERSION 2): its entries in
 * the variants since added deleted with their totals' count, its contribution without them and
 * without its counts per sort-key prefix, no `lists` on its item. The backfill must put it in
 * every variant again, and count it per prefix (a deep page starts from its prefix again).
 */
async function keptUnderFirstLists(figuresTable: string, item: Record<string, unknown>) {
  await applyRecordChange(local().documents, figuresTable, 'PlatformBan', String(item.id), item, '60');
  const key = contributionKey('PlatformBan', String(item.id));
  const stored = (await local().documents.send(new GetCommand({ TableName: figuresTable, Key: key }))).Item as Record<string, unknown>;
  const contribution = parseContribution(unpackText(stored.contribution));
  const firstLists = new Set([listPartition('PLATFORM_BANS'), listPartition('PLATFORM_BANS', platformVariant(String(item.platformId).toLowerCase()))]);
  // No counts per sort-key prefix either (before LISTS_VERSION 7): its partitions' counts no longer add up to their totals.
  for (const [counterId, names] of contribution.counters) {
    if (!keyOfId(counterId).pk.startsWith('T#')) continue;
    for (const name of [...names.keys()].filter((attribute) => attribute.startsWith('["prefix"'))) {
      names.delete(name);
      await local().documents.send(new UpdateCommand({ TableName: figuresTable, Key: keyOfId(counterId), UpdateExpression: 'ADD #prefix :less', ExpressionAttributeNames: { '#prefix': name }, ExpressionAttributeValues: { ':less': -1 } }));
    }
  }
  for (const entryId of [...contribution.entries.keys()]) {
    const { pk } = keyOfId(entryId);
    if (firstLists.has(pk)) continue;
    contribution.entries.delete(entryId);
    contribution.counters.delete(itemId(listTotalKey(pk)));
    await local().documents.send(new DeleteCommand({ TableName: figuresTable, Key: keyOfId(entryId) }));
    await local().documents.send(new UpdateCommand({ TableName: figuresTable, Key: listTotalKey(pk), UpdateExpression: 'ADD #total :less', ExpressionAttributeNames: { '#total': JSON.stringify(LIST_TOTAL) }, ExpressionAttributeValues: { ':less': -1 } }));
  }
  expect(contribution.entries.size).toBe(2);
  await local().documents.send(new PutCommand({ TableName: figuresTable, Item: { ...stored, contribution: packText(serializeContribution(contribution)), lists: undefined } }));
}

it('counts the records written before the streams, in parts, as the stream would have', async () => {
  const figuresTable = await createFiguresTable(local());
  const { handler: answer } = await import('../content-statistics/handler');
  const records = sampleRecords();
  for (const [model, items] of Object.entries(records)) await putItems(local().documents, String(local().tables.get(model)), items);

  // Meanwhile the stream carries a change to one ban: the backfill must not put back what it read before.
  const changed = { ...records.PlatformBan[0], platformId: 'Streamed', appealStatus: 'PENDING' };
  const writer = new StreamWriter(local());
  await writer.put('PlatformBan', changed);
  const { handler: aggregate } = await import('./handler');
  for (const batch of writer.take()) await aggregate(batch);
  // A backfill that read the ban before its change reached the stream applies what it read after the stream's record: ignored.
  await applyRecordChange(local().documents, figuresTable, 'PlatformBan', String(records.PlatformBan[0].id), records.PlatformBan[0], BACKFILL_SEQUENCE);
  // A profile the aggregator counted before it kept list entries (the fields it kept had no id): the backfill puts it in its list.
  const profile = records.Profile[0];
  await applyRecordChange(local().documents, figuresTable, 'Profile', String(profile.id), Object.fromEntries(Object.entries(profile).filter(([field]) => field !== 'id')), '50');
  // A ban the aggregator applied under the first lists (version 1: no `lists` on its item, entries in the unfiltered list and its platform's only).
  await keptUnderFirstLists(figuresTable, records.PlatformBan[1]);
  const now: GeneratedRecords = { ...records, PlatformBan: [changed, ...records.PlatformBan.slice(1)] };

  const backfill = async () => {
    let position: BackfillPosition = {};
    let parts = 0;
    for (;;) {
      parts += 1;
      // A deadline already past: one page a part, so the resuming is exercised.
      const answered = await backfillFigures(local().documents, figuresTable, position, 0);
      if (answered.done) return parts;
      position = answered.next;
    }
  };
  const pageStartOf = async (partition: string) => pageStart((await local().documents.send(new GetCommand({ TableName: figuresTable, Key: listTotalKey(partition) }))).Item, 1);
  // Until the backfill counts it, a page past the first of its lists is read from the list's start.
  expect(await pageStartOf(listPartition('PLATFORM_BANS'))).toBeNull();
  expect(await backfill()).toBeGreaterThan(6);
  expect(await pageStartOf(listPartition('PLATFORM_BANS'))).not.toBeNull();
  expect(await pageStartOf(listPartition('PLATFORM_BANS', platformVariant(String(records.PlatformBan[1].platformId).toLowerCase())))).not.toBeNull();
  process.env.PLATFORMBAN_TABLE = local().tables.get('PlatformBan');
  const expected = fakeFigureClient(figuresOf(now), now);
  const compare = async () => {
    for (const [field, args] of CASES) expect([field, args, await answer(event(field, args))]).toEqual([field, args, await answerStatisticsQuery(field, args, expected, scanOf(now))]);
  };
  await compare();
  expect(((await answer(event('banStatistics'))) as { byPlatform: { key: string }[] }).byPlatform.map((group) => group.key)).toContain('streamed');
  // Run again: nothing counts twice.
  await backfill();
  await compare();
});
