import Link from 'next/link';
import { VERIFICATION_LABELS, VERIFICATION_SOURCE_LABELS } from '@/amplify/data/enums';
import { METHODOLOGY_ANCHORS, methodologyHref } from '@/components/profiles/methodology-anchors';
import type { VerificationStepEntry } from '@/lib/content/records/read-record-trail';
import { LADDER_LEVELS, type RecordVerification } from '@/lib/content/records/record-verification';
import { isWebUrl } from '@/lib/content/profiles/web-url';
import { formatInstant } from './format-instant';

const BY_ROLE: Readonly<Record<string, string>> = { CREATOR: 'the creator', MODERATOR: 'a moderator' };

/**
 * Where the record stands on the ladder (each rung reached or not; DISPUTED beside it) and every
 * step that put it there, with who (as a role) and when.
 */
export function VerificationHistory({ verification, steps, hasMore }: { verification: RecordVerification; steps: VerificationStepEntry[]; hasMore: boolean }) {
  const reached = LADDER_LEVELS.indexOf(verification.level);
  return (
    <section className="record-story-section surface" id="verification" aria-labelledby="verification-title">
      <h2 id="verification-title" className="record-story-title">
        Verification: {verification.label}
      </h2>
      <ol className="verification-ladder" aria-label="The verification ladder">
        {LADDER_LEVELS.map((level, index) => {
          const state = verification.level === level ? 'current' : reached >= index && reached !== -1 ? 'reached' : 'open';
          return (
            <li key={level} className={`verification-rung is-${state}`} aria-current={state === 'current' ? 'step' : undefined}>
              {VERIFICATION_LABELS[level]}
              {state === 'open' ? <span className="visually-hidden"> (not reached)</span> : null}
            </li>
          );
        })}
      </ol>
      {verification.level === 'DISPUTED' ? <p className="verification-dispute-note">A moderator marked this record as disputed: read the steps below.</p> : null}
      <p className="record-story-intro">
        Every record starts self-reported; evidence moves it up by itself, and only moderators corroborate, confirm or dispute it.{' '}
        <Link href={methodologyHref(METHODOLOGY_ANCHORS.verificationLadder)}>How the ladder works</Link>.
      </p>
      {steps.length === 0 ? (
        <p className="text-muted-theme">No steps yet: the creator’s own report, not yet checked.</p>
      ) : (
        <ol className="record-story-list">
          {steps.map((step) => (
            <li key={step.id} className="record-story-item">
              <p className="record-story-head">
                <strong>{VERIFICATION_LABELS[step.level]}</strong> by {BY_ROLE[step.byRole] ?? 'the site'} ·{' '}
                <time dateTime={step.at}>{formatInstant(step.at)}</time>
              </p>
              {step.source ? <p className="record-story-meta">Source: {VERIFICATION_SOURCE_LABELS[step.source]}</p> : null}
              {step.note ? <p className="record-story-note">{step.note}</p> : null}
              {step.sourceUrl && isWebUrl(step.sourceUrl) ? (
                <p className="record-story-meta">
                  <a href={step.sourceUrl} target="_blank" rel="nofollow noopener noreferrer ugc">
                    {step.sourceUrl}
                  </a>
                </p>
              ) : null}
            </li>
          ))}
        </ol>
      )}
      {hasMore ? <p className="text-muted-theme">The first {steps.length} steps are shown.</p> : null}
    </section>
  );
}
