import { CONTENT_LISTS, MAX_ENTRIES, MAX_OFFSET, type ContentListName } from './statistics-limits';
import { refuseStatistics, type StatisticsArgs } from './statistics-request-error';

/** listContentEntries' window, checked in this order: list, offset, limit. */
export function readContentWindow(args: StatisticsArgs): { list: ContentListName; offset: number; limit: number } {
  const list = CONTENT_LISTS.find((name) => name === args.list);
  if (!list) throw refuseStatistics(`list must be one of ${CONTENT_LISTS.join(', ')}.`);
  const offset = Number(args.offset);
  const limit = Number(args.limit);
  if (!Number.isInteger(offset) || offset < 0 || offset > MAX_OFFSET) throw refuseStatistics(`offset must be between 0 and ${MAX_OFFSET}.`);
  if (!Number.isInteger(limit) || limit < 1 || limit > MAX_ENTRIES) throw refuseStatistics(`limit must be between 1 and ${MAX_ENTRIES}.`);
  return { list, offset, limit };
}
