import type { Database } from '../../core/database/database';
import { countUpRecords, countUpSerialized, serializeCountUp, type CountUp, type CountUpResult, type SerializedCountUp } from './record-store';

/**
 * Counted sends (a contact message, a sign-up, a report, a reply: the ReportQuota count and the
 * record, amplify/data/moderation/visitor-quota.ts) grouped into one statement per database
 * turn, as a database groups commits. A count that arrives while none is running starts at once,
 * alone, in countUpRecord's statement; those that arrive while one runs wait for it and then go
 * together, in one statement of countUpRecords. Each is answered only once the statement that
 * wrote it has committed, with the answer its own statement would have given: per row the same
 * conditional count (exact however many instances count at once on PostgreSQL), the record
 * inserted only when it counted. A statement costs the embedded database about 0.6 ms however
 * little it writes (a count and a record are about 0.15 ms of it), so under load this is what
 * most of a counted send costs.
 *
 * A group never holds the same counter or the same record twice (one statement cannot update a
 * row twice): a second send of one visitor waits for the next group, so it counts after the first
 * as before. When a group's statement fails (a deadlock on a server, a unique index beside the
 * key), nothing of it was written, and each of its counts runs again alone, so only the one at
 * fault fails.
 */

/** Counts one statement writes at most. */
export const MAX_COUNTS_PER_STATEMENT = 32;

interface Waiting {
  item: SerializedCountUp;
  resolve(result: CountUpResult): void;
  reject(error: unknown): void;
}

interface Queue {
  waiting: Waiting[];
  running: number;
  /** Statements at once: the embedded database runs one at a time anyway; a server's pool more. */
  maxRunning: number;
}

const queues = new WeakMap<Database, Queue>();

/** countUpRecord on `db`, grouped with the counts that wait beside it (see above). */
export function queueCountUp(db: Database, countUp: CountUp): Promise<CountUpResult> {
  // A record too large is refused here, alone, before it joins a group.
  let item: SerializedCountUp;
  try {
    item = serializeCountUp(countUp);
  } catch (error) {
    return Promise.reject(error);
  }
  let queue = queues.get(db);
  if (!queue) {
    queue = { waiting: [], running: 0, maxRunning: db.runsAsWebAssembly ? 1 : 4 };
    queues.set(db, queue);
  }
  const answer = new Promise<CountUpResult>((resolve, reject) => queue.waiting.push({ item, resolve, reject }));
  startGroups(db, queue);
  return answer;
}

function startGroups(db: Database, queue: Queue): void {
  while (queue.running < queue.maxRunning && queue.waiting.length > 0) {
    const group = takeGroup(queue);
    queue.running += 1;
    void runGroup(db, group).finally(() => {
      queue.running -= 1;
      startGroups(db, queue);
    });
  }
}

/** The waiting counts in their order, each counter and record once, up to MAX_COUNTS_PER_STATEMENT; the rest wait on. */
function takeGroup(queue: Queue): Waiting[] {
  const group: Waiting[] = [];
  const left: Waiting[] = [];
  const keys = new Set<string>();
  for (const waiting of queue.waiting) {
    const { item } = waiting;
    const counterKey = JSON.stringify([item.model, item.id]);
    const recordKey = item.then && JSON.stringify([item.then.model, item.then.id]);
    if (group.length >= MAX_COUNTS_PER_STATEMENT || keys.has(counterKey) || (recordKey !== undefined && keys.has(recordKey))) {
      left.push(waiting);
      continue;
    }
    keys.add(counterKey);
    if (recordKey !== undefined) keys.add(recordKey);
    group.push(waiting);
  }
  queue.waiting = left;
  return group;
}

async function runGroup(db: Database, group: readonly Waiting[]): Promise<void> {
  if (group.length > 1) {
    let results: CountUpResult[] | undefined;
    try {
      results = await countUpRecords(
        db,
        group.map((waiting) => waiting.item),
      );
    } catch {
      // Nothing of the group was written: each runs again alone below, and answers for itself.
    }
    if (results) {
      group.forEach((waiting, index) => waiting.resolve(results[index]));
      return;
    }
  }
  await Promise.all(
    group.map((waiting) =>
      countUpSerialized(db, waiting.item).then(
        (result) => waiting.resolve(result),
        (error: unknown) => waiting.reject(error),
      ),
    ),
  );
}
