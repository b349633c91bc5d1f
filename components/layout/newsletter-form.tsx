'use client';

import { EmailSignupForm } from '@/components/forms/email-signup-form';

/**
 * The footer's newsletter box. It validates the address and keeps what was typed on error.
 * Subscriptions are not stored yet (that arrives with the data service), and the form says so
 * rather than pretending to have subscribed anyone.
 */
export function NewsletterForm() {
  return (
    <EmailSignupForm
      formLabel="Newsletter"
      className="newsletter-form"
      idPrefix="newsletter"
      statusId="newsletter-feedback"
      statusLook="footer"
      label="Subscribe to our newsletter"
      button="Subscribe"
      acceptedNotice={(email) => `Thanks — ${email} looks right, but newsletter sign-ups are not stored yet, so nothing was saved.`}
    />
  );
}
