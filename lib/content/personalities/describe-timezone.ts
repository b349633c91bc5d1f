/**
 * A schedule's time zone as readers need it: the IANA name with its offset at the given moment
 * ('Europe/London (GMT+1)'). A name the runtime does not know is shown as written.
 */
export function describeTimezone(timezone: string, at: Date = new Date()): string {
  try {
    const parts = new Intl.DateTimeFormat('en-US', { timeZone: timezone, timeZoneName: 'shortOffset' }).formatToParts(at);
    const offset = parts.find((part) => part.type === 'timeZoneName')?.value;
    return offset ? `${timezone.replace(/_/g, ' ')} (${offset})` : timezone;
  } catch {
    return timezone;
  }
}
