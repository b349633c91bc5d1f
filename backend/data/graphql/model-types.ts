import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLNonNull,
  GraphQLObjectType,
  GraphQLString,
  type GraphQLFieldConfigMap,
  type GraphQLInputFieldConfigMap,
  type GraphQLInputType,
  type GraphQLOutputType,
  type GraphQLScalarType,
} from 'graphql';
import { ownValue } from '../../core/own-property';
import type { DataField, DataModel, DataModels } from '../declaration/data-model';
import { findModel } from '../declaration/data-model';
import type { ListArguments } from '../operations/read-operations';
import type { DataRequestContext } from '../operations/request-context';
import type { Page } from '../store/list-page';
import type { RecordDocument } from '../store/record-store';
import { AWS_SCALARS } from './aws-scalars';
import type { SharedInputTypes } from './filter-input-types';
import { guardFieldReads } from './guard-field-reads';

export const BUILT_IN_SCALARS: Record<string, GraphQLScalarType> = {
  ID: GraphQLID,
  String: GraphQLString,
  Int: GraphQLInt,
  Float: GraphQLFloat,
  Boolean: GraphQLBoolean,
};

/** The built-in or AWS scalar of a declared type name; a name Object.prototype answers is none. */
export function scalarNamed(name: string): GraphQLScalarType | undefined {
  if (Object.hasOwn(BUILT_IN_SCALARS, name)) return BUILT_IN_SCALARS[name];
  return Object.hasOwn(AWS_SCALARS, name) ? AWS_SCALARS[name] : undefined;
}

export interface ModelTypes {
  object: GraphQLObjectType;
  connection: GraphQLObjectType;
  filter: GraphQLInputObjectType;
  condition: GraphQLInputObjectType;
  create: GraphQLInputObjectType;
  update: GraphQLInputObjectType;
  delete: GraphQLInputObjectType;
}

/** Every model's object, connection and input types, named as AppSync's transformer names them. */
export function createModelTypes(
  declaration: DataModels,
  enumTypes: Map<string, GraphQLEnumType>,
  shared: SharedInputTypes,
): Map<string, ModelTypes> {
  const types = new Map<string, ModelTypes>();
  const scalarOf = (field: DataField) => (field.isEnum ? enumTypes.get(field.type) : scalarNamed(field.type));
  const typeOf = (field: DataField, options: { isInput: boolean; isRequired: boolean }) => {
    const named = scalarOf(field);
    if (!named) throw new Error(`${field.name}: unsupported type ${field.type}.`);
    if (field.isArray) {
      const item = field.isRequired ? new GraphQLNonNull(named) : named;
      const list = new GraphQLList(item);
      return !field.isArrayNullable && options.isRequired ? new GraphQLNonNull(list) : list;
    }
    return options.isRequired && field.isRequired ? new GraphQLNonNull(named) : named;
  };
  const modelTypes = (name: string) => types.get(name) as ModelTypes;

  for (const model of declaration.models) {
    const object: GraphQLObjectType = new GraphQLObjectType<RecordDocument, DataRequestContext>({
      name: model.name,
      fields: () =>
        objectFields(
          model,
          declaration,
          modelTypes,
          (field) => typeOf(field, { isInput: false, isRequired: true }) as GraphQLOutputType,
          shared,
        ),
    });
    const connection = new GraphQLObjectType({
      name: `Model${model.name}Connection`,
      fields: () => ({
        items: {
          type: new GraphQLNonNull(new GraphQLList(object)),
          // A long page is completed over several turns of the event loop (protocol/pace-list-items.ts).
          resolve: (page: Page, _args, ctx: DataRequestContext, info) =>
            ctx.pacer ? ctx.pacer.pace(page.items, info) : page.items,
        },
        nextToken: { type: GraphQLString },
      }),
    });
    const filter: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: `Model${model.name}FilterInput`,
      fields: () => ({
        ...Object.fromEntries(
          model.fields.map((field) => [field.name, { type: shared.filterInputFor(field) }]),
        ),
        and: { type: new GraphQLList(filter) },
        or: { type: new GraphQLList(filter) },
        not: { type: filter },
      }),
    });
    const condition: GraphQLInputObjectType = new GraphQLInputObjectType({
      name: `Model${model.name}ConditionInput`,
      fields: () => ({
        ...Object.fromEntries(
          model.fields
            .filter((field) => field.name !== model.primaryKey)
            .map((field) => [field.name, { type: shared.filterInputFor(field) }]),
        ),
        and: { type: new GraphQLList(condition) },
        or: { type: new GraphQLList(condition) },
        not: { type: condition },
      }),
    });
    const writable = model.fields.filter((field) => !field.isReadOnly);
    const inputFields = (isCreate: boolean): GraphQLInputFieldConfigMap =>
      Object.fromEntries(
        writable.map((field) => {
          const isKey = field.name === model.primaryKey;
          const isRequired = isCreate ? field.isRequired && !isKey : isKey;
          return [
            field.name,
            {
              type:
                isKey && !isCreate
                  ? new GraphQLNonNull(GraphQLID)
                  : (typeOf(field, { isInput: true, isRequired }) as GraphQLInputType),
            },
          ];
        }),
      );
    types.set(model.name, {
      object,
      connection,
      filter,
      condition,
      create: new GraphQLInputObjectType({
        name: `Create${model.name}Input`,
        fields: () => inputFields(true),
      }),
      update: new GraphQLInputObjectType({
        name: `Update${model.name}Input`,
        fields: () => inputFields(false),
      }),
      delete: new GraphQLInputObjectType({
        name: `Delete${model.name}Input`,
        fields: { [model.primaryKey]: { type: new GraphQLNonNull(GraphQLID) } },
      }),
    });
  }
  return types;
}

