/**
 * What a numbered page of a kept list costs on DynamoDB Local: 3,000 bans (UUID ids, dated over six
 * years) in the unfiltered list's partition, read page by page by readListEntries, once with the
 * partition's counter item holding only the total (entries kept before the counts per prefix, as
 * before LISTS_VERSION 7: the page is read from the partition's start) and once with the counts
 * per sort-key prefix (the page starts at its prefix). Counted per request: the entries read, the
 * bytes DynamoDB charges for (each item read whole, whatever the projection; a request rounded up
 * to 4 KB) and the read units they make eventually consistent (0.5 per 4 KB).
 */
import { createHash } from 'node:crypto';
import { GetCommand, PutCommand, QueryCommand } from '@aws-sdk/lib-dynamodb';
import { dynamoDbLocalForFile } from '../test-support/dynamodb-local';
import { putItems } from '../test-support/table-items';
import { createFiguresTable } from '../figures-aggregator/stream-records.test-helper';
import { FigureMemory, deltaOf } from '../shared/figure-delta';
import { contributionOf, emptyContribution, itemId, keyOfId } from '../shared/figure-items';
import { LIST_TOTAL, listPartition, listTotalKey } from '../shared/figure-lists';
import { readListEntries } from './read-figures';

jest.setTimeout(300_000);

const local = dynamoDbLocalForFile();

const BANS = 3_000;
const PAGE = 24;

/** A UUID-shaped id from a number, the same every run. */
const uuidOf = (index: number) => {
  const hex = createHash('sha256').update(`ban ${index}`).digest('hex');
  return `${hex.slice(0, 8)}-${hex.slice(8, 12)}-4${hex.slice(13, 16)}-a${hex.slice(17, 20)}-${hex.slice(20, 32)}`;
};

/** 3,000 bans a day or so apart from 2019 to 2024 (≈ 42 a month), on five platforms. */
const bans = Array.from({ length: BANS }, (_, index) => ({
  id: uuidOf(index),
  dateOfBan: new Date(Date.UTC(2019, 0, 1) + Math.floor((index * 6 * 365.25 * 86_400_000) / BANS)).toISOString().slice(0, 10),
  platformId: ['TikTok', 'YouTube', 'X', 'Twitch', 'Instagram'][index % 5],
  isActive: index % 3 === 0,
  appealStatus: ['PENDING', 'REJECTED', 'RESTORED'][index % 3],
  updatedAt: '2025-01-01T00:00:00.000Z',
}));

/** DynamoDB's size of an item: each attribute's name and value in bytes (a number ≈ 1 byte per 2 digits + 1). */
function itemBytes(item: Record<string, unknown>): number {
  let bytes = 0;
  for (const [name, value] of Object.entries(item)) {
    bytes += Buffer.byteLength(name);
    if (typeof value === 'string') bytes += Buffer.byteLength(value);
    else if (typeof value === 'number') bytes += Math.ceil(String(Math.abs(value)).replace(/[.-]/g, '').length / 2) + 1;
    else if (typeof value === 'boolean' || value === null) bytes += 1;
    else throw new Error(`itemBytes: ${name} holds ${typeof value}.`);
  }
  return bytes;
}

const partition = listPartition('PLATFORM_BANS');
const figures = new FigureMemory();
for (const ban of bans) figures.apply(deltaOf(emptyContribution(), contributionOf('PlatformBan', ban, null)));
const entries = [...figures.entries].filter(([id]) => keyOfId(id).pk === partition).map(([id, entry]) => ({ ...keyOfId(id), ...entry }));
const counters = { ...listTotalKey(partition), ...(figures.items.get(itemId(listTotalKey(partition))) as Record<string, number>) };
const totalOnly = { ...listTotalKey(partition), [JSON.stringify(LIST_TOTAL)]: BANS };
const bytesByKey = new Map<string, number>([...entries, counters].map((item) => [JSON.stringify([item.pk, item.sk]), itemBytes(item)]));

type Cost = { requests: number; entries: number; bytes: number; units: number };

