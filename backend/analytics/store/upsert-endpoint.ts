import type { Queryable } from '../../core/database/database';
import type { EndpointUpdate } from '../domain/parse-endpoint';

const json = (value: unknown) => (value === undefined ? null : JSON.stringify(value));

/**
 * Opting out keeps nothing but the marker: every profile field of the endpoint is cleared, and
 * while it stays opted out later updates change nothing (only an explicit OptOut NONE opts back in).
 */
const OPT_OUT_SQL = `
  INSERT INTO analytics_endpoints (endpoint_id, opt_out) VALUES ($1, 'ALL')
  ON CONFLICT (endpoint_id) DO UPDATE SET
    opt_out = 'ALL', channel_type = NULL, address = NULL, attributes = '{}', demographic = '{}', location = '{}',
    metrics = '{}', user_id = NULL, user_attributes = '{}', endpoint_status = NULL, effective_date = NULL,
    identity_id = NULL, updated_at = now()`;

// Pinpoint merges an update into the endpoint: fields and map keys the request leaves out keep their values.
const MERGE_SQL = `
  INSERT INTO analytics_endpoints AS e (endpoint_id, opt_out, channel_type, address, attributes, demographic, location,
    metrics, user_id, user_attributes, endpoint_status, effective_date, identity_id)
  VALUES ($1, coalesce($2, 'NONE'), $3, $4, coalesce($5::jsonb, '{}'), coalesce($6::jsonb, '{}'), coalesce($7::jsonb, '{}'),
    coalesce($8::jsonb, '{}'), $9, coalesce($10::jsonb, '{}'), $11, $12, $13)
  ON CONFLICT (endpoint_id) DO UPDATE SET
    opt_out = coalesce($2, e.opt_out),
    channel_type = coalesce($3, e.channel_type),
    address = coalesce($4, e.address),
    attributes = e.attributes || coalesce($5::jsonb, '{}'),
    demographic = e.demographic || coalesce($6::jsonb, '{}'),
    location = e.location || coalesce($7::jsonb, '{}'),
    metrics = e.metrics || coalesce($8::jsonb, '{}'),
    user_id = coalesce($9, e.user_id),
    user_attributes = e.user_attributes || coalesce($10::jsonb, '{}'),
    endpoint_status = coalesce($11, e.endpoint_status),
    effective_date = coalesce($12, e.effective_date),
    identity_id = $13,
    updated_at = now()
  WHERE e.opt_out = 'NONE' OR $2 = 'NONE'`;

/** UpdateEndpoint (or a PutEvents batch item's Endpoint) for the identity whose credentials signed it. */
export async function upsertEndpoint(db: Queryable, endpointId: string, update: EndpointUpdate, identityId: string): Promise<void> {
  if (update.optOut === 'ALL') {
    await db.query(OPT_OUT_SQL, [endpointId]);
    return;
  }
  await db.query(MERGE_SQL, [
    endpointId,
    update.optOut ?? null,
    update.channelType ?? null,
    update.address ?? null,
    json(update.attributes),
    json(update.demographic),
    json(update.location),
    json(update.metrics),
    update.userId ?? null,
    json(update.userAttributes),
    update.endpointStatus ?? null,
    update.effectiveDate ?? null,
    identityId,
  ]);
}
