import type { UsernameCheck } from './use-username-check';
import { publicAddressOf, USERNAME_RULE } from './username-preview';

const CHECKS: Record<UsernameCheck, { text: string; icon?: string; tone?: string }> = {
  idle: { text: USERNAME_RULE },
  checking: { text: 'Checking whether this username is free…' },
  available: { text: 'This username is free.', icon: 'bi-check-circle', tone: 'text-success' },
  taken: { text: 'This username is taken: please choose another.', icon: 'bi-x-circle', tone: 'text-danger' },
  unknown: { text: 'Could not check this username now; it is checked again when you save.' },
};

/**
 * What the username field says under itself while the creator types: the public address with the
 * name typed so far, then whether that name is free (announced politely as the answer comes).
 */
export function UsernameHint({ typed, check }: { typed: string; check: UsernameCheck }) {
  const address = publicAddressOf(typed);
  const { text, icon, tone } = CHECKS[check];
  return (
    <>
      <span className="username-preview" data-testid="username-preview">
        {address ? (
          <>
            Your public address: <strong className="username-preview-address">{address}</strong>
          </>
        ) : (
          'Your public address will be /profiles/ followed by your username.'
        )}
      </span>
      <span className={tone ? `username-check ${tone}` : 'username-check'} data-testid="username-check" aria-live="polite">
        {icon && <i className={`bi ${icon}`} aria-hidden="true" />} {text}
      </span>
    </>
  );
}
