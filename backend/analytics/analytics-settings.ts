import { ConfigError, type BackendEnv } from '../core/config';

export interface AnalyticsSettings {
  /**
   * How many events may wait to be written at once; records past it are answered
   * ServiceUnavailableException ("Slow down.") and the client resends them later.
   */
  ingestQueueLimit: number;
  /** Most events one INSERT writes: waiting batches are coalesced up to this. */
  writeBatchSize: number;
}

/** The least either setting may be: one full batch of the site's (lib/constants/analytics.ts). */
const MIN_SETTING = 100;

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = { ingestQueueLimit: 10_000, writeBatchSize: 1_000 };

/** ANALYTICS_INGEST_QUEUE_LIMIT and ANALYTICS_WRITE_BATCH_SIZE, each a whole number ≥ 100 (one full batch). */
export function loadAnalyticsSettings(env: BackendEnv = process.env): AnalyticsSettings {
  const problems: string[] = [];
  const read = (name: string, fallback: number): number => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < MIN_SETTING || number > 1_000_000) {
      problems.push(`${name} must be a whole number from ${MIN_SETTING} to 1000000 (got "${value}")`);
      return fallback;
    }
    return number;
  };
  const settings = {
    ingestQueueLimit: read('ANALYTICS_INGEST_QUEUE_LIMIT', DEFAULT_ANALYTICS_SETTINGS.ingestQueueLimit),
    writeBatchSize: read('ANALYTICS_WRITE_BATCH_SIZE', DEFAULT_ANALYTICS_SETTINGS.writeBatchSize),
  };
  if (problems.length > 0) throw new ConfigError(problems);
  return settings;
}