/** A page read with every request's cost counted (the figures table's items here are the partition's entries and its counter item). */
async function readPage(offset: number, counterItem: Record<string, unknown>): Promise<{ cost: Cost; ids: string[]; total: number }> {
  bytesByKey.set(JSON.stringify([counterItem.pk, counterItem.sk]), itemBytes(counterItem));
  const cost: Cost = { requests: 0, entries: 0, bytes: 0, units: 0 };
  const client = local().documents;
  const send = client.send.bind(client);
  const counted = {
    send: async (command: GetCommand | QueryCommand) => {
      const answer = (await send(command as never)) as { Item?: Record<string, unknown>; Items?: Record<string, unknown>[] };
      const read: Record<string, unknown>[] = command instanceof GetCommand ? (answer.Item ? [{ ...command.input.Key, ...answer.Item }] : []) : (answer.Items ?? []).map((item) => ({ ...item, pk: partition }));
      const bytes = read.reduce((sum, item) => sum + (bytesByKey.get(JSON.stringify([item.pk, item.sk])) ?? 0), 0);
      cost.requests += 1;
      if (command instanceof QueryCommand) cost.entries += read.length;
      cost.bytes += bytes;
      cost.units += Math.max(1, Math.ceil(bytes / 4096)) * 0.5;
      return answer;
    },
  };
  const { total, entries: page } = await readListEntries(counted as never, 'PLATFORM_BANS', undefined, { offset, count: PAGE });
  return { cost, ids: page.map((entry) => entry.id), total };
}

beforeAll(async () => {
  const table = await createFiguresTable(local());
  await putItems(local().documents, table, entries);
});

it('reads a deep page from its prefix: at most one prefix of entries before it, the same page as the walk from the start', async () => {
  const table = process.env.STATISTICS_FIGURES_TABLE_NAME as string;
  const prefixes = Object.entries(counters).filter(([name]) => name.startsWith('["prefix"'));
  const largest = Math.max(...prefixes.map(([, count]) => Number(count)));
  const rows: string[] = [];
  const costs = new Map<number, [Cost, Cost]>();
  for (const page of [1, 2, 10, 100, 125]) {
    const offset = (page - 1) * PAGE;
    await local().documents.send(new PutCommand({ TableName: table, Item: totalOnly }));
    const walk = await readPage(offset, totalOnly);
    await local().documents.send(new PutCommand({ TableName: table, Item: counters }));
    const start = await readPage(offset, counters);
    expect([page, start.total, start.ids]).toEqual([page, walk.total, walk.ids]);
    expect(start.ids).toHaveLength(Math.min(PAGE, BANS - offset));
    costs.set(page, [walk.cost, start.cost]);
    const show = (cost: Cost) => `${cost.entries} entries, ${(cost.bytes / 1024).toFixed(1)} KB, ${cost.units} RU, ${cost.requests} requests`;
    rows.push(`page ${page}: from the start ${show(walk.cost)}; from its prefix ${show(start.cost)}`);
  }
  const counterBytes = itemBytes(counters);
  console.log(
    [`${BANS} bans, ${prefixes.length} prefixes (largest ${largest} entries), counter item ${counterBytes} bytes (total only: ${itemBytes(totalOnly)}); a ban's entry ≈ ${Math.round(entries.reduce((sum, item) => sum + itemBytes(item), 0) / entries.length)} bytes`, ...rows].join('\n'),
  );
  // Page 100: the counter item, at most the largest prefix's entries before the page, and the page.
  const [walk, start] = costs.get(100) as [Cost, Cost];
  expect(walk.entries).toBe(100 * PAGE);
  expect(start.entries).toBeLessThanOrEqual(largest + PAGE);
  expect(start.units * 10).toBeLessThan(walk.units);
  // Page 1 is read as before (the counter item grew: still one 4 KB read unit's half).
  expect(counterBytes).toBeLessThan(4096);
  const [first, firstNow] = costs.get(1) as [Cost, Cost];
  expect({ ...firstNow, bytes: 0 }).toEqual({ ...first, bytes: 0 });
});
