import { useId } from 'react';
import type { PasswordRuleCheck } from './password-rules';

/**
 * What a new password needs, shown before anything is typed, each rule ticked once met. The state
 * is also written out for screen readers, which do not announce the icons.
 */
export function PasswordRulesList({ rules }: { rules: PasswordRuleCheck[] }) {
  const headingId = useId();
  if (rules.length === 0) return null;
  return (
    <div className="password-rules">
      <p id={headingId} className="password-rules-heading">
        Your password needs
      </p>
      <ul aria-labelledby={headingId}>
        {rules.map((rule) => (
          <li key={rule.text} className={rule.isMet ? 'is-met' : undefined}>
            <i className={`bi ${rule.isMet ? 'bi-check-circle-fill' : 'bi-circle'}`} aria-hidden="true" />
            <span className="visually-hidden">{rule.isMet ? 'Done: ' : 'Still needed: '}</span>
            {rule.text}
          </li>
        ))}
      </ul>
    </div>
  );
}
