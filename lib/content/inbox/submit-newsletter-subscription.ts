import { runDataCall } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { NOT_CONFIGURED_NOTICE, notSavedNotice, subscribedNotice } from './inbox-notices';

type Outcome = { tone: 'info' | 'error'; message: string };

/** Signs a checked, trimmed address up through subscribeNewsletter (a guest on the API key; a few an hour per visitor). */
export async function submitNewsletterSubscription(client: BrowserDataClient | null, email: string): Promise<Outcome> {
  if (!client) return { tone: 'error', message: NOT_CONFIGURED_NOTICE };
  try {
    await runDataCall('subscribe', () => client.mutations.subscribeNewsletter({ email }));
    return { tone: 'info', message: subscribedNotice(email) };
  } catch (error) {
    return { tone: 'error', message: notSavedNotice('subscription', reasonOf(error)) };
  }
}

/** The server's reason without our "Could not …:" prefix. */
export function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.replace(/^Could not [^:]+:\s*/, '').replace(/\.$/, '') || 'the request failed';
}
