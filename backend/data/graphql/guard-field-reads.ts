import type { GraphQLFieldConfigMap, GraphQLFieldResolver } from 'graphql';
import { ownValue } from '../../core/own-property';
import type { DataModel } from '../declaration/data-model';
import { checkFieldRead, isHiddenInMutationAnswer } from '../operations/read-field';
import type { DataRequestContext } from '../operations/request-context';
import { isFieldProtected } from '../policy/decide-field-access';
import type { RecordDocument } from '../store/record-store';

type RecordFields = GraphQLFieldConfigMap<RecordDocument, DataRequestContext>;
type RecordResolver = GraphQLFieldResolver<RecordDocument, DataRequestContext>;

/**
 * Puts a check in front of each field of a model's object type that its rules do not let every
 * reader of the model read (where AppSync's transformer adds a field resolver). The other fields
 * keep their plain property reads, so they cost nothing per record.
 */
export function guardFieldReads(
  model: DataModel,
  fields: RecordFields,
  ownerFields: ReadonlySet<string>,
): RecordFields {
  for (const [name, field] of Object.entries(fields)) {
    if (isFieldProtected(model, name))
      field.resolve = guardFieldRead(model, name, field.resolve, ownerFields.has(name));
  }
  return fields;
}

/**
 * A field the model's readers may not all read: checked for this caller first (AppSync's field
 * resolver), and null in what a mutation answers. The owner field keeps its value there, since
 * AppSync's owner field resolver runs after that step.
 */
function guardFieldRead(
  model: DataModel,
  name: string,
  resolve: RecordResolver | undefined,
  isOwnerField: boolean,
): RecordResolver {
  return (record, args, ctx, info) => {
    checkFieldRead(ctx, model, name, record);
    if (!isOwnerField && isHiddenInMutationAnswer(ctx, model, record)) return null;
    return resolve ? resolve(record, args, ctx, info) : (ownValue(record, name) ?? null);
  };
}
