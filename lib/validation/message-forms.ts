import { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH } from '@/amplify/data/site/message-limits';
import { fieldError, REQUIRED_EMAIL, validateFields, type FieldErrors } from './validate-fields';

/** The fields every message-like form (contact, comment) has. */
export type MessageValues = { name: string; email: string; message: string };

// The API refuses longer text (amplify/data/site/message-limits.ts): the forms stop it first.
export { MESSAGE_MAX_LENGTH, NAME_MAX_LENGTH, SUBJECT_MAX_LENGTH };

/** What a message-like form says when a submit finds errors. */
export const FIX_FIELDS_NOTICE = 'Please correct the highlighted fields.';

/** Name, e-mail and message are required; the e-mail must look like one; lengths are capped. */
export function validateMessage(values: MessageValues): FieldErrors<keyof MessageValues> {
  return validateFields<keyof MessageValues>(values, {
    name: {
      required: true,
      maxLength: {
        limit: NAME_MAX_LENGTH,
        message: `Please keep your name under ${NAME_MAX_LENGTH} characters`,
      },
    },
    email: REQUIRED_EMAIL,
    message: {
      required: true,
      maxLength: {
        limit: MESSAGE_MAX_LENGTH,
        message: `Please keep it under ${MESSAGE_MAX_LENGTH} characters`,
      },
    },
  });
}

/** Only the e-mail address, for the notify-me and newsletter boxes. */
export function validateEmailOnly(value: string): string | undefined {
  return fieldError(value, REQUIRED_EMAIL);
}
