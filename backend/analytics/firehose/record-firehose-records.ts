import { randomBytes } from 'node:crypto';
import type { VerifiedIdentityCredentials } from '../../identity';
import type { AnalyticsRuntime } from '../runtime';
import type { EventRow } from '../store/insert-events';
import { readRecordEvent } from './read-record-event';

/** Firehose's answer for one record: its id, or why it was not taken (the producer resends those). */
export type RecordResult = { RecordId: string } | { ErrorCode: string; ErrorMessage: string };

export interface PutRecordsResult {
  FailedPutCount: number;
  Encrypted: false;
  RequestResponses: RecordResult[];
}

const SLOW_DOWN = { ErrorCode: 'ServiceUnavailableException', ErrorMessage: 'Slow down.' } as const;

/**
 * Stores what fits of a batch durably (the answer waits for the write) and fails the rest per
 * record as Firehose does when a stream is over its throughput: FailedPutCount and
 * ServiceUnavailableException "Slow down." on each record not taken.
 */
export async function recordFirehoseRecords(
  runtime: AnalyticsRuntime,
  records: readonly Buffer[],
  identity: VerifiedIdentityCredentials,
): Promise<PutRecordsResult> {
  const now = runtime.now();
  const idPrefix = randomBytes(24).toString('base64url');
  const isAuthenticated = identity.role === 'authenticated';
  const room = Math.max(0, Math.min(records.length, runtime.queue.room));
  const RequestResponses: RecordResult[] = [];
  const rows: EventRow[] = [];
  records.forEach((data, index) => {
    if (index >= room) {
      RequestResponses.push(SLOW_DOWN);
      return;
    }
    const RecordId = `${idPrefix}${index.toString(36).padStart(2, '0')}`;
    const { endpointId, event } = readRecordEvent(data, RecordId, now);
    rows.push({ endpointId, identityId: identity.identityId, isAuthenticated, event });
    RequestResponses.push({ RecordId });
  });
  await runtime.queue.submitRows(rows);
  return { FailedPutCount: records.length - room, Encrypted: false, RequestResponses };
}
