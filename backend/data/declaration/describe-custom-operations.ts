import {
  Kind,
  type DocumentNode,
  type FieldDefinitionNode,
  type ObjectTypeDefinitionNode,
  type ObjectTypeExtensionNode,
} from 'graphql';
import { DATA_AUTHORIZATION_MODES } from '../../../amplify/data/authorization-modes';
import type { AuthRule, CustomOperationGrant, DataCustomOperation, DataCustomSubscription, DataCustomType, DataField } from './data-model';
import { readRules } from './read-auth-rules';
import { findDirective, hasDirective, readArguments, readTypeShape } from './read-sdl';

const OPERATION_TYPES = { Query: 'query', Mutation: 'mutation' } as const;

/** AppSync's grant for a field without directives: the API's default authorization mode. */
const DEFAULT_GRANT: CustomOperationGrant =
  DATA_AUTHORIZATION_MODES.defaultAuthorizationMode === 'apiKey'
    ? { provider: 'apiKey' }
    : DATA_AUTHORIZATION_MODES.defaultAuthorizationMode === 'userPool'
      ? { provider: 'userPools', groups: null }
      : { provider: 'iam' };

/**
 * The custom types (`a.customType`), custom queries and mutations (`a.query()`, `a.mutation()`)
 * and custom subscriptions (`a.subscription().for(…)`) of the transformer's SDL: object types
 * without @model, and the fields of `type Query` / `type Mutation` / `type Subscription`, with who
 * may call each from its @aws_* directives.
 */
export function describeCustomOperations(
  document: DocumentNode,
  enumNames: Set<string>,
): { customTypes: DataCustomType[]; customOperations: DataCustomOperation[]; customSubscriptions: DataCustomSubscription[] } {
  const objects = document.definitions.filter(
    (definition): definition is ObjectTypeDefinitionNode | ObjectTypeExtensionNode =>
      definition.kind === Kind.OBJECT_TYPE_DEFINITION || definition.kind === Kind.OBJECT_TYPE_EXTENSION,
  );
  const customTypes: DataCustomType[] = [];
  const customOperations: DataCustomOperation[] = [];
  const customSubscriptions: DataCustomSubscription[] = [];
  for (const object of objects) {
    const typeName = object.name.value;
    if (typeName === 'Subscription') {
      for (const field of object.fields ?? []) customSubscriptions.push(describeSubscription(field, enumNames));
      continue;
    }
    if (Object.hasOwn(OPERATION_TYPES, typeName)) {
      const kind = OPERATION_TYPES[typeName as keyof typeof OPERATION_TYPES];
      for (const field of object.fields ?? []) customOperations.push(describeOperation(kind, field, enumNames));
      continue;
    }
    if (hasDirective(object.directives, 'model')) continue;
    customTypes.push({ name: typeName, fields: (object.fields ?? []).map((field) => describeField(field, enumNames)) });
  }
  return { customTypes, customOperations, customSubscriptions };
}

function describeSubscription(field: FieldDefinitionNode, enumNames: Set<string>): DataCustomSubscription {
  const name = field.name.value;
  const subscribe = findDirective(field.directives, 'aws_subscribe');
  const mutations = subscribe ? readArguments(subscribe).mutations : undefined;
  if (!Array.isArray(mutations) || mutations.length === 0)
    throw new Error(`${name}: a custom subscription names its mutations (.for(a.ref('<mutation>'))).`);
  // Its arguments are AppSync's argument filters: each one given must equal the result's field of that name.
  const filters = (field.arguments ?? []).map((argument) => ({ ...shapeOf(argument.type, enumNames), name: argument.name.value }));
  const grants = readGrants(field);
  return { name, mutations: mutations.map(String), arguments: filters, returns: describeField(field, enumNames), grants: grants.length > 0 ? grants : [DEFAULT_GRANT] };
}

function describeOperation(
  kind: DataCustomOperation['kind'],
  field: FieldDefinitionNode,
  enumNames: Set<string>,
): DataCustomOperation {
  const name = field.name.value;
  // A function handler runs the same rules on AWS as the local handler does here (the local one
  // must exist: custom-operation-fields.ts stops the start otherwise); HTTP data sources have none.
  if (hasDirective(field.directives, 'http'))
    throw new Error(`${name}: HTTP handlers are not served by the local data API.`);
  const grants = readGrants(field);
  return {
    kind,
    name,
    arguments: (field.arguments ?? []).map((argument) => ({
      ...shapeOf(argument.type, enumNames),
      name: argument.name.value,
    })),
    returns: describeField(field, enumNames),
    grants: grants.length > 0 ? grants : [DEFAULT_GRANT],
  };
}

function readGrants(field: FieldDefinitionNode): CustomOperationGrant[] {
  // Operations with a function handler carry @auth rules, which the transformer turns into the
  // same @aws_* directives as the others.
  const auth = findDirective(field.directives, 'auth');
  const grants: CustomOperationGrant[] = auth ? readRules(readArguments(auth).rules).map((rule) => grantOf(field, rule)) : [];
  if (hasDirective(field.directives, 'aws_api_key')) grants.push({ provider: 'apiKey' });
  if (hasDirective(field.directives, 'aws_iam')) grants.push({ provider: 'iam' });
  const userPools = findDirective(field.directives, 'aws_cognito_user_pools');
  if (userPools) {
    const groups = readArguments(userPools).cognito_groups;
    grants.push({ provider: 'userPools', groups: Array.isArray(groups) ? groups.map(String) : null });
  }
  for (const unsupported of ['aws_oidc', 'aws_lambda']) {
    if (hasDirective(field.directives, unsupported))
      throw new Error(`${field.name.value}: @${unsupported} is not served by the local data API.`);
  }
  return grants;
}

function grantOf(field: FieldDefinitionNode, rule: AuthRule): CustomOperationGrant {
  if (rule.provider === 'apiKey' && rule.strategy === 'public') return { provider: 'apiKey' };
  if (rule.provider === 'iam' && (rule.strategy === 'public' || rule.strategy === 'private'))
    return { provider: 'iam', role: rule.strategy === 'public' ? 'unauthenticated' : 'authenticated' };
  if (rule.provider === 'userPools' && rule.strategy === 'private') return { provider: 'userPools', groups: null };
  if (rule.provider === 'userPools' && rule.strategy === 'groups') return { provider: 'userPools', groups: rule.groups ?? [] };
  throw new Error(`${field.name.value}: the rule ${rule.strategy}/${rule.provider} is not served by the local data API.`);
}

function describeField(field: FieldDefinitionNode, enumNames: Set<string>): DataField {
  return { ...shapeOf(field.type, enumNames), name: field.name.value };
}

function shapeOf(type: FieldDefinitionNode['type'], enumNames: Set<string>): Omit<DataField, 'name'> {
  const shape = readTypeShape(type);
  return {
    type: shape.named,
    isEnum: enumNames.has(shape.named),
    isRequired: shape.isRequired,
    isArray: shape.isArray,
    isArrayNullable: shape.isArrayNullable,
    isReadOnly: false,
  };
}
