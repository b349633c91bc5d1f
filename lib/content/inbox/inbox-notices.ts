/** What the footer's newsletter box and the contact form say, declared once (the e2e journeys read them too). */

export function subscribedNotice(email: string): string {
  return `Thanks — ${email} is on our newsletter list.`;
}

export function messageSentNotice(name: string): string {
  return `Thanks, ${name}. Your message has reached the editors; we read every one.`;
}

export const NOT_CONFIGURED_NOTICE = 'This site is not connected to its backend right now, so nothing could be saved. Please try again later.';

/** A failed save, with what went wrong; what was typed stays in the form. */
export function notSavedNotice(what: 'subscription' | 'message', reason: string): string {
  return `Sorry, your ${what} was not saved (${reason}). Please try again.`;
}
