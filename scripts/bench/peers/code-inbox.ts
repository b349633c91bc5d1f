/**
 * Confirmation codes as a server hands them out (the product's outbox mail, cognito-local's log),
 * matched to the address they were sent to. A code may arrive before or after the client asks.
 */
export interface CodeInbox {
  /** Records the code sent to `address`. */
  deliver(address: string, code: string): void;
  /** The next code for `address`: one already delivered, or the first to arrive within `timeoutMs`. */
  next(address: string, timeoutMs?: number): Promise<string>;
}

const DEFAULT_TIMEOUT_MS = 10_000;

export function createCodeInbox(): CodeInbox {
  const delivered = new Map<string, string[]>();
  const waiting = new Map<string, (code: string) => void>();
  return {
    deliver(address, code) {
      const key = address.toLowerCase();
      const waiter = waiting.get(key);
      if (waiter) {
        waiting.delete(key);
        waiter(code);
        return;
      }
      delivered.set(key, [...(delivered.get(key) ?? []), code]);
    },
    next(address, timeoutMs = DEFAULT_TIMEOUT_MS) {
      const key = address.toLowerCase();
      const queued = delivered.get(key);
      const code = queued?.shift();
      if (queued?.length === 0) delivered.delete(key);
      if (code !== undefined) return Promise.resolve(code);
      return new Promise((resolve, reject) => {
        const timer = setTimeout(() => {
          waiting.delete(key);
          reject(new Error(`no code for ${address} within ${timeoutMs} ms`));
        }, timeoutMs);
        waiting.set(key, (arrived) => {
          clearTimeout(timer);
          resolve(arrived);
        });
      });
    },
  };
}
