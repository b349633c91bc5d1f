import type { DataField, DataModel } from '../declaration/data-model';
import { RefusalError } from './refusal-error';
import { jsonPath, numericPath, SqlParams, stringPath, textPath } from './sql-params';

/** A filter or condition input as the GraphQL layer hands it over (already type-checked). */
export type FilterInput = { [key: string]: unknown };

export class FilterError extends RefusalError {
  constructor(message: string) {
    super(message);
    this.name = 'FilterError';
  }
}

/**
 * DynamoDB's attribute types as AppSync's ModelAttributeTypes names them, mapped onto JSON types.
 * Tables here are Maps, so a name Object.prototype answers (`constructor`) is no type or operator.
 */
const ATTRIBUTE_TYPES = new Map<string, string[]>(
  Object.entries({
    string: ['string'],
    number: ['number'],
    bool: ['boolean'],
    list: ['array'],
    map: ['object'],
    _null: ['null'],
    binary: [],
    binarySet: [],
    numberSet: [],
    stringSet: [],
  }),
);

const NUMERIC_TYPES = new Set(['Int', 'Float', 'AWSTimestamp']);

/**
 * AppSync's filter and condition inputs (eq, ne, le, lt, ge, gt, contains, notContains, between,
 * beginsWith, attributeExists, attributeType, size; and, or, not) as one SQL boolean expression
 * over the record's JSONB document, with DynamoDB's meaning for missing attributes.
 */
export function compileFilter(
  model: DataModel,
  filter: FilterInput | null | undefined,
  params: SqlParams,
): string {
  if (!filter) return 'TRUE';
  const parts: string[] = [];
  for (const [key, value] of Object.entries(filter)) {
    if (value === undefined) continue;
    if (key === 'and' || key === 'or') {
      const items = Array.isArray(value) ? value : [value];
      const compiled = items.map((item) => compileFilter(model, item as FilterInput, params));
      if (compiled.length === 0) parts.push(key === 'and' ? 'TRUE' : 'FALSE');
      else parts.push(`(${compiled.join(key === 'and' ? ' AND ' : ' OR ')})`);
    } else if (key === 'not') {
      parts.push(`NOT coalesce(${compileFilter(model, value as FilterInput, params)}, FALSE)`);
    } else {
      const field = model.fields.find((candidate) => candidate.name === key);
      if (!field) throw new FilterError(`The field ${key} is not defined for type ${model.name}.`);
      if (value === null) continue;
      parts.push(compileFieldConditions(field, value as FilterInput, params));
    }
  }
  return parts.length === 0 ? 'TRUE' : parts.length === 1 ? parts[0] : `(${parts.join(' AND ')})`;
}

function compileFieldConditions(field: DataField, conditions: FilterInput, params: SqlParams): string {
  const parts: string[] = [];
  for (const [operator, operand] of Object.entries(conditions)) {
    if (operand === undefined) continue;
    parts.push(compileCondition(field, operator, operand, params));
  }
  return parts.length === 0 ? 'TRUE' : `(${parts.join(' AND ')})`;
}

