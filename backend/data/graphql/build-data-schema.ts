import {
  GraphQLEnumType,
  GraphQLID,
  GraphQLInt,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLSchema,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputObjectType,
  type GraphQLInputType,
} from 'graphql';
import { CUSTOM_OPERATION_HANDLERS, type CustomOperationHandlers } from '../custom-operations';
import type { DataModels } from '../declaration/data-model';
import {
  fieldOf,
  getRecord,
  listRecords,
  queryIndex,
  type ListArguments,
} from '../operations/read-operations';
import type { DataRequestContext } from '../operations/request-context';
import { createRecord, deleteRecord, updateRecord } from '../operations/write-operations';
import { checkFieldRules } from '../policy/model-roles';
import type { FilterInput } from '../store/compile-filter';
import { AWS_SCALARS } from './aws-scalars';
import { createCustomOperationFields } from './custom-operation-fields';
import { createSharedInputTypes } from './filter-input-types';
import { createModelTypes } from './model-types';
import { createSubscriptionFields } from './subscription-fields';

type Fields = GraphQLFieldConfigMap<unknown, DataRequestContext>;
type MutationArgs = { input?: Record<string, unknown>; condition?: FilterInput | null };

function createDeclarationTypes(declaration: DataModels) {
  const enumTypes = new Map(
    declaration.enums.map((definition) => [
      definition.name,
      new GraphQLEnumType({
        name: definition.name,
        values: Object.fromEntries(definition.values.map((value) => [value, {}])),
      }),
    ]),
  );
  const shared = createSharedInputTypes(declaration.enums, enumTypes);
  return { enumTypes, shared, types: createModelTypes(declaration, enumTypes, shared) };
}

/**
 * Each model's CreateXInput, also for models whose generated mutations are off: what a record
 * written by the server itself (sample content) is checked against, field by field.
 */
export function createRecordInputTypes(declaration: DataModels): ReadonlyMap<string, GraphQLInputObjectType> {
  const { types } = createDeclarationTypes(declaration);
  return new Map([...types].map(([name, modelTypes]) => [name, modelTypes.create]));
}

/**
 * The GraphQL schema AppSync's transformer would make from the declaration: getX, listXs, the
 * index queries and createX / updateX / deleteX per model, each resolved by the operation layer,
 * plus the declared custom queries and mutations, each resolved by its handler, and the generated
 * onCreateX / onUpdateX / onDeleteX subscriptions and the declared custom subscriptions, served
 * over the real-time endpoint (realtime/).
 */
export function buildDataSchema(
  declaration: DataModels,
  customHandlers: CustomOperationHandlers = CUSTOM_OPERATION_HANDLERS,
): GraphQLSchema {
  const { enumTypes, shared, types } = createDeclarationTypes(declaration);
  const queries: Fields = {};
  const mutations: Fields = {};

  for (const model of declaration.models) {
    checkFieldRules(model);
    const { object, connection, filter, condition, create, update, delete: remove } = types.get(model.name)!;
    const getName = `get${model.name}`;
    queries[getName] = {
      type: object,
      args: { [model.primaryKey]: { type: new GraphQLNonNull(GraphQLID) } },
      resolve: (_source, args: Record<string, string>, ctx) =>
        getRecord(ctx, model, args[model.primaryKey], getName),
    };
    const listName = `list${model.pluralName}`;
    queries[listName] = {
      type: connection,
      args: { filter: { type: filter }, limit: { type: GraphQLInt }, nextToken: { type: GraphQLString } },
      resolve: (_source, args: ListArguments, ctx) => listRecords(ctx, model, args, listName),
    };
    for (const index of model.indexes) {
      const partition = fieldOf(model, index.partitionKey);
      const partitionType = (
        partition.isEnum
          ? enumTypes.get(partition.type)
          : partition.type === 'ID'
            ? GraphQLID
            : partition.type === 'Int'
              ? GraphQLInt
              : GraphQLString
      ) as GraphQLInputType;
      const sortArgs =
        index.sortKeys.length === 1
          ? { [index.sortKeys[0]]: { type: shared.keyConditionFor(fieldOf(model, index.sortKeys[0])) } }
          : {};
      if (index.sortKeys.length > 1)
        throw new Error(
          `${model.name}.${index.name}: composite sort keys are not served by the local data API yet.`,
        );
      queries[index.queryField] = {
        type: connection,
        args: {
          [index.partitionKey]: { type: new GraphQLNonNull(partitionType) },
          ...sortArgs,
          sortDirection: { type: shared.ModelSortDirection },
          filter: { type: filter },
          limit: { type: GraphQLInt },
          nextToken: { type: GraphQLString },
        },
        resolve: (_source, args: ListArguments, ctx) => queryIndex(ctx, model, index, args, index.queryField),
      };
    }
    // disableOperations(['mutations']): the model is written only by custom mutations.
    if (model.areMutationsDisabled) continue;
    const mutationArgs = (input: GraphQLInputType) => ({
      input: { type: new GraphQLNonNull(input) },
      condition: { type: condition },
    });
    const createName = `create${model.name}`;
    const updateName = `update${model.name}`;
    const deleteName = `delete${model.name}`;
    mutations[createName] = {
      type: object,
      args: mutationArgs(create),
      resolve: (_source, args: MutationArgs, ctx) => createRecord(ctx, model, args.input ?? {}, createName),
    };
    mutations[updateName] = {
      type: object,
      args: mutationArgs(update),
      resolve: (_source, args: MutationArgs, ctx) =>
        updateRecord(ctx, model, args.input ?? {}, args.condition, updateName),
    };
    mutations[deleteName] = {
      type: object,
      args: mutationArgs(remove),
      resolve: (_source, args: MutationArgs, ctx) =>
        deleteRecord(ctx, model, args.input ?? {}, args.condition, deleteName),
    };
  }

  const custom = createCustomOperationFields(declaration, enumTypes, types, customHandlers);
  for (const [name, field] of [...Object.entries(custom.queries), ...Object.entries(custom.mutations)]) {
    if (Object.hasOwn(queries, name) || Object.hasOwn(mutations, name))
      throw new Error(`The custom operation ${name} clashes with a model operation.`);
    (Object.hasOwn(custom.queries, name) ? queries : mutations)[name] = field;
  }

  const subscriptions = createSubscriptionFields(
    declaration,
    new Map([...types].map(([name, modelTypes]) => [name, modelTypes.object])),
  );
  for (const [name, field] of Object.entries(custom.subscriptions)) {
    if (Object.hasOwn(subscriptions, name)) throw new Error(`The custom subscription ${name} clashes with a model subscription.`);
    subscriptions[name] = field;
  }
  return new GraphQLSchema({
    query: new GraphQLObjectType({ name: 'Query', fields: queries }),
    mutation: new GraphQLObjectType({ name: 'Mutation', fields: mutations }),
    subscription:
      Object.keys(subscriptions).length > 0 ? new GraphQLObjectType({ name: 'Subscription', fields: subscriptions }) : undefined,
    types: Object.values(AWS_SCALARS),
  });
}
