import type { RecordWrite } from '../../data/creator-records/records-port';

/** What one TransactWriteItems call takes: 100 items, 4 MB of items in all. */
export interface TransactionLimits {
  items: number;
  bytes: number;
}

/** DynamoDB's limits, the byte budget kept under 4 MiB because ours is an estimate of DynamoDB's item size. */
export const DYNAMODB_TRANSACTION_LIMITS: TransactionLimits = { items: 100, bytes: 3_500_000 };

/** An item's size as DynamoDB counts it (names and values), estimated from its JSON with room for each write's key and table. */
export function estimatedSizeOf(write: RecordWrite): number {
  return 256 + (write.kind === 'delete' ? Buffer.byteLength(write.id) : Buffer.byteLength(JSON.stringify(write.doc)));
}

/**
 * A commit too large for one transaction, in the order its parts run: every create that is not
 * in the last transaction (in list order), then the other deletes and puts in REVERSE list order,
 * then `decisive`, the head of the list (its first write and as many following ones as fit). See
 * dynamodb-records-port.ts for why this order keeps what readers see whole.
 */
export interface CommitPlan {
  additions: RecordWrite[][];
  changes: RecordWrite[][];
  decisive: RecordWrite[];
}

/**
 * Groups packed in order into transactions within `limits`, a group never split (the writes that
 * must land together: figures-aggregator's list entries and their partition's counter); `sizeOf`
 * estimates one write. A group larger than a transaction is refused.
 */
export function packInTransactions<T>(groups: readonly (readonly T[])[], limits: TransactionLimits, sizeOf: (write: T) => number): T[][] {
  const chunks: T[][] = [];
  let current: T[] = [];
  let bytes = 0;
  for (const group of groups) {
    const size = group.reduce((sum, write) => sum + sizeOf(write), 0);
    if (group.length > limits.items || size > limits.bytes) throw new Error(`A group of ${group.length} writes (${size} bytes) does not fit in one transaction.`);
    if (current.length > 0 && (current.length + group.length > limits.items || bytes + size > limits.bytes)) {
      chunks.push(current);
      current = [];
      bytes = 0;
    }
    current.push(...group);
    bytes += size;
  }
  if (current.length > 0) chunks.push(current);
  return chunks;
}

const chunksOf = (writes: readonly RecordWrite[], limits: TransactionLimits): RecordWrite[][] =>
  packInTransactions(
    writes.map((write) => [write]),
    limits,
    estimatedSizeOf,
  );

/** The commit as one transaction when it fits (`null`), else as a plan of several. */
export function planCommit(writes: readonly RecordWrite[], limits: TransactionLimits): CommitPlan | null {
  const [head] = chunksOf(writes, limits);
  if (!head || head.length === writes.length) return null;
  const rest = writes.slice(head.length);
  return {
    additions: chunksOf(
      rest.filter((write) => write.kind === 'create'),
      limits,
    ),
    changes: chunksOf(
      rest.filter((write) => write.kind !== 'create').reverse(),
      limits,
    ),
    decisive: head,
  };
}
