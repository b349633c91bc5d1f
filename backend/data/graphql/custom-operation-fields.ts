import {
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  type GraphQLEnumType,
  type GraphQLFieldConfigMap,
  type GraphQLInputType,
  type GraphQLNamedType,
  type GraphQLOutputType,
} from 'graphql';
import type { CustomOperationHandlers } from '../custom-operations';
import type { DataCustomSubscription, DataField, DataModels } from '../declaration/data-model';
import { notAuthorized } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import { isOwnedBy } from '../policy/access';
import { mayCallCustomOperation } from '../policy/decide-custom-access';
import { announceMutationResult, announceMutationResults } from '../realtime/data-change-feed';
import { ANNOUNCE_RECORD_CHANGE, expectRecordChanges, type ExpectedRecordChanges } from '../../../amplify/data/realtime/record-changes';
import { createSqlRecordsPort } from '../custom-operations/sql-records-port';
import type { RecordDocument } from '../store/record-store';
import { scalarNamed, type ModelTypes } from './model-types';
import type { SubscribedMutations, SubscriptionSource } from './subscription-fields';

type Fields = GraphQLFieldConfigMap<unknown, DataRequestContext>;

/**
 * The custom types and the custom queries and mutations of the declaration, each resolved by its
 * handler in backend/data/custom-operations/ after the caller's mode passed the field's grants.
 * A declared operation without a local handler stops the service at start, naming it. A mutation
 * that custom subscriptions are declared for announces its result once it succeeded (as AppSync
 * sends a mutation's result to its subscribers), for the real-time endpoint of every instance.
 */
export function createCustomOperationFields(
  declaration: DataModels,
  enumTypes: Map<string, GraphQLEnumType>,
  modelTypes: Map<string, ModelTypes>,
  handlers: CustomOperationHandlers,
): { queries: Fields; mutations: Fields; subscriptions: GraphQLFieldConfigMap<SubscriptionSource, DataRequestContext> } {
  const customTypes = new Map<string, GraphQLObjectType>();
  const namedType = (field: DataField): GraphQLNamedType => {
    const named =
      (field.isEnum ? enumTypes.get(field.type) : undefined) ??
      scalarNamed(field.type) ??
      customTypes.get(field.type) ??
      modelTypes.get(field.type)?.object;
    if (!named) throw new Error(`${field.name}: unknown type ${field.type}.`);
    return named;
  };
  const wrap = <T extends GraphQLNamedType>(field: DataField, named: T) => {
    if (!field.isArray) return field.isRequired ? new GraphQLNonNull(named) : named;
    const list = new GraphQLList(field.isRequired ? new GraphQLNonNull(named) : named);
    return field.isArrayNullable ? list : new GraphQLNonNull(list);
  };
  const outputType = (field: DataField) => wrap(field, namedType(field)) as GraphQLOutputType;
  const inputType = (field: DataField) => {
    const named = namedType(field);
    if (named instanceof GraphQLObjectType)
      throw new Error(`${field.name}: custom input types are not served by the local data API yet.`);
    return wrap(field, named) as GraphQLInputType;
  };

  for (const customType of declaration.customTypes) {
    customTypes.set(
      customType.name,
      new GraphQLObjectType({
        name: customType.name,
        fields: () => Object.fromEntries(customType.fields.map((field) => [field.name, { type: outputType(field) }])),
      }),
    );
  }

  const customSubscriptions = declaration.customSubscriptions ?? [];
  const subscribedMutations = new Set(customSubscriptions.flatMap((subscription) => subscription.mutations));
  const queries: Fields = {};
  const mutations: Fields = {};
  for (const operation of declaration.customOperations) {
    // Only the handlers written down count: an operation named `toString` has none.
    const handler = Object.hasOwn(handlers, operation.name) ? handlers[operation.name] : undefined;
    if (!handler) {
      throw new Error(
        `amplify/data/schema.ts declares the ${operation.kind} ${operation.name}, which the local data API does not implement: add its handler to backend/data/custom-operations/.`,
      );
    }
    const typeName = operation.kind === 'query' ? 'Query' : 'Mutation';
    (operation.kind === 'query' ? queries : mutations)[operation.name] = {
      type: outputType(operation.returns),
      args: Object.fromEntries(operation.arguments.map((argument) => [argument.name, { type: inputType(argument) }])),
      resolve: async (_source, args: Record<string, unknown>, ctx) => {
        if (!mayCallCustomOperation(operation, ctx.actor)) throw notAuthorized(operation.name, typeName);
        // What the public will hear of the changes it makes to public records, prepared as the AWS functions prepare it.
        const expected = operation.kind === 'mutation' && subscribedMutations.has(ANNOUNCE_RECORD_CHANGE) ? await expectChanges(ctx, operation.name, args) : null;
        const result = await handler(ctx, args);
        // The handler's writes have committed: its subscribers hear of it after them...
        if (operation.kind === 'mutation' && subscribedMutations.has(operation.name) && result !== null && result !== undefined)
          await announceMutationResult(ctx.db, operation.name, result);
        // ...and the public of those changes (a hint: a failed read announces nothing and fails nothing).
        const changes = expected ? await expected.after(result).catch(() => []) : [];
        if (ctx.heldRecordChanges) ctx.heldRecordChanges.push(...changes);
        else await announceMutationResults(ctx.db, ANNOUNCE_RECORD_CHANGE, changes);
        return result;
      },
    };
  }

  const subscriptions: GraphQLFieldConfigMap<SubscriptionSource, DataRequestContext> = {};
  for (const subscription of customSubscriptions) {
    for (const mutation of subscription.mutations) {
      const source = declaration.customOperations.find((operation) => operation.kind === 'mutation' && operation.name === mutation);
      if (!source) throw new Error(`${subscription.name}: the custom subscription is declared for ${mutation}, which is not a custom mutation.`);
      if (outputType(source.returns).toString() !== outputType(subscription.returns).toString())
        throw new Error(`${subscription.name}: the custom subscription's type differs from ${mutation}'s.`);
    }
    const extensions: { subscribedMutations: SubscribedMutations } = { subscribedMutations: subscription.mutations };
    subscriptions[subscription.name] = {
      type: outputType(subscription.returns),
      args: Object.fromEntries(subscription.arguments.map((argument) => [argument.name, { type: inputType(argument) }])),
      extensions,
      resolve: (source, args: Record<string, unknown>, ctx) =>
        resolveMutationEvent(ctx, subscription, source, modelTypes.has(subscription.returns.type) ? subscription.returns.type : null, args),
    };
  }
  return { queries, mutations, subscriptions };
}

