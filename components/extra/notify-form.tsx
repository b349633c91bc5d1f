'use client';

import { EmailSignupForm } from '@/components/forms/email-signup-form';

/** The coming-soon page's notify-me box: it checks the address and says plainly that nothing is stored yet. */
export function NotifyForm() {
  return (
    <EmailSignupForm
      formLabel="Launch notification"
      className="notify-form"
      idPrefix="notify"
      statusId="notify-status"
      statusLook="message"
      label="Get notified at launch"
      button="Notify me"
      acceptedNotice={(email) =>
        `${email} looks right, but launch notifications are not stored yet, so nothing was saved and no e-mail will be sent.`
      }
    />
  );
}
