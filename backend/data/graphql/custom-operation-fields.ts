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
import type { DataField, DataModels } from '../declaration/data-model';
import { notAuthorized } from '../operations/data-api-error';
import type { DataRequestContext } from '../operations/request-context';
import { mayCallCustomOperation } from '../policy/decide-custom-access';
import { scalarNamed, type ModelTypes } from './model-types';

type Fields = GraphQLFieldConfigMap<unknown, DataRequestContext>;

/**
 * The custom types and the custom queries and mutations of the declaration, each resolved by its
 * handler in backend/data/custom-operations/ after the caller's mode passed the field's grants.
 * A declared operation without a local handler stops the service at start, naming it.
 */
export function createCustomOperationFields(
  declaration: DataModels,
  enumTypes: Map<string, GraphQLEnumType>,
  modelTypes: Map<string, ModelTypes>,
  handlers: CustomOperationHandlers,
): { queries: Fields; mutations: Fields } {
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
      resolve: (_source, args: Record<string, unknown>, ctx) => {
        if (!mayCallCustomOperation(operation, ctx.actor)) throw notAuthorized(operation.name, typeName);
        return handler(ctx, args);
      },
    };
  }
  return { queries, mutations };
}
