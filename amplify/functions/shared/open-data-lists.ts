import { createHash } from 'node:crypto';
import { DSA_RESTRICTIONS_BY_CATEGORY, type DsaRestrictionCategory } from '../../data/enums';
import type { RecordFilters } from '../../data/search/record-filters';
import { expression, id, orderBy, TEXT } from '../content-statistics/item-order';
import { recordFactsOf } from '../../data/record-facts/record-facts';
import type { Item } from '../content-statistics/item-filters';
import { combinations, variantName, type VariantPart } from './figure-lists';

/**
 * The open data downloads (openBanRecords, openShadowbanReports, whole or filtered by platform,
 * restriction, verification, appealStatus, dateFrom, dateTo: the links a search offers) kept as
 * entries by figures-aggregator, so contentStatistics answers each with a Query, never a Scan:
 * one partition per model (`O#<model>`) and one per combination of the record's
 * values of the filters search_entries holds (migrations 0026, 0032 and 0033, all the record's
 * facts: the platform, the restriction and its DSA category, the verification or SELF_REPORTED,
 * the appeal status or NONE), each entry holding the record's id, its updatedAt (the order, and
 * `since`) and its date (the date range, a filter on the Query).
 */

type OpenDataModel = 'PlatformBan' | 'ShadowbanExperience';
const MODELS: readonly string[] = ['PlatformBan', 'ShadowbanExperience'] satisfies OpenDataModel[];

export const isOpenDataModel = (model: string): model is OpenDataModel => MODELS.includes(model);

/** The download order, as the local page's: the updatedAt fact (`coalesce(facts->>'updatedAt', '') COLLATE "C"`), then id. */
const openDataOrder = (model: OpenDataModel) => orderBy(
  expression((item) => recordFactsOf(model, item).updatedAt ?? '', TEXT),
  id(),
);
const OPEN_DATA_ORDERS = new Map(MODELS.map((model) => [model, openDataOrder(model as OpenDataModel)]));

/** A model's partition of entries, or a variant's (hashed when long: a key holds at most 2,048 bytes). */
export function openDataPartition(model: string, variant?: string): string {
  if (variant === undefined) return `O#${model}`;
  return variant.length > 600 ? `O#${model}#sha256:${createHash('sha256').update(variant).digest('hex')}` : `O#${model}#${variant}`;
}

const CATEGORY_OF = new Map(Object.entries(DSA_RESTRICTIONS_BY_CATEGORY).flatMap(([category, values]) => values.map((value) => [value as string, category as DsaRestrictionCategory])));

/** The filters' dimensions of a record, in RECORD_FILTER_NAMES' order; the restriction as its value and as its category. */
function dimensionsOf(model: OpenDataModel, item: Item): VariantPart[][] {
  const facts = recordFactsOf(model, item);
  const { platform, verification, appeal } = facts;
  const restriction = facts.restriction ?? '';
  const category = CATEGORY_OF.get(restriction);
  return [
    platform === null ? [] : [['platform', platform]],
    category === undefined ? [] : [['restriction', restriction], ['restriction', category]],
    [['verification', verification ?? 'SELF_REPORTED']],
    [['appealStatus', appeal ?? 'NONE']],
  ];
}

/** An open data entry: the record, its last change and its date (absent: none). */
export type OpenDataEntry = { id: string; updatedAt?: string; date?: string };

/** The open data entries of a record of `model` (none for other models): its partition and every variant's, under its sort key. */
export function openDataEntriesOf(model: string, item: Item): { pk: string; sk: string; entry: OpenDataEntry }[] {
  if (!isOpenDataModel(model) || typeof item.id !== 'string') return [];
  const { updatedAt, date } = recordFactsOf(model, item);
  const entry: OpenDataEntry = { id: item.id, ...(updatedAt === null ? {} : { updatedAt }), ...(date === null ? {} : { date }) };
  const sk = (OPEN_DATA_ORDERS.get(model) as (item: Item) => string)(item);
  return [undefined, ...combinations(dimensionsOf(model, item))].map((variant) => ({ pk: openDataPartition(model, variant), sk, entry }));
}

/** The variant a request's filters (but the date range) name, or none when only a date range is given. */
export function openDataVariant(filters: RecordFilters): string | undefined {
  const parts: VariantPart[] = [];
  if (filters.platform !== undefined) parts.push(['platform', filters.platform]);
  if (filters.restriction !== undefined) parts.push(['restriction', filters.restriction]);
  if (filters.verification !== undefined) parts.push(['verification', filters.verification]);
  if (filters.appealStatus !== undefined) parts.push(['appealStatus', filters.appealStatus]);
  return parts.length ? variantName(parts) : undefined;
}
