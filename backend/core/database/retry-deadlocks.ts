import { isDeadlock } from './database-error';

/** Attempts in all before a deadlock's victim gives up (and its error reaches the caller). */
export const DEADLOCK_ATTEMPTS = 3;

/**
 * Runs `attempt` again when PostgreSQL chose it as a deadlock's victim. Writes of different
 * records can wait on each other on a server: each model's writes also move shared rows (the
 * versions and counts of migrations 0014, 0016, 0019 and 0039, taken at the first write of a
 * transaction and held to its commit), so a transaction writing a ban then its creator's profile
 * and another writing a profile then a ban take them in opposite orders. PostgreSQL aborts one of
 * them after `deadlock_timeout` (1 s); the other commits, and the victim, run again, then finds
 * nothing in its way. The embedded database runs one transaction at a time and never deadlocks.
 * `attempt` must act only through the database (its transaction rolled back, nothing is left of it).
 */
export async function retryingDeadlocks<T>(attempt: () => Promise<T>): Promise<T> {
  for (let made = 1; ; made += 1) {
    try {
      return await attempt();
    } catch (error) {
      if (!isDeadlock(error) || made >= DEADLOCK_ATTEMPTS) throw error;
    }
  }
}
