import Link from 'next/link';
import { useId } from 'react';

/** What a creator has done of the three first steps; the workspace knows each. */
export type OnboardingProgress = { hasProfile: boolean; hasBans: boolean; hasBriefs: boolean };

/** Whether every first step is done, after which the workspace stops showing them. */
export function isOnboardingDone({ hasProfile, hasBans, hasBriefs }: OnboardingProgress): boolean {
  return hasProfile && hasBans && hasBriefs;
}

/**
 * The welcome at the top of /me for a new creator: create the profile, record a ban, write a
 * brief, in that order (records hang on the profile), each marked done once it is.
 */
export function MyNextSteps({ progress }: { progress: OnboardingProgress }) {
  const headingId = useId();
  const steps = [
    { href: '/me/profile', label: 'Create my profile', text: 'A username, your name and the platforms you publish on.', isDone: progress.hasProfile },
    { href: '/me/bans', label: 'Record a ban', text: 'Which platform banned you, when, why it said so, and your evidence.', isDone: progress.hasBans },
    { href: '/me/briefs/new', label: 'Write a brief', text: 'A short article on what happened to you and what it shows.', isDone: progress.hasBriefs },
  ];
  return (
    <section className="my-next-steps my-panel" aria-labelledby={headingId}>
      <h2 id={headingId} className="h5">
        {progress.hasProfile ? 'Your next steps' : 'Welcome'}
      </h2>
      <p>Three steps put your record on the site.</p>
      <ol>
        {steps.map((step) => (
          <li key={step.href} className={step.isDone ? 'is-done' : undefined} data-testid="next-step">
            <i className={`bi ${step.isDone ? 'bi-check-circle-fill' : 'bi-circle'}`} aria-hidden="true" />
            <div>
              <Link href={step.href} prefetch={false}>
                {step.label}
              </Link>
              {step.isDone && <span className="my-next-step-done">Done</span>}
              <p className="my-next-step-text">{step.text}</p>
            </div>
          </li>
        ))}
      </ol>
    </section>
  );
}
