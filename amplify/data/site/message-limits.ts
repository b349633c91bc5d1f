/**
 * How long what a visitor sends may be: the contact form's fields (ContactMessage, which guests
 * create with the API key) and a platform's name. Declared on the models (`.validate`), so the
 * API refuses longer text whoever sends it; the forms cap their inputs with the same numbers.
 */
export const NAME_MAX_LENGTH = 80;
export const SUBJECT_MAX_LENGTH = 120;
export const MESSAGE_MAX_LENGTH = 2000;
export const PLATFORM_NAME_MAX_LENGTH = 80;
export const ICON_KEY_MAX_LENGTH = 200;

/** The API's words for text past its limit. */
export const tooLong = (what: string, limit: number) => `${what} must be at most ${limit} characters.`;
