/** What the "Report this record" form says, declared once (the e2e journeys read them too). */

export const REPORT_SENT_NOTICE = 'Thank you. Your report has reached the moderators; they read every one and act on what breaks the rules.';

export const REPORT_NOT_CONFIGURED_NOTICE = 'This site is not connected to its backend right now, so the report could not be sent. Please try again later.';

/** A refused or failed report, in the server's words (the hourly limit, a record gone meanwhile). */
export function reportNotSentNotice(reason: string): string {
  const sentence = reason.trim() || 'the request failed.';
  return `Your report was not sent. ${sentence.charAt(0).toUpperCase()}${sentence.slice(1)}`;
}

export const REPORT_FIX_FIELDS_NOTICE = 'Please correct the highlighted fields.';
