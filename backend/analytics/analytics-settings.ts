import { ConfigError, type BackendEnv } from '../core/config';
import { MAX_EVENTS_PER_REQUEST } from './domain/limits';

export interface AnalyticsSettings {
  /**
   * How many events (an endpoint update counts as one) may wait to be written at once; a request
   * that would go past it is answered 429 TooManyRequestsException and the client retries later.
   */
  ingestQueueLimit: number;
  /** Most events one INSERT writes: waiting batches are coalesced up to this. */
  writeBatchSize: number;
}

export const DEFAULT_ANALYTICS_SETTINGS: AnalyticsSettings = { ingestQueueLimit: 10_000, writeBatchSize: 1_000 };

/** ANALYTICS_INGEST_QUEUE_LIMIT and ANALYTICS_WRITE_BATCH_SIZE, each a whole number ≥ 100 (one full batch). */
export function loadAnalyticsSettings(env: BackendEnv = process.env): AnalyticsSettings {
  const problems: string[] = [];
  const read = (name: string, fallback: number): number => {
    const value = env[name]?.trim();
    if (!value) return fallback;
    const number = Number(value);
    if (!/^\d+$/.test(value) || number < MAX_EVENTS_PER_REQUEST || number > 1_000_000) {
      problems.push(`${name} must be a whole number from ${MAX_EVENTS_PER_REQUEST} to 1000000 (got "${value}")`);
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
