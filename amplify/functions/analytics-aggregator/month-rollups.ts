import { ConditionalCheckFailedException } from '@aws-sdk/client-dynamodb';
import { BatchGetCommand, BatchWriteCommand, UpdateCommand, type DynamoDBDocumentClient } from '@aws-sdk/lib-dynamodb';
import { compareTop, DIMENSIONS, type Dimension } from '../../data/analytics/dashboard-figures';
import { daysOfSpan, hasSpanEnded, isMonthPeriod, monthOfDay, previousMonth, weekOfDay } from '../../data/analytics/month-rollups';
import { countPrefix, countSortKey, dayPartition, leadersSortKey, MONTH_STATE_SORT_KEY, monthPartition, runPartition, spanPartition, TOP_LIST_DIMENSIONS, totalSortKey } from './daily-items';
import { leaderListOf, readCounts } from './leader-lists';
import { queryPrefix } from './query-prefix';

/** A span is summed again at most this often while events are counted late on it. */
export const RESUM_INTERVAL_MS = 60 * 60_000;
/** How long a summing (or a run's build) holds its month or week (the aggregator's own timeout is 120 s). */
const LEASE_MS = 5 * 60_000;
/** Days read at once while summing, and BatchWriteItem calls at once (25 items each). */
const CONCURRENT_READS = 8;
const ITEMS_PER_BATCH_WRITE = 25;
/** How far back a run's chain is looked for: months before these start a run of their own (readers then read them as months). */
const RUN_LOOKBACK_MONTHS = 36;

type Item = Record<string, unknown>;

async function inBatches<T, R>(values: readonly T[], size: number, work: (value: T) => Promise<R>): Promise<R[]> {
  const results: R[] = [];
  for (let start = 0; start < values.length; start += size) results.push(...(await Promise.all(values.slice(start, start + size).map(work))));
  return results;
}

/**
 * The spans an object's figures may make due for summing (amplify/data/analytics/month-rollups.ts):
 * the month and the week (of a month: days 1–7, 8–14, 15–21, 22–28) that ended last before it
 * arrived, and any ended month or week it counted events on late.
 */
export function spansToCheck(days: Iterable<string>, arrivedAt: Date): string[] {
  const arrival = arrivedAt.toISOString().slice(0, 10);
  const previous = previousMonth(monthOfDay(arrival));
  const spans = new Set([previous]);
  // The last week that ended: the one before the arrival's, or the month before's fourth.
  const date = Number(arrival.slice(8, 10));
  spans.add(date > 28 ? `${monthOfDay(arrival)}-W4` : date > 7 ? `${monthOfDay(arrival)}-W${Math.ceil(date / 7) - 1}` : `${previous}-W4`);
  for (const day of days) {
    const week = weekOfDay(day);
    for (const span of [monthOfDay(day), ...(week ? [week] : [])]) if (hasSpanEnded(span, arrivedAt)) spans.add(span);
  }
  return [...spans].sort();
}

/** The months an object may make due (spansToCheck's months). */
export const monthsToCheck = (days: Iterable<string>, arrivedAt: Date) => spansToCheck(days, arrivedAt).filter(isMonthPeriod);

/** A span's event count now, read strongly consistent: a month's `T#event`, a week's days' event counts summed. */
async function spanEvents(client: DynamoDBDocumentClient, table: string, span: string, monthTotal?: Item): Promise<number> {
  if (isMonthPeriod(span)) return Number(monthTotal?.total ?? 0);
  const days = await inBatches(daysOfSpan(span), CONCURRENT_READS, (day) => queryPrefix(client, table, dayPartition(day), countPrefix(DIMENSIONS.event), { attributes: ['count'], consistent: true }));
  return days.flat().reduce((sum, item) => sum + Number(item.count ?? 0), 0);
}

/** Which summing a state's roll-up is from (a month summed before versions were kept: its time). */
export function versionOf(state: Item | undefined): string | undefined {
  if (typeof state?.version === 'string') return state.version;
  return state?.rolledAt === undefined ? undefined : `at-${String(state.rolledAt)}`;
}

/**
 * Sums the spans due (spansToCheck) whose roll-up is missing or stale: its state's stamp differs
 * from its event count now, and it was not summed in the last RESUM_INTERVAL_MS (a week already
 * summed is checked only when the object counted on one of its days: its count is its days'); then
 * builds the runs that no longer sum the months' current roll-ups (keepRuns). Returns the spans summed.
 */
