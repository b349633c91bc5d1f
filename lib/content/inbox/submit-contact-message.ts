import { runDataCall } from '@/lib/content/admin/data-result';
import { textOrNull } from '@/lib/content/admin/reshape-values';
import type { BrowserDataClient } from '@/lib/data/browser-data';
import { NOT_CONFIGURED_NOTICE, messageSentNotice, notSavedNotice } from './inbox-notices';
import { reasonOf } from './submit-newsletter-subscription';

export type ContactValues = { name: string; email: string; subject: string; message: string };

/** Sends a checked contact form through sendContactMessage (a guest on the API key; a few an hour per visitor). */
export async function submitContactMessage(
  client: BrowserDataClient | null,
  values: ContactValues,
): Promise<{ tone: 'info' | 'error'; message: string }> {
  if (!client) return { tone: 'error', message: NOT_CONFIGURED_NOTICE };
  const input = {
    name: values.name.trim(),
    email: values.email.trim(),
    subject: textOrNull(values.subject),
    message: values.message.trim(),
  };
  try {
    await runDataCall('send the message', () => client.mutations.sendContactMessage(input));
    return { tone: 'info', message: messageSentNotice(input.name) };
  } catch (error) {
    return { tone: 'error', message: notSavedNotice('message', reasonOf(error)) };
  }
}
