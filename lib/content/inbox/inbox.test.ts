import type { BrowserDataClient } from '@/lib/data/browser-data';
import { countDistinctEmails, toContactMessageRows, toSubscriptionRows } from './inbox-records';
import { NOT_CONFIGURED_NOTICE } from './inbox-notices';
import { submitContactMessage } from './submit-contact-message';
import { submitNewsletterSubscription } from './submit-newsletter-subscription';

function fakeClient(answer: { data?: unknown; errors?: { message: string }[] } | Error) {
  const created: { mutation: string; input: unknown }[] = [];
  const mutation = (name: string) => (input: unknown) => {
    created.push({ mutation: name, input });
    return answer instanceof Error ? Promise.reject(answer) : Promise.resolve(answer);
  };
  const client = { mutations: { subscribeNewsletter: mutation('subscribeNewsletter'), sendContactMessage: mutation('sendContactMessage') } } as unknown as BrowserDataClient;
  return { client, created };
}

describe('the public forms’ submissions', () => {
  it('store a newsletter address and thank the reader truthfully', async () => {
    const { client, created } = fakeClient({ data: true });
    await expect(submitNewsletterSubscription(client, 'reader@example.com')).resolves.toEqual({
      tone: 'info',
      message: 'Thanks — reader@example.com is on our newsletter list.',
    });
    expect(created).toEqual([{ mutation: 'subscribeNewsletter', input: { email: 'reader@example.com' } }]);
  });

  it('store a trimmed contact message, with no subject as null', async () => {
    const { client, created } = fakeClient({ data: true });
    const outcome = await submitContactMessage(client, { name: ' Ada ', email: 'ada@example.com ', subject: '  ', message: ' Hello \n there ' });
    expect(outcome).toEqual({ tone: 'info', message: 'Thanks, Ada. Your message has reached the editors; we read every one.' });
    expect(created).toEqual([{ mutation: 'sendContactMessage', input: { name: 'Ada', email: 'ada@example.com', subject: null, message: 'Hello \n there' } }]);
  });

  it('say what went wrong when the server refuses or the network fails', async () => {
    const refused = fakeClient({ data: null, errors: [{ message: 'Invalid AWSEmail value' }] });
    await expect(submitNewsletterSubscription(refused.client, 'x@y.z')).resolves.toEqual({
      tone: 'error',
      message: 'Sorry, your subscription was not saved (Invalid AWSEmail value). Please try again.',
    });
    const offline = fakeClient(new Error('Network error'));
    await expect(submitContactMessage(offline.client, { name: 'A', email: 'a@b.co', subject: '', message: 'm' })).resolves.toEqual({
      tone: 'error',
      message: 'Sorry, your message was not saved (Network error). Please try again.',
    });
  });

  it('say so when the site has no backend configuration', async () => {
    await expect(submitNewsletterSubscription(null, 'a@b.co')).resolves.toEqual({ tone: 'error', message: NOT_CONFIGURED_NOTICE });
  });
});

describe('the admin inbox lists', () => {
  it('show the newest first and count each address once', () => {
    const rows = toSubscriptionRows([
      { id: '1', email: 'a@example.com', createdAt: '2026-11-01T00:00:00Z' },
      { id: '2', email: 'A@example.com', createdAt: '2026-11-03T00:00:00Z' },
      { id: '3', email: 'b@example.com', createdAt: null },
    ]);
    expect(rows.map((row) => row.id)).toEqual(['2', '1', '3']);
    expect(countDistinctEmails(rows)).toBe(2);
    const messages = toContactMessageRows([
      { id: 'm1', name: 'A', email: 'a@x.co', subject: null, message: 'hi', createdAt: '2026-11-01T00:00:00Z' },
      { id: 'm2', name: 'B', email: 'b@x.co', subject: 'S', message: 'yo', createdAt: '2026-11-02T00:00:00Z' },
    ]);
    expect(messages.map((row) => [row.id, row.subject])).toEqual([
      ['m2', 'S'],
      ['m1', ''],
    ]);
  });
});
