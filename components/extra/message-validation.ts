import { isValidEmail } from '@/lib/validation/email';
import { INVALID_EMAIL_MESSAGE, REQUIRED_FIELD_MESSAGE } from '@/lib/validation/messages';

/** The fields every message-like form (contact, comment) has. */
export type MessageValues = { name: string; email: string; message: string };
export type FieldErrors<K extends string> = Partial<Record<K, string>>;

export const NAME_MAX_LENGTH = 80;
export const MESSAGE_MAX_LENGTH = 2000;

/** Name, e-mail and message are required; the e-mail must look like one; lengths are capped. */
export function validateMessage(values: MessageValues): FieldErrors<keyof MessageValues> {
  const errors: FieldErrors<keyof MessageValues> = {};
  const name = values.name.trim();
  const email = values.email.trim();
  const message = values.message.trim();
  if (!name) errors.name = REQUIRED_FIELD_MESSAGE;
  else if (name.length > NAME_MAX_LENGTH)
    errors.name = `Please keep your name under ${NAME_MAX_LENGTH} characters`;
  if (!email) errors.email = REQUIRED_FIELD_MESSAGE;
  else if (!isValidEmail(email)) errors.email = INVALID_EMAIL_MESSAGE;
  if (!message) errors.message = REQUIRED_FIELD_MESSAGE;
  else if (message.length > MESSAGE_MAX_LENGTH)
    errors.message = `Please keep it under ${MESSAGE_MAX_LENGTH} characters`;
  return errors;
}

/** Only the e-mail address, for the notify-me box. */
export function validateEmailOnly(value: string): string | undefined {
  const email = value.trim();
  if (!email) return REQUIRED_FIELD_MESSAGE;
  if (!isValidEmail(email)) return INVALID_EMAIL_MESSAGE;
  return undefined;
}
