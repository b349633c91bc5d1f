import { RecordRuleError } from './record-rule-error';

/** Attempts at a write whose records another write changed meanwhile. */
export const CONFLICT_ATTEMPTS = 3;

/**
 * Runs `attempt` (which reads, then commits with its conditions) again when its commit met a
 * Conflict: someone changed the record or profile between the read and the write.
 */
export async function retryOnConflict<T>(attempt: () => Promise<T>): Promise<T> {
  for (let count = 1; ; count += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!(error instanceof RecordRuleError) || error.errorType !== 'Conflict' || count === CONFLICT_ATTEMPTS) throw error;
    }
  }
}
