import { createInMemoryRecordsPort } from '../creator-records/in-memory-records-port.test-helper';
import type { RecordClock } from '../creator-records/records-port';
import { refusal } from '../creator-records/refusal.test-helper';
import { reportRecord } from '../moderation/report-record';
import { sendContactMessage, subscribeNewsletter, subscriptionIdOf, TOO_MANY_MESSAGES_MESSAGE, TOO_MANY_SIGNUPS_MESSAGE } from './inbox-operations';
import { CONTACT_MESSAGES_PER_VISITOR_HOUR, NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR } from './message-limits';

let ids = 0;
const clock = (now = '2026-11-25T10:15:00.000Z'): RecordClock => ({ now: new Date(now), newId: () => `id-${++ids}` });
const message = { name: 'Ada', email: 'ada@example.com', message: 'Please cover the Rumble ban.' };

describe('the site inbox rules', () => {
  it('store a trimmed message with its managed timestamps, the optional subject as null', async () => {
    const port = createInMemoryRecordsPort();
    await sendContactMessage(port, 'visitor-1', clock(), { ...message, name: '  Ada ', subject: '   ' });
    expect(port.all('ContactMessage')).toEqual([
      { id: expect.any(String), name: 'Ada', email: 'ada@example.com', subject: null, message: message.message, createdAt: '2026-11-25T10:15:00.000Z', updatedAt: '2026-11-25T10:15:00.000Z' },
    ]);
  });

  it('count a visitor’s messages by the hour, apart from other visitors, their sign-ups and their reports', async () => {
    const port = createInMemoryRecordsPort();
    for (let index = 0; index < CONTACT_MESSAGES_PER_VISITOR_HOUR; index++) await sendContactMessage(port, 'visitor-1', clock(), message);
    expect(await refusal(sendContactMessage(port, 'visitor-1', clock('2026-11-25T10:59:59.999Z'), message))).toEqual({
      errorType: 'BadRequest',
      message: TOO_MANY_MESSAGES_MESSAGE,
    });
    await sendContactMessage(port, 'visitor-2', clock(), message);
    await subscribeNewsletter(port, 'visitor-1', clock(), { email: 'ada@example.com' });
    await sendContactMessage(port, 'visitor-1', clock('2026-11-25T11:00:00.000Z'), message);
    expect(port.all('ContactMessage')).toHaveLength(CONTACT_MESSAGES_PER_VISITOR_HOUR + 2);

    // A visitor who sent their messages may still report a record: each kind keeps its own count.
    await port.commit([{ kind: 'create', model: 'Brief', doc: { id: 'b1' } }]);
    await expect(reportRecord(port, 'visitor-1', clock(), { model: 'Brief', id: 'b1', reason: 'Planted' })).resolves.toBeDefined();
  });

  it('keep an address once, whatever its case, and count each sign-up', async () => {
    const port = createInMemoryRecordsPort();
    await subscribeNewsletter(port, 'visitor-1', clock(), { email: 'Ada@Example.com' });
    await subscribeNewsletter(port, 'visitor-1', clock(), { email: 'ada@example.com' });
    expect(port.all('NewsletterSubscription')).toEqual([expect.objectContaining({ id: subscriptionIdOf('ada@example.com'), email: 'Ada@Example.com' })]);
    for (let index = 2; index < NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR; index++) await subscribeNewsletter(port, 'visitor-1', clock(), { email: `a${index}@example.com` });
    expect(await refusal(subscribeNewsletter(port, 'visitor-1', clock(), { email: 'b@example.com' }))).toEqual({ errorType: 'BadRequest', message: TOO_MANY_SIGNUPS_MESSAGE });
  });

  it('refuse an empty required field before counting it', async () => {
    const port = createInMemoryRecordsPort();
    expect(await refusal(sendContactMessage(port, 'visitor-1', clock(), { ...message, message: ' \n ' }))).toEqual({ errorType: 'BadRequest', message: 'Message is required.' });
    expect(await refusal(subscribeNewsletter(port, 'visitor-1', clock(), {}))).toEqual({ errorType: 'BadRequest', message: 'Email is required.' });
    expect(port.all('ReportQuota')).toEqual([]);
  });
});
