import type { VerifiedIdentityCredentials } from '../../identity';
import type { BatchItem } from '../domain/parse-events-request';
import type { AnalyticsRuntime } from '../runtime';
import type { EventRow } from '../store/insert-events';
import { upsertEndpoint } from '../store/upsert-endpoint';
import { IngestOverloadedError } from './ingest-queue';

/**
 * PutEvents: each item's Endpoint fields are applied first, then its valid events are stored,
 * unless the endpoint is opted out (then nothing of it is stored; the store also checks the
 * endpoint's recorded opt-out). The whole request fits in the queue or is refused with 429, so a
 * retried request never finds half of itself applied.
 */
export async function recordEvents(runtime: AnalyticsRuntime, items: readonly BatchItem[], identity: VerifiedIdentityCredentials): Promise<void> {
  const isAuthenticated = identity.role === 'authenticated';
  const tasks: (() => Promise<void>)[] = [];
  const rows: EventRow[] = [];
  for (const item of items) {
    if (item.endpointError) continue;
    const { endpoint, endpointId } = item;
    if (endpoint) tasks.push(() => upsertEndpoint(runtime.db, endpointId, endpoint, identity.identityId));
    if (endpoint?.optOut === 'ALL') continue;
    for (const outcome of item.events) {
      if ('event' in outcome) rows.push({ endpointId, identityId: identity.identityId, isAuthenticated, event: outcome.event });
    }
  }
  if (!runtime.queue.canFit(tasks.length + rows.length)) throw new IngestOverloadedError();
  await Promise.all([...tasks.map((task) => runtime.queue.submitTask(task)), runtime.queue.submitRows(rows)]);
}
