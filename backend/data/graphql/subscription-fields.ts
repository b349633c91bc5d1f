import {
  GraphQLBoolean,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputType,
  type GraphQLObjectType,
} from 'graphql';
import type { DataField, DataModel, DataModels } from '../declaration/data-model';
import { notAuthorized } from '../operations/data-api-error';
import { refuseUnreadableFilterFields } from '../operations/filter-field-access';
import type { DataRequestContext } from '../operations/request-context';
import { isOwnedBy } from '../policy/access';
import { matchesSubscriptionFilter, type SubscriptionFilter } from '../realtime/match-subscription-filter';
import type { RecordDocument } from '../store/record-store';

/** Which committed change a generated subscription hears. */
export type SubscriptionKind = 'create' | 'update' | 'delete';

/**
 * What a subscription field resolves from: a committed change to one record (migration 0024's
 * notice) with the record as it now stands (read once for every subscriber; a deleted record as
 * the notice carried it), or the probe run once when the subscription starts, which checks the
 * caller's access and the arguments and resolves nothing.
 */
export type SubscriptionSource =
  | { probe: true }
  | { probe?: false; kind: SubscriptionKind; model: string; record: RecordDocument | null }
  /** A custom mutation's success, for the custom subscriptions declared for it (custom-operation-fields.ts). */
  | { probe?: false; mutation: string; result: unknown };

/** What the real-time endpoint needs to know of each subscription field (in its `extensions`). */
export interface SubscribedModel {
  model: string;
  kind: SubscriptionKind;
}

/** ...and of each custom subscription field (`subscribedMutations` in its `extensions`): the mutations it hears. */
export type SubscribedMutations = readonly string[];

const PREFIXES: Record<SubscriptionKind, string> = { create: 'onCreate', update: 'onUpdate', delete: 'onDelete' };

/**
 * onCreateX / onUpdateX / onDeleteX per model with `filter: ModelSubscriptionXFilterInput`, as
 * AppSync's transformer generates them (none where `disableOperations(['subscriptions'])`). Each
 * event is resolved as getX would answer the subscriber at that moment: the model's rules decide
 * whether the record is there for them (a draft or a hidden record lives in a model guests cannot
 * read; someone else's owner-only record reads as missing), field rules apply as in any answer,
 * then the filter is applied.
 */
export function createSubscriptionFields(
  declaration: DataModels,
  objectTypes: ReadonlyMap<string, GraphQLObjectType>,
): GraphQLFieldConfigMap<SubscriptionSource, DataRequestContext> {
  const inputs = createSubscriptionInputTypes();
  const fields: GraphQLFieldConfigMap<SubscriptionSource, DataRequestContext> = {};
  for (const model of declaration.models) {
    if (model.areSubscriptionsDisabled) continue;
    const filter: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: `ModelSubscription${model.name}FilterInput`,
      fields: () => ({
        ...Object.fromEntries(model.fields.map((field) => [field.name, { type: inputs.inputFor(field) }])),
        and: { type: new GraphQLList(filter) },
        or: { type: new GraphQLList(filter) },
      }),
    });
    for (const kind of ['create', 'update', 'delete'] as const) {
      const name = `${PREFIXES[kind]}${model.name}`;
      const extensions: SubscribedModel = { model: model.name, kind };
      fields[name] = {
        type: objectTypes.get(model.name)!,
        args: { filter: { type: filter } },
        extensions: { subscribedModel: extensions },
        resolve: (source, args: { filter?: SubscriptionFilter | null }, ctx) => resolveEvent(ctx, model, name, kind, source, args.filter),
      };
    }
  }
  return fields;
}

function resolveEvent(
  ctx: DataRequestContext,
  model: DataModel,
  fieldName: string,
  kind: SubscriptionKind,
  source: SubscriptionSource,
  filter: SubscriptionFilter | null | undefined,
): RecordDocument | null {
  const access = ctx.accessTo(model.name, 'get');
  if (access.kind === 'denied') throw notAuthorized(fieldName, 'Subscription');
  // A filter on a field the caller may not read would tell them what it holds, event by event.
  refuseUnreadableFilterFields(ctx, model, filter as never, ctx.accessTo(model.name, 'list'));
  if (source.probe || !('model' in source) || source.model !== model.name || source.kind !== kind) return null;
  const { record } = source;
  // AppSync turns an owner rule into a filter: someone else's record is not an event for them.
  if (!record || (access.kind === 'owned' && !isOwnedBy(record, access.owners))) return null;
  return matchesSubscriptionFilter(record, filter) ? record : null;
}

/** AppSync's ModelSubscription<Scalar>Input types (enums and AWS scalars filter as strings). */
function createSubscriptionInputTypes() {
  const comparisons = (type: GraphQLInputType) => ({
    ne: { type },
    eq: { type },
    le: { type },
    lt: { type },
    ge: { type },
    gt: { type },
    between: { type: new GraphQLList(type) },
    in: { type: new GraphQLList(type) },
    notIn: { type: new GraphQLList(type) },
  });
  const text = (name: string, type: GraphQLInputType) =>
    new GraphQLInputObjectType({
      name,
      fields: { ...comparisons(type), contains: { type }, notContains: { type }, beginsWith: { type } },
    });
  const ModelSubscriptionStringInput = text('ModelSubscriptionStringInput', GraphQLString);
  const ModelSubscriptionIDInput = text('ModelSubscriptionIDInput', GraphQLID);
  const ModelSubscriptionIntInput = new GraphQLInputObjectType({ name: 'ModelSubscriptionIntInput', fields: comparisons(GraphQLInt) });
  const ModelSubscriptionFloatInput = new GraphQLInputObjectType({ name: 'ModelSubscriptionFloatInput', fields: comparisons(GraphQLFloat) });
  const ModelSubscriptionBooleanInput = new GraphQLInputObjectType({
    name: 'ModelSubscriptionBooleanInput',
    fields: { ne: { type: GraphQLBoolean }, eq: { type: GraphQLBoolean } },
  });
  return {
    inputFor(field: DataField): GraphQLInputObjectType {
      if (field.isEnum) return ModelSubscriptionStringInput;
      switch (field.type) {
        case 'ID':
          return ModelSubscriptionIDInput;
        case 'Int':
        case 'AWSTimestamp':
          return ModelSubscriptionIntInput;
        case 'Float':
          return ModelSubscriptionFloatInput;
        case 'Boolean':
          return ModelSubscriptionBooleanInput;
        default:
          return ModelSubscriptionStringInput;
      }
    },
  };
}
