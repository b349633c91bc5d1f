import type { AdmissionConfig } from '../../config';
import type { AdmissionOptions } from './admission-gate';

/** Searches and downloads take at most this share of the renders, so pages always have room. */
const SLOW_LANE_SHARE = 4;

/** The gate's limits from the server's configuration: pages may use every place, the slow lanes a quarter each. */
export function admissionOptions(config: AdmissionConfig): AdmissionOptions {
  const slowLane = { maxActive: Math.max(1, Math.floor(config.maxActive / SLOW_LANE_SHARE)), maxQueued: config.maxQueued };
  return {
    maxActive: config.maxActive,
    maxWaitMs: config.maxWaitMs,
    lanes: { page: { maxActive: config.maxActive, maxQueued: config.maxQueued }, search: slowLane, export: slowLane },
  };
}
