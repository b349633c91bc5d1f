import { createHash } from 'node:crypto';
import { readText, type Args } from '../creator-records/input-checks';
import { RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordClock, RecordsPort } from '../creator-records/records-port';
import { sendCounted } from '../moderation/visitor-quota';
import {
  CONTACT_MESSAGES_PER_VISITOR_HOUR,
  EMAIL_MAX_LENGTH,
  MESSAGE_MAX_LENGTH,
  NAME_MAX_LENGTH,
  NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR,
  SUBJECT_MAX_LENGTH,
} from './message-limits';

export const CONTACT_MESSAGE_MODEL = 'ContactMessage';
export const NEWSLETTER_SUBSCRIPTION_MODEL = 'NewsletterSubscription';
/** Each kind of send counts apart from a visitor's reports and replies (visitor-quota.ts). */
const CONTACT_QUOTA_PREFIX = 'contact#';
const NEWSLETTER_QUOTA_PREFIX = 'newsletter#';

export const TOO_MANY_MESSAGES_MESSAGE = `You have sent ${CONTACT_MESSAGES_PER_VISITOR_HOUR} messages in the last hour: please try again later.`;
export const TOO_MANY_SIGNUPS_MESSAGE = `You have signed up ${NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR} addresses in the last hour: please try again later.`;

/** GraphQL checked the AWSEmail's shape; this bounds it (the type allows no longer) and requires it. */
const readEmail = (args: Args) => readText(args, 'email', { label: 'Email', maxLength: EMAIL_MAX_LENGTH, isRequired: true }) as string;

/**
 * sendContactMessage – anyone (a guest too) writes to the site's admins. Only this mutation
 * creates a ContactMessage: a few an hour per visitor key (the platform's hash of who is asking),
 * so a script cannot fill the admins' inbox or the store.
 */
export async function sendContactMessage(port: RecordsPort, visitorKey: string, clock: RecordClock, args: Args): Promise<void> {
  // Trimmed, refused in the contact form's words; lengths count UTF-16 units, as its maxLength does.
  const name = readText(args, 'name', { label: 'Name', maxLength: NAME_MAX_LENGTH, isRequired: true });
  const email = readEmail(args);
  const subject = readText(args, 'subject', { label: 'Subject', maxLength: SUBJECT_MAX_LENGTH });
  const message = readText(args, 'message', { label: 'Message', maxLength: MESSAGE_MAX_LENGTH, isRequired: true });
  const now = clock.now.toISOString();
  const doc = { id: clock.newId(), name, email, subject, message, createdAt: now, updatedAt: now };
  const quota = { prefix: CONTACT_QUOTA_PREFIX, visitorKey, perHour: CONTACT_MESSAGES_PER_VISITOR_HOUR, refusal: TOO_MANY_MESSAGES_MESSAGE };
  await sendCounted(port, clock, quota, { model: CONTACT_MESSAGE_MODEL, doc });
}

/** One subscription per address, whatever its case: its id is the address's hash. */
export const subscriptionIdOf = (email: string) => createHash('sha256').update(email.toLowerCase()).digest('hex');

/**
 * subscribeNewsletter – anyone signs an address up for the newsletter. An address already on the
 * list is not stored twice, and the answer is the same either way (it tells no one who is
 * subscribed). Counted per visitor key like contact messages.
 */
export async function subscribeNewsletter(port: RecordsPort, visitorKey: string, clock: RecordClock, args: Args): Promise<void> {
  const email = readEmail(args);
  const id = subscriptionIdOf(email);
  const now = clock.now.toISOString();
  const quota = { prefix: NEWSLETTER_QUOTA_PREFIX, visitorKey, perHour: NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR, refusal: TOO_MANY_SIGNUPS_MESSAGE };
  // An address on the list already is counted, and nothing more is written.
  const isListed = (await port.get(NEWSLETTER_SUBSCRIPTION_MODEL, id)) !== null;
  try {
    await sendCounted(port, clock, quota, isListed ? undefined : { model: NEWSLETTER_SUBSCRIPTION_MODEL, doc: { id, email, createdAt: now, updatedAt: now } });
  } catch (error) {
    // The same address signed up at the same moment: it is on the list, as asked.
    if (!(error instanceof RecordRuleError && error.errorType === 'Conflict')) throw error;
  }
}