/** A mutation's announcement, prepared over the local store with the caller's sub (null when a read fails: nothing is announced). */
function expectChanges(ctx: DataRequestContext, mutation: string, args: Record<string, unknown>): Promise<ExpectedRecordChanges | null> {
  const callerSub = ctx.actor.mode === 'apiKey' ? null : ctx.actor.sub;
  return expectRecordChanges(mutation, args, { reads: createSqlRecordsPort(ctx.db), callerSub }).catch(() => null);
}

/**
 * One event of a custom subscription for one subscriber: the caller's mode must pass the
 * subscription's grants (checked by the probe as the subscription starts, and at each event), and
 * a result that is a model's record is there for them only as getX would answer them (the model's
 * rules, an owner rule as a filter); its fields then resolve under the subscriber's field rules.
 */
function resolveMutationEvent(
  ctx: DataRequestContext,
  subscription: DataCustomSubscription,
  source: SubscriptionSource,
  modelName: string | null,
  args: Record<string, unknown>,
): unknown {
  if (!mayCallCustomOperation(subscription, ctx.actor)) throw notAuthorized(subscription.name, 'Subscription');
  if (source.probe || !('mutation' in source) || !subscription.mutations.includes(source.mutation)) return null;
  if (!matchesArgumentFilters(subscription, args, source.result)) return null;
  if (modelName === null) return source.result;
  const access = ctx.accessTo(modelName, 'get');
  if (access.kind === 'denied') return null;
  const readable = (record: unknown) =>
    typeof record === 'object' && record !== null && (access.kind !== 'owned' || isOwnedBy(record as RecordDocument, access.owners));
  if (Array.isArray(source.result)) return source.result.filter(readable);
  return readable(source.result) ? source.result : null;
}

/**
 * AppSync's argument filters: each argument given (not null) must equal the result's field of the
 * same name; a result without that field, or a list, matches no argument given.
 */
function matchesArgumentFilters(subscription: DataCustomSubscription, args: Record<string, unknown>, result: unknown): boolean {
  return subscription.arguments.every(({ name }) => {
    const wanted = Object.hasOwn(args, name) ? args[name] : null;
    if (wanted === null || wanted === undefined) return true;
    if (typeof result !== 'object' || result === null || Array.isArray(result) || !Object.hasOwn(result, name)) return false;
    return (result as Record<string, unknown>)[name] === wanted;
  });
}
