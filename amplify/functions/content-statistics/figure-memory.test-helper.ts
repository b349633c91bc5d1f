import { GetCommand, QueryCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { FigureMemory, deltaOf } from '../shared/figure-delta';
import { compareCodePoints } from '../../data/record-facts/code-point-order';
import { decisionDaysOf } from '../shared/figure-facts';
import { contributionOf, emptyContribution, keyOfId, type ItemKey } from '../shared/figure-items';
import type { GeneratedRecords } from './generated-records.test-helper';

/**
 * The figures table as figures-aggregator leaves it once every record has been written: each
 * record's contribution (with its appeal's decision days) applied in turn, as a stream of INSERTs.
 */
export function figuresOf(records: GeneratedRecords): FigureMemory {
  const eventsOf = new Map<string, Record<string, unknown>[]>();
  for (const event of records.AppealEvent ?? []) {
    const key = String(event.recordKey);
    eventsOf.set(key, [...(eventsOf.get(key) ?? []), event]);
  }
  const memory = new FigureMemory();
  for (const [model, items] of Object.entries(records))
    for (const item of items) memory.apply(deltaOf(emptyContribution(), contributionOf(model, item, decisionDaysOf(eventsOf.get(`${model}#${String(item.id)}`) ?? []))));
  return memory;
}

/** A partition's items per Query page here: small, so the readers' paging is exercised. */
const PAGE = 40;

/**
 * A document client answering the figure readers from `figures` as DynamoDB would: GetItem of one
 * item, Query of one partition (in sort key order, a page at most PAGE items or Limit, resumed from
 * ExclusiveStartKey), and Query of the PlatformBan profileId index. Anything else (a Scan above
 * all) throws, so a figure query that read a whole table fails the comparison.
 */
export function fakeFigureClient(figures: FigureMemory | undefined, records: GeneratedRecords): DynamoDBDocumentClient {
  const stored: Record<string, unknown>[] = [
    ...[...(figures?.items ?? [])].map(([id, counters]) => ({ ...keyOfId(id), ...counters })),
    ...[...(figures?.entries ?? [])].map(([id, entry]) => ({ ...keyOfId(id), ...entry })),
  ].sort((a, b) => compareCodePoints(a.sk, b.sk));
  // Indexed by partition and by key: the parity suite asks thousands of queries of tens of thousands of items, and a
  // search of every item per GetItem or Query page took most of its time. The answers are those of the whole list.
  const partitions = new Map<unknown, Record<string, unknown>[]>();
  const byKey = new Map<string, Record<string, unknown>>();
  for (const item of stored) {
    const partition = partitions.get(item.pk) ?? [];
    partition.push(item);
    partitions.set(item.pk, partition);
    const key = JSON.stringify([item.pk, item.sk]);
    if (!byKey.has(key)) byKey.set(key, item);
  }
  const send = async (command: unknown) => {
    if (command instanceof GetCommand) {
      const { pk, sk } = command.input.Key as ItemKey;
      return { Item: byKey.get(JSON.stringify([pk, sk])) };
    }
    if (command instanceof QueryCommand) {
      const value = Object.values(command.input.ExpressionAttributeValues ?? {})[0];
      if (command.input.IndexName === undefined) {
        const { ExclusiveStartKey: after, Limit, KeyConditionExpression: condition, ExpressionAttributeValues: values } = command.input;
        // The page-start readers' `sk >= :from` (read-figures.ts); any other key condition is not one they send.
        if (condition !== 'pk = :pk' && condition !== 'pk = :pk AND sk >= :from') throw new Error(`The figure readers sent the key condition ${String(condition)}.`);
        const from = condition.endsWith(':from') ? String(values?.[':from']) : undefined;
        const partition = (partitions.get(value) ?? []).filter((item) => from === undefined || compareCodePoints(String(item.sk), from) >= 0);
        const start = after ? partition.findIndex((item) => compareCodePoints(String(item.sk), String(after.sk)) > 0) : 0;
        const items = start < 0 ? [] : partition.slice(start);
        const page = items.slice(0, Math.min(Limit ?? PAGE, PAGE));
        const last = page.at(-1);
        return { Items: page.map((item) => structuredClone(item)), ...(page.length < items.length && last ? { LastEvaluatedKey: { pk: last.pk, sk: last.sk } } : {}) };
      }
      if (/ByProfileId$/.test(command.input.IndexName)) return { Items: records.PlatformBan.filter((ban) => ban.profileId === value).map((ban) => structuredClone(ban)) };
    }
    throw new Error(`The figure readers sent ${(command as object).constructor.name} ${JSON.stringify((command as { input?: unknown }).input)}.`);
  };
  return { send } as unknown as DynamoDBDocumentClient;
}
