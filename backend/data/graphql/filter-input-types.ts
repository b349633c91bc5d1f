import {
  GraphQLBoolean,
  GraphQLEnumType,
  GraphQLFloat,
  GraphQLID,
  GraphQLInputObjectType,
  GraphQLInt,
  GraphQLList,
  GraphQLString,
  type GraphQLInputType,
} from 'graphql';
import type { DataEnum, DataField } from '../declaration/data-model';

/** AppSync's shared input types, named exactly as the transformer names them (the client sends these names). */
export function createSharedInputTypes(enums: DataEnum[], enumTypes: Map<string, GraphQLEnumType>) {
  const ModelAttributeTypes = new GraphQLEnumType({
    name: 'ModelAttributeTypes',
    values: Object.fromEntries(
      [
        'binary',
        'binarySet',
        'bool',
        'list',
        'map',
        'number',
        'numberSet',
        'string',
        'stringSet',
        '_null',
      ].map((value) => [value, {}]),
    ),
  });
  const ModelSortDirection = new GraphQLEnumType({
    name: 'ModelSortDirection',
    values: { ASC: {}, DESC: {} },
  });
  const ModelSizeInput = new GraphQLInputObjectType({
    name: 'ModelSizeInput',
    fields: { ...comparisons(GraphQLInt), between: { type: new GraphQLList(GraphQLInt) } },
  });
  const scalarFilter = (name: string, type: GraphQLInputType, isStringLike: boolean) =>
    new GraphQLInputObjectType({
      name,
      fields: {
        ...comparisons(type),
        ...(isStringLike ? { contains: { type }, notContains: { type } } : {}),
        between: { type: new GraphQLList(type) },
        ...(isStringLike ? { beginsWith: { type } } : {}),
        attributeExists: { type: GraphQLBoolean },
        attributeType: { type: ModelAttributeTypes },
        ...(isStringLike ? { size: { type: ModelSizeInput } } : {}),
      },
    });
  const ModelStringInput = scalarFilter('ModelStringInput', GraphQLString, true);
  const ModelIDInput = scalarFilter('ModelIDInput', GraphQLID, true);
  const ModelIntInput = scalarFilter('ModelIntInput', GraphQLInt, false);
  const ModelFloatInput = scalarFilter('ModelFloatInput', GraphQLFloat, false);
  const ModelBooleanInput = new GraphQLInputObjectType({
    name: 'ModelBooleanInput',
    fields: {
      ne: { type: GraphQLBoolean },
      eq: { type: GraphQLBoolean },
      attributeExists: { type: GraphQLBoolean },
      attributeType: { type: ModelAttributeTypes },
    },
  });
  const enumFilters = new Map<string, GraphQLInputObjectType>();
  for (const { name } of enums) {
    const type = enumTypes.get(name) as GraphQLEnumType;
    enumFilters.set(
      name,
      new GraphQLInputObjectType({ name: `Model${name}Input`, fields: { eq: { type }, ne: { type } } }),
    );
  }
  const keyCondition = (name: string, type: GraphQLInputType, isStringLike: boolean) =>
    new GraphQLInputObjectType({
      name,
      fields: {
        eq: { type },
        le: { type },
        lt: { type },
        ge: { type },
        gt: { type },
        between: { type: new GraphQLList(type) },
        ...(isStringLike ? { beginsWith: { type } } : {}),
      },
    });
  const keyConditions: Record<string, GraphQLInputObjectType> = {
    String: keyCondition('ModelStringKeyConditionInput', GraphQLString, true),
    ID: keyCondition('ModelIDKeyConditionInput', GraphQLID, true),
    Int: keyCondition('ModelIntKeyConditionInput', GraphQLInt, false),
    Float: keyCondition('ModelFloatKeyConditionInput', GraphQLFloat, false),
  };

  /** The filter input of a field: ID → ModelIDInput, Int → ModelIntInput, AWS string scalars → ModelStringInput… */
  const filterInputFor = (field: DataField): GraphQLInputObjectType => {
    if (field.isEnum) return enumFilters.get(field.type) as GraphQLInputObjectType;
    switch (field.type) {
      case 'ID':
        return ModelIDInput;
      case 'Int':
      case 'AWSTimestamp':
        return ModelIntInput;
      case 'Float':
        return ModelFloatInput;
      case 'Boolean':
        return ModelBooleanInput;
      default:
        return ModelStringInput;
    }
  };

  /** The key-condition input of a sort key; string-like types (dates, enums…) use the String one, as the client expects. */
  const keyConditionFor = (field: DataField): GraphQLInputObjectType => {
    if (field.type === 'ID') return keyConditions.ID;
    if (field.type === 'Int' || field.type === 'AWSTimestamp') return keyConditions.Int;
    if (field.type === 'Float') return keyConditions.Float;
    return keyConditions.String;
  };

  return { ModelSortDirection, filterInputFor, keyConditionFor };
}

export type SharedInputTypes = ReturnType<typeof createSharedInputTypes>;

function comparisons(type: GraphQLInputType) {
  return { ne: { type }, eq: { type }, le: { type }, lt: { type }, ge: { type }, gt: { type } };
}
