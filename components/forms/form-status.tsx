export type StatusTone = 'info' | 'pending' | 'error';

/** What a form says after a submit: an honest notice, a save still running, or a prompt to fix something. */
export type StatusMessage = { tone: StatusTone; message: string };

/** The three looks of a status on this site; each styles one class and its `-info` / `-error` variants. */
const LOOKS = {
  /** A line with an icon under the message forms (contact, comment, notify-me). */
  message: {
    base: 'form-status',
    tones: { info: 'form-status-info', pending: 'form-status-info', error: 'form-status-error' },
    icons: { info: 'bi-info-circle', pending: 'bi-info-circle', error: 'bi-exclamation-circle' },
  },
  /** A bordered notice panel in the shop. */
  shop: {
    base: 'shop-notice',
    tones: { info: 'shop-notice-info', pending: 'shop-notice-info', error: 'shop-notice-error' },
    icons: { info: null, pending: null, error: 'bi-exclamation-triangle' },
  },
  /** Small plain text under the footer's newsletter box. */
  footer: {
    base: 'newsletter-feedback',
    tones: { info: null, pending: null, error: 'text-danger' },
    icons: { info: null, pending: null, error: null },
  },
} satisfies Record<
  string,
  { base: string; tones: Record<StatusTone, string | null>; icons: Record<StatusTone, string | null> }
>;

export type StatusLook = keyof typeof LOOKS;

/** The live region under a form: empty until a submit, then the status in the chosen look. */
export function FormStatus({
  id,
  status,
  look = 'message',
}: {
  id?: string;
  status: StatusMessage | null;
  look?: StatusLook;
}) {
  const { base, tones, icons } = LOOKS[look];
  const tone = status && tones[status.tone];
  const icon = status && icons[status.tone];
  return (
    <div id={id} role="status" aria-live="polite" className={tone ? `${base} ${tone}` : base}>
      {status && (
        <p className="mb-0">
          {icon && <i className={`bi ${icon}`} aria-hidden="true" />} <span>{status.message}</span>
        </p>
      )}
    </div>
  );
}
