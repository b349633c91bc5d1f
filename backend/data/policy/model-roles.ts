import type { AuthRule, DataModel, ModelOperation } from '../declaration/data-model';

/**
 * A model's rules as AppSync's auth transformer reads them: one role per kind of caller (the API
 * key, a group, any signed-in user, an owner field…), holding what it may do to each declared
 * field. A field with rules of its own starts over for every role, so its rules replace the
 * model's there, and a role named only by a field rule reaches that field alone.
 */
export interface ModelRole {
  /** Who the role admits (a groups rule is split into one role per group). */
  rule: AuthRule;
  /** Per declared field, the operations allowed on it; a field missing here allows none. */
  operationsByField: ReadonlyMap<string, ReadonlySet<ModelOperation>>;
}

export interface ModelRoles {
  /** The declared fields and relationships the rules speak of (not id, timestamps or owner fields the transformer adds). */
  fieldNames: readonly string[];
  roles: readonly ModelRole[];
  /**
   * Fields whose reads are checked per caller (AppSync gives them a field resolver): some role
   * that may read the model may not read the field. Maps each to the roles that may.
   */
  protectedFields: ReadonlyMap<string, readonly ModelRole[]>;
}

const READS: readonly ModelOperation[] = ['get', 'list'];
const rolesByModel = new WeakMap<DataModel, ModelRoles>();

/** The roles of a model, worked out once per declared model. */
export function modelRolesOf(model: DataModel): ModelRoles {
  let roles = rolesByModel.get(model);
  if (!roles) {
    roles = describeRoles(model);
    rolesByModel.set(model, roles);
  }
  return roles;
}

/** Whether `role` may do `operation` to any field (every field when `onEveryField`). */
export function canRoleDo(
  roles: ModelRoles,
  role: ModelRole,
  operation: ModelOperation,
  onEveryField = false,
): boolean {
  const allows = (field: string) => role.operationsByField.get(field)?.has(operation) ?? false;
  return onEveryField ? roles.fieldNames.every(allows) : roles.fieldNames.some(allows);
}

/** Whether `role` may read `field` (a get or a list: a field's check does not know which). */
export function canRoleRead(role: ModelRole, field: string): boolean {
  const operations = role.operationsByField.get(field);
  return operations !== undefined && READS.some((operation) => operations.has(operation));
}

/**
 * AppSync refuses to deploy a model whose required field would need a field check (it could not
 * answer null there): the same declaration stops the local API at start, naming the fields.
 */
export function checkFieldRules(model: DataModel): void {
  const { protectedFields } = modelRolesOf(model);
  const required = model.fields
    .filter((field) => protectedFields.has(field.name))
    .filter((field) => (field.isArray ? !field.isArrayNullable : field.isRequired))
    .map((field) => field.name);
  if (required.length > 0) {
    throw new Error(
      `${model.name}: with field-level authorization rules, every required field needs rules that let each reader of the model read it; ${JSON.stringify(required)} do not (as AppSync's transformer refuses).`,
    );
  }
}

function describeRoles(model: DataModel): ModelRoles {
  const declared = [...model.fields.filter((field) => !field.isImplicit), ...model.relations];
  // A model that declares no field of its own: its rules speak of the record as a whole.
  const fieldNames = declared.length > 0 ? declared.map((field) => field.name) : [model.primaryKey];
  const byKey = new Map<string, { rule: AuthRule; operationsByField: Map<string, Set<ModelOperation>> }>();
  const roleFor = (rule: AuthRule) => {
    const key = roleKeyOf(rule);
    let role = byKey.get(key);
    if (!role) {
      role = { rule, operationsByField: new Map() };
      byKey.set(key, role);
    }
    return role;
  };
  for (const rule of model.rules.flatMap(splitGroups)) {
    const role = roleFor(rule);
    for (const field of fieldNames) role.operationsByField.set(field, new Set(rule.operations));
  }
  for (const field of declared) {
    if (!field.rules) continue;
    for (const role of byKey.values()) role.operationsByField.delete(field.name);
    for (const rule of field.rules.flatMap(splitGroups))
      roleFor(rule).operationsByField.set(field.name, new Set(rule.operations));
  }
  const roles = [...byKey.values()];
  return { fieldNames, roles, protectedFields: findProtectedFields(fieldNames, roles) };
}

/**
 * The fields AppSync's transformer guards with a field resolver: those some role that may get the
 * model may not read. A role for any signed-in user that may read the field stands in for the
 * other user-pool roles there, since it admits all of their callers.
 */
function findProtectedFields(
  fieldNames: readonly string[],
  roles: readonly ModelRole[],
): Map<string, ModelRole[]> {
  const readers = roles.filter((role) =>
    fieldNames.some((field) => role.operationsByField.get(field)?.has('get')),
  );
  const isSignedInRole = (role: ModelRole) =>
    role.rule.provider === 'userPools' && role.rule.strategy === 'private';
  const protectedFields = new Map<string, ModelRole[]>();
  for (const field of fieldNames) {
    const coversUserPools = readers.some(
      (role) => isSignedInRole(role) && READS.every((read) => role.operationsByField.get(field)?.has(read)),
    );
    const fieldReaders = coversUserPools
      ? readers.filter((role) => role.rule.provider !== 'userPools' || isSignedInRole(role))
      : readers;
    const allowed = fieldReaders.filter((role) => canRoleRead(role, field));
    if (allowed.length < fieldReaders.length) protectedFields.set(field, allowed);
  }
  return protectedFields;
}

function splitGroups(rule: AuthRule): AuthRule[] {
  if (rule.strategy !== 'groups') return [rule];
  return (rule.groups ?? []).map((group) => ({ ...rule, groups: [group] }));
}

/** One role per kind of caller, named as the transformer names its roles. */
function roleKeyOf(rule: AuthRule): string {
  switch (rule.strategy) {
    case 'groups':
      return `${rule.provider}:group:${rule.groups?.[0] ?? ''}:${rule.groupClaim ?? 'cognito:groups'}`;
    case 'owner':
      return `${rule.provider}:owner:${rule.ownerField ?? 'owner'}:${(rule.identityClaims ?? []).join('::')}`;
    default:
      return `${rule.provider}:${rule.strategy}`;
  }
}
