import { coerceInputValue, type GraphQLInputObjectType } from 'graphql';
import { POOL_SETTINGS } from '../../../amplify/auth/pool-settings';
import type { DataModel } from '../declaration/data-model';
import type { RecordDocument } from '../store/record-store';

/** A record of the sample content: SPEC §3 fields plus the sample account that owns it. */
export interface SeedRecord {
  id: string;
  owner?: { sub: string; username: string };
  [field: string]: unknown;
}

export type SeedContent = Partial<Record<string, SeedRecord[]>>;

export class SeedRecordError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SeedRecordError';
  }
}

/**
 * The name Cognito gives the owner's account: in a pool where people sign in with their e-mail
 * (ours, amplify/auth), that is the sub, not the address; the owner rule matches on it.
 */
function cognitoUsernameOf(owner: { sub: string; username: string }): string {
  return POOL_SETTINGS.usernameAttributes.includes('email') ? owner.sub : owner.username;
}

/**
 * The document a sample record is stored as, checked exactly like a createX input (field names,
 * required fields, enums, AWS scalars), with the owner field written as Gen 2 writes it
 * (`<sub>::<username>`) and the managed timestamps filled in.
 */
export function toStoredRecord(
  recordInputs: ReadonlyMap<string, GraphQLInputObjectType>,
  model: DataModel,
  record: SeedRecord,
  now: string,
): RecordDocument & { id: string } {
  const { owner, ...fields } = record;
  const readOnly = new Set(model.fields.filter((field) => field.isReadOnly).map((field) => field.name));
  const managed: RecordDocument = {};
  const input: RecordDocument = {};
  for (const [name, value] of Object.entries(fields)) {
    if (value === undefined) continue;
    if (readOnly.has(name)) managed[name] = value;
    else input[name] = value;
  }
  const inputType = recordInputs.get(model.name);
  if (!inputType) throw new Error(`The declaration has no model ${model.name}.`);
  const problems: string[] = [];
  const coerced = coerceInputValue(input, inputType, (path, _value, error) => {
    problems.push(`${path.length > 0 ? path.join('.') : '(record)'}: ${error.message}`);
  }) as RecordDocument;
  if (problems.length > 0) throw new SeedRecordError(`${model.name} ${record.id}: ${problems.join('; ')}`);

  const doc: RecordDocument & { id: string } = { ...coerced, ...managed, id: record.id };
  doc[model.timestamps.createdAt] ??= now;
  doc[model.timestamps.updatedAt] ??= doc[model.timestamps.createdAt];
  const ownerFields = model.rules.flatMap((rule) => (rule.ownerField ? [rule.ownerField] : []));
  if (owner && ownerFields.length > 0)
    for (const field of ownerFields) doc[field] = `${owner.sub}::${cognitoUsernameOf(owner)}`;
  return doc;
}