function compileCondition(field: DataField, operator: string, operand: unknown, params: SqlParams): string {
  const json = jsonPath(field.name);
  switch (operator) {
    case 'eq':
      return operand === null
        ? `(${json} = 'null'::jsonb)`
        : `(${json} = ${params.add(JSON.stringify(operand))}::jsonb)`;
    case 'ne':
      // A missing attribute is not equal to anything (DynamoDB's <>).
      return operand === null
        ? `(${json} IS DISTINCT FROM 'null'::jsonb)`
        : `(${json} IS DISTINCT FROM ${params.add(JSON.stringify(operand))}::jsonb)`;
    case 'le':
    case 'lt':
    case 'ge':
    case 'gt':
      return compareScalar(field, SQL_OPERATORS.get(operator) as string, operand, params);
    case 'between': {
      if (!Array.isArray(operand) || operand.length !== 2)
        throw new FilterError(`between on ${field.name} takes exactly two values.`);
      return `(${compareScalar(field, '>=', operand[0], params)} AND ${compareScalar(field, '<=', operand[1], params)})`;
    }
    case 'beginsWith':
      return `coalesce(starts_with(${textPath(field.name)}, ${params.add(String(operand))}), FALSE)`;
    case 'contains':
      return containsSql(field, operand, params);
    case 'notContains':
      return `NOT ${containsSql(field, operand, params)}`;
    case 'attributeExists':
      return operand ? `(doc ? ${params.add(field.name)})` : `NOT (doc ? ${params.add(field.name)})`;
    case 'attributeType': {
      const types = ATTRIBUTE_TYPES.get(String(operand));
      if (!types)
        throw new FilterError(
          `attributeType ${String(operand)} is not one of ${[...ATTRIBUTE_TYPES.keys()].join(', ')}.`,
        );
      return types.length === 0
        ? 'FALSE'
        : `coalesce(jsonb_typeof(${json}) = ANY(${params.add(types)}::text[]), FALSE)`;
    }
    case 'size':
      return compileSize(field, operand as FilterInput, params);
    default:
      throw new FilterError(`${operator} is not a filter operator for ${field.name}.`);
  }
}

const SQL_OPERATORS = new Map(Object.entries({ le: '<=', lt: '<', ge: '>=', gt: '>' }));

function compareScalar(field: DataField, sqlOperator: string, operand: unknown, params: SqlParams): string {
  if (operand === null) return 'FALSE';
  if (NUMERIC_TYPES.has(field.type) && !field.isArray) {
    return `coalesce(${numericPath(field.name)} ${sqlOperator} ${params.add(operand)}::numeric, FALSE)`;
  }
  if (field.type === 'Boolean') {
    return `coalesce(${jsonPath(field.name)} ${sqlOperator} ${params.add(JSON.stringify(operand))}::jsonb, FALSE)`;
  }
  return `coalesce(${stringPath(field.name)} ${sqlOperator} ${params.add(String(operand))}, FALSE)`;
}

/** contains is a substring test on strings and a membership test on lists, as in DynamoDB. */
function containsSql(field: DataField, operand: unknown, params: SqlParams): string {
  const json = jsonPath(field.name);
  if (field.isArray)
    return `coalesce(${json} @> jsonb_build_array(${params.add(JSON.stringify(operand))}::jsonb), FALSE)`;
  return `coalesce(strpos(${textPath(field.name)}, ${params.add(String(operand))}) > 0, FALSE)`;
}

function compileSize(field: DataField, conditions: FilterInput, params: SqlParams): string {
  const json = jsonPath(field.name);
  // DynamoDB measures strings in bytes and lists in elements.
  const size = `(CASE jsonb_typeof(${json}) WHEN 'string' THEN octet_length(${textPath(field.name)}) WHEN 'array' THEN jsonb_array_length(${json}) END)`;
  const parts = Object.entries(conditions)
    .filter(([, value]) => value !== undefined && value !== null)
    .map(([operator, value]) => {
      if (operator === 'eq') return `coalesce(${size} = ${params.add(value)}::int, FALSE)`;
      if (operator === 'ne') return `coalesce(${size} <> ${params.add(value)}::int, TRUE)`;
      if (operator === 'between') {
        if (!Array.isArray(value) || value.length !== 2)
          throw new FilterError(`size.between on ${field.name} takes exactly two values.`);
        return `coalesce(${size} BETWEEN ${params.add(value[0])}::int AND ${params.add(value[1])}::int, FALSE)`;
      }
      const sqlOperator = SQL_OPERATORS.get(operator);
      if (!sqlOperator) throw new FilterError(`${operator} is not a size operator.`);
      return `coalesce(${size} ${sqlOperator} ${params.add(value)}::int, FALSE)`;
    });
  return parts.length === 0 ? 'TRUE' : `(${parts.join(' AND ')})`;
}

/** The ordering expression for a sort key (numbers as numbers, the rest by bytes). */
export function sortExpression(field: DataField): string {
  return NUMERIC_TYPES.has(field.type) ? numericPath(field.name) : stringPath(field.name);
}

export function isNumericField(field: DataField): boolean {
  return NUMERIC_TYPES.has(field.type);
}
