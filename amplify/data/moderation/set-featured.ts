import { readBoolean, readRequiredText, type Args } from '../creator-records/input-checks';
import { badRequest, RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordClock, RecordDocument, RecordsPort } from '../creator-records/records-port';
import { auditEntry } from './audit-entry';

export const FEATURABLE_MODELS = ['Brief', 'Stream', 'Personality'] as const;

/** setFeatured – ADMINS feature a brief, stream or personality (nobody else sets `featured`). */
export async function setFeatured(port: RecordsPort, admin: RecordCaller, clock: RecordClock, args: Args): Promise<RecordDocument> {
  const model = readRequiredText(args, 'model', 40);
  if (!(FEATURABLE_MODELS as readonly string[]).includes(model)) throw badRequest(`model must be one of ${FEATURABLE_MODELS.join(', ')}.`);
  const id = readRequiredText(args, 'id', 128);
  const featured = readBoolean(args, 'featured');
  if (featured === null) throw badRequest('featured is required.');
  const record = await port.get(model, id);
  if (!record) throw new RecordRuleError('NotFound', `No ${model} ${id}.`);
  const now = clock.now.toISOString();
  const changed = { ...record, featured, updatedAt: now };
  await port.commit([
    { kind: 'put', model, doc: changed, expectUpdatedAt: typeof record.updatedAt === 'string' ? record.updatedAt : null },
    auditEntry(admin, clock, { action: featured ? 'FEATURE' : 'UNFEATURE', model, recordId: id, reason: null }),
  ]);
  return changed;
}
