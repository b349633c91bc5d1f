import { Kind, parse, type FieldDefinitionNode, type ObjectTypeDefinitionNode } from 'graphql';
import type { AuthRule, DataField, DataModel, DataModels, DataRelation } from './data-model';
import { readValidations } from './read-validations';
import type { ModelIntrospection } from './model-introspection';
import { describeCustomOperations } from './describe-custom-operations';
import { readRules } from './read-auth-rules';
import { findDirective, hasDirective, readArguments, readTypeShape } from './read-sdl';

const RELATION_DIRECTIVES = { belongsTo: 'belongsTo', hasMany: 'hasMany', hasOne: 'hasOne' } as const;

/**
 * Reads the schema Gen 2's builder hands the AppSync transformer (`schema.transform().schema`)
 * into typed models, fields, relations, indexes and rules. Plural and index names come from the
 * model introspection generated from the same text, so they are the names the client uses.
 */
export function describeDataModels(sdl: string, introspection: ModelIntrospection): DataModels {
  const document = parse(sdl);
  const enums = document.definitions.flatMap((definition) =>
    definition.kind === Kind.ENUM_TYPE_DEFINITION
      ? [{ name: definition.name.value, values: (definition.values ?? []).map((value) => value.name.value) }]
      : [],
  );
  const enumNames = new Set(enums.map((definition) => definition.name));
  const modelDefinitions = document.definitions.filter(
    (definition): definition is ObjectTypeDefinitionNode =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION && hasDirective(definition.directives, 'model'),
  );
  const modelNames = new Set(modelDefinitions.map((definition) => definition.name.value));
  const models = modelDefinitions.map((definition) =>
    describeModel(definition, { enumNames, modelNames, introspection }),
  );
  return { models, enums, ...describeCustomOperations(document, enumNames) };
}

interface DescribeContext {
  enumNames: Set<string>;
  modelNames: Set<string>;
  introspection: ModelIntrospection;
}

function describeModel(definition: ObjectTypeDefinitionNode, context: DescribeContext): DataModel {
  const name = definition.name.value;
  const models = context.introspection.models;
  const introspected = Object.hasOwn(models, name) ? models[name] : undefined;
  if (!introspected) throw new Error(`The model introspection has no model ${name}.`);
  const fields: DataField[] = [];
  const relations: DataRelation[] = [];
  const indexes: DataModel['indexes'] = [];
  let primaryKey = 'id';

  for (const field of definition.fields ?? []) {
    const shape = readTypeShape(field.type);
    const fieldRules = readFieldRules(field);
    const relation = describeRelation(field, shape.named, context.modelNames);
    if (relation) {
      relations.push(fieldRules ? { ...relation, rules: fieldRules } : relation);
      continue;
    }
    const validations = readValidations(`${name}.${field.name.value}`, field.directives, shape);
    fields.push({
      name: field.name.value,
      type: shape.named,
      isEnum: context.enumNames.has(shape.named),
      isRequired: shape.isRequired,
      isArray: shape.isArray,
      isArrayNullable: shape.isArrayNullable,
      isReadOnly: false,
      ...(fieldRules ? { rules: fieldRules } : {}),
      ...(validations.length > 0 ? { validations } : {}),
    });
    if (hasDirective(field.directives, 'primaryKey')) primaryKey = field.name.value;
    const index = findDirective(field.directives, 'index');
    if (index) {
      const args = readArguments(index);
      const queryField = String(args.queryField ?? '');
      const key = introspected.attributes?.find(
        (attribute) => attribute.type === 'key' && attribute.properties?.queryField === queryField,
      );
      indexes.push({
        name: String(args.name ?? key?.properties?.name ?? queryField),
        queryField,
        partitionKey: field.name.value,
        sortKeys: Array.isArray(args.sortKeyFields) ? args.sortKeyFields.map(String) : [],
      });
    }
  }

  const authDirective = findDirective(definition.directives, 'auth');
  const rules = authDirective ? readRules(readArguments(authDirective).rules) : [];
  const has = (fieldName: string) => fields.some((field) => field.name === fieldName);
  if (!has('id')) fields.unshift(scalarField('id', 'ID', { isRequired: true }));
  for (const timestamp of ['createdAt', 'updatedAt']) {
    if (!has(timestamp))
      fields.push(scalarField(timestamp, 'AWSDateTime', { isRequired: true, isReadOnly: true }));
  }
  // The transformer adds the owner field of every owner rule, the model's and the fields' alike.
  const fieldRules = [...fields, ...relations].flatMap((field) => field.rules ?? []);
  for (const rule of [...rules, ...fieldRules]) {
    if (rule.ownerField && !has(rule.ownerField))
      fields.push(scalarField(rule.ownerField, 'String', { isReadOnly: true }));
  }
  return {
    name,
    pluralName: introspected.pluralName,
    primaryKey,
    fields,
    relations,
    indexes,
    rules,
    timestamps: { createdAt: 'createdAt', updatedAt: 'updatedAt' },
    ...(isDisabled(definition, 'subscriptions') ? { areSubscriptionsDisabled: true } : {}),
    ...(isDisabled(definition, 'mutations') ? { areMutationsDisabled: true } : {}),
  };
}

/** A field's own `@auth(rules: …)`, or undefined when the model's rules govern it. */
function readFieldRules(field: FieldDefinitionNode): AuthRule[] | undefined {
  const directive = findDirective(field.directives, 'auth');
  return directive ? readRules(readArguments(directive).rules) : undefined;
}

/** Whether `@model(<operations>: null)` turns a model's generated subscriptions or mutations off. */
function isDisabled(definition: ObjectTypeDefinitionNode, operations: 'subscriptions' | 'mutations'): boolean {
  const model = findDirective(definition.directives, 'model');
  const args = model ? readArguments(model) : {};
  return Object.hasOwn(args, operations) && args[operations] === null;
}

function scalarField(
  name: string,
  type: string,
  options: { isRequired?: boolean; isReadOnly?: boolean },
): DataField {
  return {
    name,
    type,
    isEnum: false,
    isRequired: options.isRequired ?? false,
    isArray: false,
    isArrayNullable: false,
    isReadOnly: options.isReadOnly ?? false,
    isImplicit: true,
  };
}

function describeRelation(
  field: FieldDefinitionNode,
  typeName: string,
  modelNames: Set<string>,
): DataRelation | null {
  for (const kind of Object.keys(RELATION_DIRECTIVES) as (keyof typeof RELATION_DIRECTIVES)[]) {
    const directive = findDirective(field.directives, kind);
    if (!directive) continue;
    if (!modelNames.has(typeName))
      throw new Error(`${field.name.value}: @${kind} must point at a model, not ${typeName}.`);
    const references = readArguments(directive).references;
    if (!Array.isArray(references) || references.length === 0) {
      throw new Error(
        `${field.name.value}: @${kind} needs reference fields (Gen 2's a.${kind}('Model', 'field')).`,
      );
    }
    return { name: field.name.value, kind, relatedModel: typeName, referenceFields: references.map(String) };
  }
  return null;
}
