/**
 * A model's selection set (Amplify's dotted paths: 'title', 'profile.username') as GraphQL text,
 * the way the Data client writes it for a `get`, from the model introspection in
 * amplify_outputs.json. The client's own builder is internal to @aws-amplify/data-schema; this one
 * serves the documents the site writes itself (a page of records in one request, read-records.ts).
 * Fields are named one by one: no wildcards, and no hasMany lists (each has its own paged query).
 */

type FieldType = string | { model: string } | { nonModel: string } | { enum: string };
type IntrospectedField = { name: string; type: FieldType; isArray?: boolean; association?: { connectionType?: string } };
type IntrospectedType = { fields: Record<string, IntrospectedField> };

export type ModelIntrospection = {
  models: Record<string, IntrospectedType & { primaryKeyInfo?: { primaryKeyFieldName?: string } }>;
  nonModels: Record<string, IntrospectedType>;
};

/** A tree of selected fields: a leaf is `true`, a field with a sub-selection its own tree. */
type Selection = Map<string, Selection | true>;

export function selectionSetText(introspection: ModelIntrospection, modelName: string, paths: readonly string[]): string {
  const model = typeOf(introspection.models, modelName);
  const root: Selection = new Map();
  for (const path of paths) select(introspection, model, modelName, path.split('.'), root);
  return render(root);
}

function select(introspection: ModelIntrospection, type: IntrospectedType, typeName: string, path: readonly string[], into: Selection): void {
  const [name, ...rest] = path;
  const field = Object.hasOwn(type.fields, name) ? type.fields[name] : undefined;
  if (!field) throw new Error(`${typeName} has no field ${name}.`);
  if (isLeaf(field)) {
    if (rest.length > 0) throw new Error(`${typeName}.${name} has no fields to select.`);
    into.set(name, true);
    return;
  }
  if (rest.length === 0) throw new Error(`${typeName}.${name} needs the fields to select from it.`);
  const fieldType = field.type as { model?: string; nonModel?: string };
  if (fieldType.model !== undefined && (field.isArray || field.association?.connectionType === 'HAS_MANY'))
    throw new Error(`${typeName}.${name} is a list of records: read it by its own query.`);
  const nestedName = fieldType.model ?? fieldType.nonModel ?? '';
  const nested = typeOf(fieldType.model !== undefined ? introspection.models : introspection.nonModels, nestedName);
  const existing = into.get(name);
  const selection = existing instanceof Map ? existing : new Map<string, Selection | true>();
  into.set(name, selection);
  select(introspection, nested, nestedName, rest, selection);
}

const isLeaf = (field: IntrospectedField) => typeof field.type === 'string' || 'enum' in field.type;

function typeOf(types: Record<string, IntrospectedType>, name: string): IntrospectedType {
  const type = Object.hasOwn(types, name) ? types[name] : undefined;
  if (!type) throw new Error(`The model introspection has no type ${name}.`);
  return type;
}

function render(selection: Selection): string {
  return [...selection].map(([name, nested]) => (nested === true ? name : `${name} { ${render(nested)} }`)).join(' ');
}
