import type { AdmissionConfig } from '../../config';
import type { AdmissionOptions } from './admission-gate';

/**
 * Searches take at most half of the renders, downloads a quarter, so pages always have room. A
 * search's database work has its own gate (backend/data/custom-operations/search-gate.ts) and a
 * search asked again within seconds is answered from memory (lib/content/search/remembered-searches.ts),
 * so what this lane bounds is the search page's render; with a quarter, searches (14 % of the
 * readers bench's requests) waited seconds in their line while pages were quick (issue 50).
 */
const SEARCH_LANE_SHARE = 2;
const EXPORT_LANE_SHARE = 4;

const laneOf = (config: AdmissionConfig, share: number) => ({ maxActive: Math.max(1, Math.floor(config.maxActive / share)), maxQueued: config.maxQueued });

/** The gate's limits from the server's configuration: pages may use every place, searches half, downloads a quarter. */
export function admissionOptions(config: AdmissionConfig): AdmissionOptions {
  return {
    maxActive: config.maxActive,
    maxWaitMs: config.maxWaitMs,
    lanes: { page: { maxActive: config.maxActive, maxQueued: config.maxQueued }, search: laneOf(config, SEARCH_LANE_SHARE), export: laneOf(config, EXPORT_LANE_SHARE) },
  };
}
