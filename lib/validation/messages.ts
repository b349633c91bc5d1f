/** Validation texts of SPEC §5, declared once. */
export const INVALID_EMAIL_MESSAGE = 'Please enter a valid email';
export const REQUIRED_FIELD_MESSAGE = 'This field is required';
export const PASSWORDS_MUST_MATCH_MESSAGE = 'Your passwords must match';
