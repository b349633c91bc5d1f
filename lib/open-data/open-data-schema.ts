import { OPEN_DATA_LICENCE, OPEN_DATA_SETS, type OpenDataField } from './open-data-sets';

const JSON_TYPES: Record<OpenDataField['type'], object> = {
  string: { type: ['string', 'null'] },
  boolean: { type: ['boolean', 'null'] },
  number: { type: ['number', 'null'] },
  date: { type: ['string', 'null'], format: 'date' },
  'date-time': { type: ['string', 'null'], format: 'date-time' },
  url: { type: 'string', format: 'uri' },
};

/**
 * /data/schema.json: each download's fields as JSON Schema (2020-12) for one record, with the
 * licence and the files' addresses; the CSV columns are the same fields in the same order.
 */
export function openDataSchema(origin: string) {
  const at = (path: string) => new URL(path, `${origin}/`).toString();
  return {
    $schema: 'https://json-schema.org/draft/2020-12/schema',
    $id: at('/data/schema.json'),
    title: 'Open data downloads',
    licence: OPEN_DATA_LICENCE,
    datasets: OPEN_DATA_SETS.map((set) => ({
      name: set.name,
      title: set.title,
      description: set.description,
      csv: at(`/data/${set.name}.csv`),
      json: at(`/data/${set.name}.json`),
      record: {
        type: 'object',
        required: ['id', 'permalink'],
        additionalProperties: false,
        properties: Object.fromEntries(set.fields.map((field) => [field.name, { ...JSON_TYPES[field.type], description: field.description }])),
      },
    })),
  };
}