export async function keepMonthRollups(client: DynamoDBDocumentClient, table: string, spans: readonly string[], now: Date, days: Iterable<string> = []): Promise<string[]> {
  const touched = new Set([...days].map(weekOfDay));
  const summed: string[] = [];
  if (spans.length) {
    const keys = spans.flatMap((span) =>
      (isMonthPeriod(span) ? [MONTH_STATE_SORT_KEY, totalSortKey(DIMENSIONS.event)] : [MONTH_STATE_SORT_KEY]).map((sk) => ({ pk: spanPartition(span), sk })),
    );
    const answer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
    const items = new Map((answer.Responses?.[table] ?? []).map((item) => [`${String(item.pk)}|${String(item.sk)}`, item]));
    for (const span of spans) {
      const totalItem = items.get(`${spanPartition(span)}|${totalSortKey(DIMENSIONS.event)}`);
      if (isMonthPeriod(span) && totalItem === undefined) continue;
      const state = items.get(`${spanPartition(span)}|${MONTH_STATE_SORT_KEY}`);
      if (state?.rolledAt !== undefined && now.getTime() - Number(state.rolledAt) < RESUM_INTERVAL_MS) continue;
      if (!isMonthPeriod(span) && state && !touched.has(span)) continue;
      const events = await spanEvents(client, table, span, totalItem);
      if (events === 0 || (state && Number(state.events) === events)) continue;
      if (await rollUpSpan(client, table, span, now)) summed.push(span);
    }
  }
  const months = spans.filter(isMonthPeriod);
  if (months.length) await keepRuns(client, table, months[months.length - 1], now);
  return summed;
}

/** Takes the span's state for a summing or a build: false when another invocation holds it. */
async function takeLease(client: DynamoDBDocumentClient, table: string, pk: string, lease: string, now: Date, rolling: boolean): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: MONTH_STATE_SORT_KEY },
        UpdateExpression: rolling ? 'SET #events = :rolling, #lease = :lease, #leaseUntil = :until' : 'SET #lease = :lease, #leaseUntil = :until',
        ConditionExpression: 'attribute_not_exists(#leaseUntil) OR #leaseUntil < :now',
        ExpressionAttributeNames: { '#lease': 'lease', '#leaseUntil': 'leaseUntil', ...(rolling ? { '#events': 'events' } : {}) },
        ExpressionAttributeValues: { ':lease': lease, ':until': now.getTime() + LEASE_MS, ':now': now.getTime(), ...(rolling ? { ':rolling': -1 } : {}) },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/**
 * Sums one ended month or week into its roll-up, holding a lease on its state so two invocations
 * never write it at once. While it runs the state's stamp is -1 (the dashboard reads the span's
 * days); the stamp, the span's event count, is read before the counts (strongly consistent), so
 * the counts hold at least what it counts: a count added meanwhile makes the event count pass the
 * stamp, and the dashboard reads the span from its days until it is summed again. The state gets
 * the lease as its `version` (month-rollups.ts: runs name the versions they sum). Returns whether
 * it summed (false: another invocation holds the span).
 */
export async function rollUpSpan(client: DynamoDBDocumentClient, table: string, span: string, now: Date): Promise<boolean> {
  const pk = spanPartition(span);
  const lease = `${now.getTime()}-${Math.random().toString(36).slice(2)}`;
  if (!(await takeLease(client, table, pk, lease, now, true))) return false;
  let stamp: number;
  if (isMonthPeriod(span)) {
    const totalAnswer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: [{ pk, sk: totalSortKey(DIMENSIONS.event) }], ConsistentRead: true } } }));
    stamp = Number(totalAnswer.Responses?.[table]?.[0]?.total ?? 0);
  } else stamp = await spanEvents(client, table, span);
  const days = daysOfSpan(span);
  const writes: Item[] = [];
  for (const dimension of TOP_LIST_DIMENSIONS) {
    const sums = new Map<string, number>();
    for (const counts of await inBatches(days, CONCURRENT_READS, (day) => readCounts(client, table, dayPartition(day), dimension, true))) {
      for (const { key, count } of counts) sums.set(key, (sums.get(key) ?? 0) + count);
    }
    const sorted = [...sums].map(([key, count]) => ({ key, count })).sort(compareTop);
    for (const { key, count } of sorted) writes.push({ pk, sk: countSortKey(dimension as Dimension, key), dimension, key, count });
    // The span's total of the dimension: whether a list's browsers are counted or estimated (as locally).
    writes.push({ pk, sk: leadersSortKey(dimension as Dimension), ...leaderListOf(sorted), total: sorted.reduce((sum, { count }) => sum + count, 0) });
  }
  await writeAll(client, table, writes);
  return releaseLease(client, table, pk, lease, 'SET #events = :stamp, #rolledAt = :rolledAt, #version = :lease', { '#events': 'events', '#rolledAt': 'rolledAt', '#version': 'version' }, {
    ':stamp': stamp,
    ':rolledAt': now.getTime(),
  });
}

