import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import type { BanFilters } from '../../data/statistics/ban-filters';
import type { ContentListName } from '../../data/statistics/statistics-limits';
import { indexNameOf, tableOf } from '../shared/dynamodb-records-port';
import { FigureMemory, deltaOf } from '../shared/figure-delta';
import { banFiguresFrom, briefFacetFrom, contentCountsFrom, recordFiguresFrom, streamFacetFrom, type FigureItem } from '../shared/figure-answers';
import { LIST_TOTAL, listPartition, listTotalKey, pageStart, type ListEntry } from '../shared/figure-lists';
import { cellKey, contributionOf, COUNTS_KEY, emptyContribution, facetPartition, figuresTableName, itemId, type Cell, type ItemKey } from '../shared/figure-items';

/**
 * The statistics answers on AWS, read off the items figures-aggregator keeps: one GetItem per
 * figure answer, one Query per facet (its 16 items), whatever the number of records.
 */

const cellOf = (filters: Omit<BanFilters, 'profileId'>): Cell => [filters.platformId ?? null, filters.year === undefined ? null : String(filters.year), filters.isActive ?? null, filters.appealStatus ?? null];

async function getFigureItem(client: DynamoDBDocumentClient, key: ItemKey): Promise<FigureItem | undefined> {
  return (await client.send(new GetCommand({ TableName: figuresTableName(), Key: key }))).Item;
}

async function queryAll(client: DynamoDBDocumentClient, input: { TableName: string; IndexName?: string; KeyConditionExpression: string; ExpressionAttributeNames?: Record<string, string>; ExpressionAttributeValues: Record<string, unknown> }) {
  const items: FigureItem[] = [];
  let ExclusiveStartKey: Record<string, unknown> | undefined;
  do {
    const page = await client.send(new QueryCommand({ ...input, ExclusiveStartKey }));
    items.push(...((page.Items ?? []) as FigureItem[]));
    ExclusiveStartKey = page.LastEvaluatedKey;
  } while (ExclusiveStartKey);
  return items;
}

/**
 * banStatistics. One creator's figures are not kept (a cell per creator would multiply every
 * cell): that creator's bans are read through the profileId index and counted as the aggregator
 * counts them, in memory; a creator has few.
 */
export async function readBanStatistics(client: DynamoDBDocumentClient, filters: BanFilters) {
  const { profileId, ...rest } = filters;
  if (profileId === undefined) return banFiguresFrom(await getFigureItem(client, cellKey(cellOf(rest))));
  const bans = await queryAll(client, {
    TableName: tableOf('PlatformBan'),
    IndexName: indexNameOf('PlatformBan', 'profileId'),
    KeyConditionExpression: 'profileId = :profileId',
    ExpressionAttributeValues: { ':profileId': profileId },
  });
  const memory = new FigureMemory();
  for (const ban of bans) memory.apply(deltaOf(emptyContribution(), contributionOf('PlatformBan', ban, null)));
  return banFiguresFrom(memory.items.get(itemId(cellKey(cellOf(rest)))));
}

export async function readRecordFigures(client: DynamoDBDocumentClient, filters: Omit<BanFilters, 'profileId'>) {
  return recordFiguresFrom(await getFigureItem(client, cellKey(cellOf(filters))));
}

export async function readContentCounts(client: DynamoDBDocumentClient) {
  return contentCountsFrom(await getFigureItem(client, COUNTS_KEY));
}

const facetItems = (client: DynamoDBDocumentClient, facet: string, status: string | null) =>
  queryAll(client, { TableName: figuresTableName(), KeyConditionExpression: 'pk = :pk', ExpressionAttributeValues: { ':pk': facetPartition(facet, status) } });

export async function readBriefFacetCounts(client: DynamoDBDocumentClient) {
  const [categories, tags, warfareTags] = await Promise.all(['category', 'tag', 'warfareTag'].map((facet) => facetItems(client, facet, null)));
  return { categories: briefFacetFrom(categories), tags: briefFacetFrom(tags), warfareTags: briefFacetFrom(warfareTags) };
}

export async function readStreamFacetCounts(client: DynamoDBDocumentClient, status: string | undefined) {
  const [genres, languages] = await Promise.all(['genre', 'language'].map((facet) => facetItems(client, facet, status ?? null)));
  return { genres: streamFacetFrom(genres), languages: streamFacetFrom(languages) };
}

/** A kept list's entry as read, with its sort key (the list's order: content-lists.ts merges by it). */
export type KeptEntry = ListEntry & { sk: string };

/** Which entries of a kept list to read: `count` from `offset` in display order, or all of them (null). */
export type EntryWindow = { offset: number; count: number } | null;

/**
 * A kept list's entries `offset`…`offset + count` (the list unfiltered, or one of its variants), or
 * all of them when the window is null, read by Query of its partition (its entries in display
 * order, paged by LastEvaluatedKey), and its total from the partition's counter item (GetItem), or,
 * when all are read, their number. A first page is read from the partition's start beside the
 * GetItem. A later one reads the counter item first: it counts the entries per sort-key prefix
 * (figure-lists.ts pageStart), so the Query starts at the prefix holding the offset
 * (`sk >= :from`) and reads past at most that prefix's entries before the page, not every entry
 * before it. When the counts do not add up to the total (entries kept before they were counted,
 * until the backfill counts them) the page is read from the start as before (docs/deploy-aws.md,
 * "A deep page").
 */
export async function readListEntries(client: DynamoDBDocumentClient, list: ContentListName, variant: string | undefined, window: EntryWindow): Promise<{ total: number; entries: KeptEntry[] }> {
  const partition = listPartition(list, variant);
  const readEntries = async (from: string | undefined, count: number | null) => {
    const read: KeptEntry[] = [];
    let ExclusiveStartKey: Record<string, unknown> | undefined;
    do {
      const page = await client.send(
        new QueryCommand({
          TableName: figuresTableName(),
          KeyConditionExpression: from === undefined ? 'pk = :pk' : 'pk = :pk AND sk >= :from',
          ExpressionAttributeValues: { ':pk': partition, ...(from === undefined ? {} : { ':from': from }) },
          ProjectionExpression: 'id, #key, updatedAt, sk',
          ExpressionAttributeNames: { '#key': 'key' },
          ...(count === null ? {} : { Limit: count - read.length }),
          ExclusiveStartKey,
        }),
      );
      read.push(...((page.Items ?? []) as KeptEntry[]));
      ExclusiveStartKey = page.LastEvaluatedKey;
    } while (ExclusiveStartKey && (count === null || read.length < count));
    return count === null ? read : read.slice(0, count);
  };
  if (window === null) {
    const entries = await readEntries(undefined, null);
    return { total: entries.length, entries };
  }
  const totalOf = (counter: FigureItem | undefined) => {
    const total = counter?.[JSON.stringify(LIST_TOTAL)];
    return typeof total === 'number' ? total : 0;
  };
  const { offset, count } = window;
  if (offset === 0) {
    const [counter, read] = await Promise.all([getFigureItem(client, listTotalKey(partition)), readEntries(undefined, count)]);
    return { total: totalOf(counter), entries: read };
  }
  const counter = await getFigureItem(client, listTotalKey(partition));
  const start = pageStart(counter, offset);
  if (start === 'end') return { total: totalOf(counter), entries: [] };
  const read = start === null ? (await readEntries(undefined, offset + count)).slice(offset) : (await readEntries(start.from, start.skip + count)).slice(start.skip);
  return { total: totalOf(counter), entries: read };
}
