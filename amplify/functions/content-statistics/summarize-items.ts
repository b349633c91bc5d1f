import { BAN_FIGURE_FIELDS, summarizeBans } from './ban-figures';
import { BRIEF_FACET_FIELDS, countBriefFacets } from './brief-facets';
import { COUNTED, countPublic, type ContentCounts } from './content-counts';
import { listContentEntries, type ScanItems } from './content-lists';
import { RECORD_FIGURE_FIELDS, summarizeRecordFigures } from './record-figures';
import { readStreamStatus } from './stream-catalogue';
import { countStreamFacets, STREAM_FACET_FIELDS } from './stream-facets';
import { readBanFilters, type Args } from './statistics-request';

export type { Item } from './item-filters';
export type { ScanItems } from './content-lists';

/**
 * The statistics queries over scanned items: the same answers the local SQL gives
 * (backend/data/custom-operations/content-statistics*.ts). Pure but for `scan`, which reads a
 * model's items with the fields asked for; arguments are checked before anything is read.
 */
export async function answerStatisticsQuery(fieldName: string, args: Args, scan: ScanItems): Promise<unknown> {
  switch (fieldName) {
    case 'banStatistics': {
      const filters = readBanFilters(args);
      return summarizeBans(await scan('PlatformBan', BAN_FIGURE_FIELDS), filters);
    }
    case 'platformRecordFigures': {
      const filters = readBanFilters({ ...args, profileId: undefined });
      const [PlatformBan, ShadowbanExperience, AppealEvent] = await Promise.all(
        (['PlatformBan', 'ShadowbanExperience', 'AppealEvent'] as const).map((model) => scan(model, RECORD_FIGURE_FIELDS[model])),
      );
      return summarizeRecordFigures({ PlatformBan, ShadowbanExperience, AppealEvent }, filters);
    }
    case 'contentCounts': {
      const counts = await Promise.all(COUNTED.map(async (counted) => [counted.name, countPublic(counted, await scan(counted.model, counted.fields))] as const));
      return Object.fromEntries(counts) as ContentCounts;
    }
    case 'briefFacetCounts':
      return countBriefFacets(await scan('Brief', BRIEF_FACET_FIELDS));
    case 'streamFacetCounts': {
      const status = readStreamStatus(args);
      return countStreamFacets(await scan('Stream', STREAM_FACET_FIELDS), status);
    }
    case 'listContentEntries':
      return listContentEntries(args, scan);
    default:
      throw new Error(`contentStatistics: ${fieldName} is answered by the local backend only for now.`);
  }
}