/** Sums one ended month (rollUpSpan). */
export const rollUpMonth = rollUpSpan;

/** Ends a lease with an update of the state; false when the lease ran out and another invocation holds it. */
async function releaseLease(client: DynamoDBDocumentClient, table: string, pk: string, lease: string, set: string, names: Record<string, string>, values: Record<string, unknown>): Promise<boolean> {
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: MONTH_STATE_SORT_KEY },
        UpdateExpression: `${set} REMOVE #lease, #leaseUntil`,
        ConditionExpression: '#lease = :lease',
        ExpressionAttributeNames: { ...names, '#lease': 'lease', '#leaseUntil': 'leaseUntil' },
        ExpressionAttributeValues: { ...values, ':lease': lease },
      }),
    );
    return true;
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return false;
    throw error;
  }
}

/** A month's run as its state describes it: the months it sums with their versions, and the build holding its counts. */
export function runOf(state: Item | undefined): { months: Map<string, string>; build: string } | undefined {
  if (!state || typeof state.run !== 'string' || typeof state.runBuild !== 'string') return undefined;
  return { months: new Map(Object.entries(JSON.parse(state.run) as Record<string, string>)), build: state.runBuild };
}

/**
 * Builds the runs (month-rollups.ts) up to `lastMonth` that no longer sum the months' current
 * roll-ups, oldest first: each the run through the rolled-up month before it plus its month's
 * counts, written under a partition of its own build (runPartition) and then named by the month's
 * state, on condition that the month was not summed again meanwhile. A build never changes once
 * written, so a dashboard reading a run reads one build whole. Returns the months built.
 */
export async function keepRuns(client: DynamoDBDocumentClient, table: string, lastMonth: string, now: Date): Promise<string[]> {
  const months: string[] = [lastMonth];
  while (months.length < RUN_LOOKBACK_MONTHS) months.unshift(previousMonth(months[0]));
  const states = new Map<string, Item>();
  for (let start = 0; start < months.length; start += 100) {
    const keys = months.slice(start, start + 100).map((month) => ({ pk: monthPartition(month), sk: MONTH_STATE_SORT_KEY }));
    const answer = await client.send(new BatchGetCommand({ RequestItems: { [table]: { Keys: keys, ConsistentRead: true } } }));
    for (const item of answer.Responses?.[table] ?? []) states.set(String(item.pk).slice('MONTH#'.length), item);
  }
  const rolled = months.filter((month) => versionOf(states.get(month)) !== undefined && Number(states.get(month)?.events) >= 0);
  const expected = new Map<string, string>();
  const built: string[] = [];
  let earlier: { months: Map<string, string>; build: string } | undefined;
  let isStale = false;
  for (const month of rolled) {
    const state = states.get(month)!;
    expected.set(month, versionOf(state)!);
    const run = runOf(state);
    isStale ||= !run || run.months.size !== expected.size || [...expected].some(([key, version]) => run.months.get(key) !== version);
    if (!isStale) {
      earlier = run;
      continue;
    }
    const next = await buildRun(client, table, month, state, earlier, now);
    // Another invocation holds the month, or it was summed again meanwhile: the runs after it wait for the next object.
    if (!next) break;
    built.push(month);
    earlier = next;
  }
  return built;
}

