'use client';

import { EmailSignupForm } from '@/components/forms/email-signup-form';
import { submitNewsletterSubscription } from '@/lib/content/inbox/submit-newsletter-subscription';
import { loadPublicBrowserDataClient } from '@/lib/data/browser-data';

/**
 * The footer's newsletter box. It checks the address, stores it as a NewsletterSubscription (the
 * Data client on the public API key loads on the first submit, so pages do not pay for it), and
 * keeps what was typed when the save fails.
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
      pendingNotice="Subscribing…"
      acceptedNotice={async (email) => submitNewsletterSubscription(await loadPublicBrowserDataClient(), email)}
    />
  );
}
