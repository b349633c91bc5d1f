import { collectPages } from '@/lib/content/admin/collect-pages';
import { runDataCall } from '@/lib/content/admin/data-result';
import type { BrowserDataClient } from '@/lib/data/browser-data';

export type SubscriptionRow = { id: string; email: string; createdAt: string };
export type ContactMessageRow = { id: string; name: string; email: string; subject: string; message: string; createdAt: string };

const newestFirst = <Row extends { createdAt: string }>(a: Row, b: Row) => b.createdAt.localeCompare(a.createdAt);

export function toSubscriptionRows(records: readonly { id: string; email: string; createdAt?: string | null }[]): SubscriptionRow[] {
  return records.map((record) => ({ id: record.id, email: record.email, createdAt: record.createdAt ?? '' })).sort(newestFirst);
}

export function toContactMessageRows(
  records: readonly { id: string; name: string; email: string; subject?: string | null; message: string; createdAt?: string | null }[],
): ContactMessageRow[] {
  return records
    .map((record) => ({
      id: record.id,
      name: record.name,
      email: record.email,
      subject: record.subject ?? '',
      message: record.message,
      createdAt: record.createdAt ?? '',
    }))
    .sort(newestFirst);
}

/** How many different addresses a list holds (the box accepts a repeat sign-up; the list shows each). */
export function countDistinctEmails(rows: readonly SubscriptionRow[]): number {
  return new Set(rows.map((row) => row.email.toLowerCase())).size;
}

export async function listSubscriptionRows(client: BrowserDataClient) {
  const { items, isTruncated } = await collectPages('load the subscriptions', (page) =>
    client.models.NewsletterSubscription.list({ ...page, selectionSet: ['id', 'email', 'createdAt'] }),
  );
  return { rows: toSubscriptionRows(items), isTruncated };
}

export async function listContactMessageRows(client: BrowserDataClient) {
  const { items, isTruncated } = await collectPages('load the messages', (page) =>
    client.models.ContactMessage.list({ ...page, selectionSet: ['id', 'name', 'email', 'subject', 'message', 'createdAt'] }),
  );
  return { rows: toContactMessageRows(items), isTruncated };
}

export async function deleteSubscription(client: BrowserDataClient, id: string): Promise<void> {
  await runDataCall('delete the subscription', () => client.models.NewsletterSubscription.delete({ id }));
}

export async function deleteContactMessage(client: BrowserDataClient, id: string): Promise<void> {
  await runDataCall('delete the message', () => client.models.ContactMessage.delete({ id }));
}