async function buildRun(
  client: DynamoDBDocumentClient,
  table: string,
  month: string,
  state: Item,
  earlier: { months: Map<string, string>; build: string } | undefined,
  now: Date,
): Promise<{ months: Map<string, string>; build: string } | undefined> {
  const pk = monthPartition(month);
  const lease = `${now.getTime()}-${Math.random().toString(36).slice(2)}`;
  if (!(await takeLease(client, table, pk, lease, now, false))) return undefined;
  const sums = new Map<string, { dimension: Dimension; key: string; count: number }>();
  const add = (items: Item[]) => {
    for (const item of items) {
      const id = `${String(item.dimension)}|${String(item.key)}`;
      const known = sums.get(id);
      if (known) known.count += Number(item.count ?? 0);
      else sums.set(id, { dimension: item.dimension as Dimension, key: String(item.key), count: Number(item.count ?? 0) });
    }
  };
  const options = { attributes: ['dimension', 'key', 'count'], consistent: true };
  if (earlier) add(await queryPrefix(client, table, runPartition(previousMonthWithRun(earlier), earlier.build), 'C#', options));
  add(await queryPrefix(client, table, pk, 'C#', options));
  const build = lease;
  const runPk = runPartition(month, build);
  const kept = [...sums.values()].filter(({ dimension }) => TOP_LIST_DIMENSIONS.has(dimension));
  // Per dimension its leaders (as a month's: leader-lists.ts) and total: the dashboard reads a
  // stretch of months from them (no key counts more over a stretch than in the run through its end).
  const lists = [...TOP_LIST_DIMENSIONS].map((dimension) => {
    const sorted = kept.filter((sum) => sum.dimension === dimension).sort(compareTop);
    return { pk: runPk, sk: leadersSortKey(dimension), ...leaderListOf(sorted), total: sorted.reduce((sum, { count }) => sum + count, 0) };
  });
  await writeAll(client, table, [...kept.map(({ dimension, key, count }) => ({ pk: runPk, sk: countSortKey(dimension, key), dimension, key, count })), ...lists]);
  const months = new Map([...(earlier?.months ?? []), [month, versionOf(state)!]]);
  // Only if the month's roll-up is still the one read (its version, or its time for one summed before
  // versions were kept; no summing under way: that holds the lease).
  const isVersioned = typeof state.version === 'string';
  try {
    await client.send(
      new UpdateCommand({
        TableName: table,
        Key: { pk, sk: MONTH_STATE_SORT_KEY },
        UpdateExpression: 'SET #run = :run, #runBuild = :build REMOVE #lease, #leaseUntil',
        ConditionExpression: `#lease = :lease AND #version = :version`,
        ExpressionAttributeNames: { '#run': 'run', '#runBuild': 'runBuild', '#lease': 'lease', '#leaseUntil': 'leaseUntil', '#version': isVersioned ? 'version' : 'rolledAt' },
        ExpressionAttributeValues: { ':run': JSON.stringify(Object.fromEntries(months)), ':build': build, ':lease': lease, ':version': isVersioned ? state.version : state.rolledAt },
      }),
    );
  } catch (error) {
    if (error instanceof ConditionalCheckFailedException) return undefined;
    throw error;
  }
  return { months, build };
}

/** The latest month a run sums: its partition's month. */
const previousMonthWithRun = (run: { months: Map<string, string> }) => [...run.months.keys()].sort().at(-1)!;

/** Puts the items, 25 a call and CONCURRENT_READS calls at once, asking again for those DynamoDB leaves unprocessed under load. */
async function writeAll(client: DynamoDBDocumentClient, table: string, items: Item[]): Promise<void> {
  const batches: Item[][] = [];
  for (let start = 0; start < items.length; start += ITEMS_PER_BATCH_WRITE) batches.push(items.slice(start, start + ITEMS_PER_BATCH_WRITE));
  await inBatches(batches, CONCURRENT_READS, async (batch) => {
    let pending: { PutRequest: { Item: Item } }[] | undefined = batch.map((Item) => ({ PutRequest: { Item } }));
    for (let attempt = 0; pending?.length; attempt += 1) {
      if (attempt > 0) await new Promise((resolve) => setTimeout(resolve, Math.min(1_000, 50 * 2 ** attempt)));
      const answer = await client.send(new BatchWriteCommand({ RequestItems: { [table]: pending } }));
      pending = answer.UnprocessedItems?.[table] as typeof pending;
    }
  });
}
