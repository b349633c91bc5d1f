/**
 * How long what a visitor sends may be: the contact form's fields (checked by sendContactMessage,
 * inbox-operations.ts) and a platform's name (declared on its model with `.validate`). The API
 * refuses longer text whoever sends it; the forms cap their inputs with the same numbers.
 */
export const NAME_MAX_LENGTH = 80;
/** As long as an address can be (RFC 5321's path); AWSEmail allows no longer. */
export const EMAIL_MAX_LENGTH = 254;
export const SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 2000;
export const PLATFORM_NAME_MAX_LENGTH = 80;
export const ICON_KEY_MAX_LENGTH = 200;

/** What one visitor (the platform's hash of their address, or their account) may send in an hour. */
export const CONTACT_MESSAGES_PER_VISITOR_HOUR = 10;
export const NEWSLETTER_SIGNUPS_PER_VISITOR_HOUR = 10;

/** The API's words for text past its limit. */
export const tooLong = (what: string, limit: number) => `${what} must be at most ${limit} characters.`;
