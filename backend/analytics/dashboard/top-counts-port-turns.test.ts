/**
 * The port reads a year's leaders and counts a period at a time and lets other requests run in
 * between (top-counts-port.ts, ENTRIES_PER_TURN): a year's list taken in one turn held the
 * server's event loop for every other request (issue 46).
 */
import type { Queryable, Row } from '../../core/database/database';
import { createTopCountsPort } from './top-counts-port';

const MONTHS = ['2026-01', '2026-02', '2026-03'];
const KEYS = Array.from({ length: 1_001 }, (_, index) => `brief-${index}`);

/** Answers every statement with `rows`, as the server would: after a turn of the event loop. */
function answering(rows: Row[]): Queryable {
  return { query: async <T extends Row>() => new Promise<{ rows: T[]; rowCount: number }>((resolve) => setImmediate(() => resolve({ rows: rows as T[], rowCount: rows.length }))) };
}

/** Whether a callback queued just after the read began ran before the read resolved. */
async function letsOthersRun<T>(read: () => Promise<T>): Promise<{ result: T; isOtherRun: boolean }> {
  let isOtherRun = false;
  const reading = read();
  // Queued just after the statement's answer: it runs before the read ends only if the read yields.
  setImmediate(() => (isOtherRun = true));
  const result = await reading;
  return { result, isOtherRun };
}

it('takes a year of leaders in more than one turn of the event loop', async () => {
  const rows = MONTHS.map((month) => ({ kind: 'm', at: `${month}-01`, leaders: JSON.stringify(KEYS.map((key, index) => [key, 5_000 - index])) }));
  const port = createTopCountsPort(answering(rows));
  const { result, isOtherRun } = await letsOthersRun(() => port.readLeaders(MONTHS, 'brief', 1_000));
  expect(result.map(({ day, leaders, bound }) => [day, leaders.size, bound])).toEqual(MONTHS.map((month) => [month, 1_000, 4_000]));
  expect(isOtherRun).toBe(true);
});

it('takes a year of contenders\' counts in more than one turn of the event loop', async () => {
  const rows = MONTHS.map((month) => ({ at: `m${month}-01`, counts: JSON.stringify(KEYS.map((key, index) => [key, 5_000 - index])) }));
  const port = createTopCountsPort(answering(rows));
  const { result, isOtherRun } = await letsOthersRun(() => port.readCounts('brief', new Map(KEYS.map((key) => [key, MONTHS]))));
  expect(result.size).toBe(KEYS.length);
  expect([...result.get('brief-1')!]).toEqual(MONTHS.map((month) => [month, 4_999]));
  expect(isOtherRun).toBe(true);
});
