import type { Dimension } from '../../data/analytics/dashboard-figures';

/**
 * The analytics table's items (amplify/backend.ts declares the table; both analytics functions
 * get its name as ANALYTICS_FIGURES_TABLE_NAME). Everything about one UTC day lives under pk `DAY#<day>`:
 * a count per (dimension, key) and a marker per browser behind a (dimension, key), so one Query
 * reads a day. Parts of delivery objects already counted are marked under pk `OBJECT#…`.
 */
// Not `*_TABLE`: that suffix names a data model's table (amplify/synth.test.ts holds functions to it).
export const ANALYTICS_TABLE_VARIABLE = 'ANALYTICS_FIGURES_TABLE_NAME';

export function analyticsTableName(): string {
  const name = process.env[ANALYTICS_TABLE_VARIABLE];
  if (!name) throw new Error(`${ANALYTICS_TABLE_VARIABLE} is not set (amplify/backend.ts sets it).`);
  return name;
}

export const dayPartition = (day: string) => `DAY#${day}`;
/** The key's parts are JSON-quoted, so a key or a browser id holding '#' cannot make two items one. */
export const countSortKey = (dimension: Dimension, key: string) => `C#${dimension}#${JSON.stringify(key)}`;
export const browserSortKey = (dimension: Dimension, key: string, endpointId: string) => `B#${dimension}#${JSON.stringify([key, endpointId])}`;

/** A day's item as the dashboard function reads it: a count (with `count`) or a browser marker (with `endpointId`). */
export interface DailyItem {
  pk: string;
  sk: string;
  dimension: Dimension;
  key: string;
  count?: number;
  endpointId?: string;
}
