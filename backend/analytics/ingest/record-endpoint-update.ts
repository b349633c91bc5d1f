import type { VerifiedIdentityCredentials } from '../../identity';
import type { EndpointUpdate } from '../domain/parse-endpoint';
import type { AnalyticsRuntime } from '../runtime';
import { upsertEndpoint } from '../store/upsert-endpoint';

/** UpdateEndpoint: stored in queue order, so events sent after an opt-out are already refused. */
export function recordEndpointUpdate(
  runtime: AnalyticsRuntime,
  endpointId: string,
  update: EndpointUpdate,
  identity: VerifiedIdentityCredentials,
): Promise<void> {
  return runtime.queue.submitTask(() => upsertEndpoint(runtime.db, endpointId, update, identity.identityId));
}
