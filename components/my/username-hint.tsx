import type { UsernameCheck } from './use-username-check';

const HINTS: Record<UsernameCheck, { text: string; icon?: string; tone?: string }> = {
  idle: { text: 'Your public address: /profiles/username. Lower-case letters, digits, - and _.' },
  checking: { text: 'Checking whether this username is free…' },
  available: { text: 'This username is free.', icon: 'bi-check-circle', tone: 'text-success' },
  taken: { text: 'This username is taken: please choose another.', icon: 'bi-x-circle', tone: 'text-danger' },
  unknown: { text: 'Could not check this username now; it is checked again when you save.' },
};

/** What the username field says under itself while the creator types. */
export function UsernameHint({ check }: { check: UsernameCheck }) {
  const hint = HINTS[check];
  return (
    <span className={hint.tone} data-testid="username-check">
      {hint.icon && <i className={`bi ${hint.icon}`} aria-hidden="true" />} {hint.text}
    </span>
  );
}