function objectFields(
  model: DataModel,
  declaration: DataModels,
  modelTypes: (name: string) => ModelTypes,
  outputTypeOf: (field: DataField) => GraphQLOutputType,
  shared: SharedInputTypes,
): GraphQLFieldConfigMap<RecordDocument, DataRequestContext> {
  const fields: GraphQLFieldConfigMap<RecordDocument, DataRequestContext> = {};
  const rules = [
    ...model.rules,
    ...[...model.fields, ...model.relations].flatMap((field) => field.rules ?? []),
  ];
  const ownerFields = new Set(rules.flatMap((rule) => (rule.ownerField ? [rule.ownerField] : [])));
  for (const field of model.fields) {
    fields[field.name] = { type: outputTypeOf(field) };
    // Gen 2 stores `<sub>::<username>` but answers the username alone, as AppSync's owner field resolver does.
    if (ownerFields.has(field.name))
      fields[field.name].resolve = (record) => lastOwnerPart(ownValue(record, field.name));
  }
  for (const relation of model.relations) {
    const related = modelTypes(relation.relatedModel);
    if (relation.kind === 'hasMany') {
      fields[relation.name] = {
        type: related.connection,
        args: {
          filter: { type: related.filter },
          sortDirection: { type: shared.ModelSortDirection },
          limit: { type: GraphQLInt },
          nextToken: { type: GraphQLString },
        },
        resolve: (record, args, ctx) => ctx.loaders.loadMany(model, relation, record, args as ListArguments),
      };
    } else {
      // Gen 2's hasOne keeps the reference on the other model; no model here declares one yet.
      if (relation.kind === 'hasOne')
        throw new Error(`${model.name}.${relation.name}: hasOne is not served by the local data API yet.`);
      findModel(declaration, relation.relatedModel);
      fields[relation.name] = {
        type: related.object,
        resolve: (record, _args, ctx) => ctx.loaders.loadRelated(model, relation, record),
      };
    }
  }
  return guardFieldReads(model, fields, ownerFields);
}

function lastOwnerPart(value: unknown): unknown {
  if (typeof value === 'string') return value.split('::').pop();
  if (Array.isArray(value))
    return value.map((item) => (typeof item === 'string' ? item.split('::').pop() : item));
  return value;
}
