import { allResources, type StackTemplate } from './cloud-assembly';
import { resolveReferences } from './template-references';

export interface KeySchema {
  hash: string;
  range?: string;
}

/** A model table as the templates declare it (Gen 2's table manager or a plain DynamoDB table). */
export interface SynthesisedTable {
  /** `Profile` for `Profile-<api id>-NONE`, the name Gen 2 gives a model's table. */
  model: string;
  stackPath: string;
  logicalId: string;
  key: KeySchema;
  indexes: Map<string, KeySchema>;
  attributeTypes: Map<string, string>;
}

/** A function of the deployment, by its `amplify:friendly-name` tag, with its `<MODEL>_TABLE` variables. */
export interface SynthesisedFunction {
  name: string;
  stackPath: string;
  /** Each `*_TABLE` variable and the table resources its value is made from (a table's ARN, here). */
  tableVariables: Map<string, { stackPath: string; logicalId: string }[]>;
}

const TABLE_TYPES = new Set(['Custom::AmplifyDynamoDBTable', 'AWS::DynamoDB::Table']);

// Gen 2's table manager spells the properties in camelCase, AWS::DynamoDB::Table in PascalCase.
const prop = (source: unknown, name: string): unknown => {
  if (typeof source !== 'object' || source === null) return undefined;
  const record = source as Record<string, unknown>;
  return record[name] ?? record[`${name[0].toUpperCase()}${name.slice(1)}`];
};
const list = (value: unknown): unknown[] => (Array.isArray(value) ? value : []);

function keySchemaOf(schema: unknown): KeySchema {
  const key: KeySchema = { hash: '' };
  for (const element of list(schema)) {
    const name = String(prop(element, 'attributeName'));
    if (prop(element, 'keyType') === 'HASH') key.hash = name;
    else key.range = name;
  }
  return key;
}

/** The literal start of a `Fn::Join` table name: `Profile-` in `Profile-${ApiId}-NONE`. */
function modelOfTableName(tableName: unknown): string | null {
  const join = prop(tableName, 'Fn::Join') as [string, unknown[]] | undefined;
  const first = typeof tableName === 'string' ? tableName : join?.[1]?.[0];
  return typeof first === 'string' ? (/^([A-Za-z0-9]+)-/.exec(first)?.[1] ?? null) : null;
}

export function synthesisedTablesOf(root: StackTemplate): SynthesisedTable[] {
  return allResources(root)
    .filter(({ resource }) => TABLE_TYPES.has(resource.Type))
    // A table CDK names (no tableName: the figures tables amplify/backend.ts declares) holds no model.
    .filter(({ resource }) => prop(resource.Properties ?? {}, 'tableName') !== undefined)
    .map(({ stack, logicalId, resource }) => {
      const properties = resource.Properties ?? {};
      const model = modelOfTableName(prop(properties, 'tableName'));
      if (!model) throw new Error(`${stack.path}/${logicalId}: a table whose name names no model.`);
      return {
        model,
        stackPath: stack.path,
        logicalId,
        key: keySchemaOf(prop(properties, 'keySchema')),
        indexes: new Map(list(prop(properties, 'globalSecondaryIndexes')).map((index) => [String(prop(index, 'indexName')), keySchemaOf(prop(index, 'keySchema'))])),
        attributeTypes: new Map(list(prop(properties, 'attributeDefinitions')).map((definition) => [String(prop(definition, 'attributeName')), String(prop(definition, 'attributeType'))])),
      };
    });
}

export function synthesisedFunctionsOf(root: StackTemplate): SynthesisedFunction[] {
  return allResources(root)
    .filter(({ resource }) => resource.Type === 'AWS::Lambda::Function')
    .flatMap(({ stack, resource }) => {
      const tags = list(resource.Properties?.Tags) as { Key: string; Value: string }[];
      const name = tags.find((tag) => tag.Key === 'amplify:friendly-name')?.Value;
      if (!name) return [];
      const variables = (prop(resource.Properties?.Environment, 'variables') ?? {}) as Record<string, unknown>;
      const tableVariables = new Map(
        Object.entries(variables)
          .filter(([variable]) => variable.endsWith('_TABLE'))
          .map(([variable, value]) => [variable, resolveReferences(stack, value).map((found) => ({ stackPath: found.stack.path, logicalId: found.target }))]),
      );
      return [{ name, stackPath: stack.path, tableVariables }];
    });
}
