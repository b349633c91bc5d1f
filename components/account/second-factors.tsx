'use client';

import {
  fetchAuthSession,
  fetchMFAPreference,
  fetchUserAttributes,
  setUpTOTP,
  updateMFAPreference,
  verifyTOTPSetup,
  type UpdateMFAPreferenceInput,
} from 'aws-amplify/auth';
import { useRouter } from 'next/navigation';
import { toDataURL } from 'qrcode';
import { useCallback, useEffect, useState, type FormEvent } from 'react';
import { isStaffGroup, TOTP_ISSUER, WITHHELD_GROUPS_CLAIM } from '@/amplify/auth/staff-second-factor';
import { ActionStatus } from '@/components/my/action-status';
import type { StatusMessage } from '@/components/forms/form-status';
import { ensureAmplifyConfigured } from '@/lib/amplify/configure-amplify';
import { describeFactors, FACTOR_LABELS, SECOND_FACTORS, type SecondFactor } from './second-factor-labels';

interface FactorState {
  enabled: SecondFactor[];
  preferred?: SecondFactor;
  email: string;
  /** Staff groups the tokens hold back until a second factor is on. */
  withheldGroups: string[];
  /** Staff groups the tokens carry (they go if the last factor does). */
  staffGroups: string[];
}

/** The Authenticator's set-up screen, drawn here: QR code (228 × 228), the secret to copy, the code. */
interface TotpSetup {
  secret: string;
  qrCode: string;
}

const PREFERENCE_KEY: Record<SecondFactor, keyof UpdateMFAPreferenceInput> = { TOTP: 'totp', EMAIL: 'email' };

function messageOf(error: unknown): string {
  return error instanceof Error && error.message ? error.message : 'Something went wrong. Please try again.';
}

async function readState(): Promise<FactorState> {
  // Fresh tokens first: a factor just added or removed changes which groups they carry.
  const [preference, attributes, session] = await Promise.all([fetchMFAPreference(), fetchUserAttributes(), fetchAuthSession({ forceRefresh: true })]);
  const payload = session.tokens?.accessToken.payload;
  const withheld = payload?.[WITHHELD_GROUPS_CLAIM];
  const groups = payload?.['cognito:groups'];
  return {
    enabled: (preference.enabled ?? []).filter((factor): factor is SecondFactor => factor === 'TOTP' || factor === 'EMAIL'),
    preferred: preference.preferred === 'TOTP' || preference.preferred === 'EMAIL' ? preference.preferred : undefined,
    email: attributes.email ?? '',
    withheldGroups: typeof withheld === 'string' && withheld ? withheld.split(' ') : [],
    staffGroups: Array.isArray(groups) ? groups.filter((group): group is string => typeof group === 'string' && isStaffGroup(group)) : [],
  };
}

/**
 * /me/security's two-step sign-in: the factors that are on, the one sign-in asks for, setting up
 * an authenticator app (as the Authenticator's setupTotp screen does) or e-mailed codes, and
 * removing one. Everything goes through the Amplify Auth client to the user pool, which decides.
 */
export function SecondFactors() {
  const router = useRouter();
  const [state, setState] = useState<FactorState | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [code, setCode] = useState('');
  const [removing, setRemoving] = useState<SecondFactor | null>(null);
  const [isBusy, setIsBusy] = useState(false);

  const reload = useCallback(async () => {
    if (!(await ensureAmplifyConfigured())) throw new Error('Sign-in is not configured on this site.');
    setState(await readState());
  }, []);

  useEffect(() => {
    reload().catch((error: unknown) => setStatus({ tone: 'error', message: messageOf(error) }));
  }, [reload]);

  async function run(pending: string, work: () => Promise<string>) {
    setIsBusy(true);
    setStatus({ tone: 'pending', message: pending });
    try {
      const done = await work();
      await reload();
      // Server-rendered parts (the header's staff links) follow the new tokens.
      router.refresh();
      setStatus({ tone: 'info', message: done });
    } catch (error) {
      setStatus({ tone: 'error', message: messageOf(error) });
    } finally {
      setIsBusy(false);
    }
  }

  async function startTotpSetup() {
    if (!state) return;
    setIsBusy(true);
    setStatus(null);
    try {
      const details = await setUpTOTP();
      const uri = details.getSetupUri(TOTP_ISSUER, state.email).toString();
      setSetup({ secret: details.sharedSecret, qrCode: await toDataURL(uri, { width: 228, margin: 1 }) });
      setCode('');
    } catch (error) {
      setStatus({ tone: 'error', message: messageOf(error) });
    } finally {
      setIsBusy(false);
    }
  }

  function confirmTotp(event: FormEvent) {
    event.preventDefault();
    void run('Checking the code…', async () => {
      await verifyTOTPSetup({ code: code.trim() });
      await updateMFAPreference({ totp: 'PREFERRED' });
      setSetup(null);
      return 'Authenticator app added. Sign-in now asks for its code.';
    });
  }

  const turnOnEmail = () =>
    run('Turning on e-mailed codes…', async () => {
      await updateMFAPreference({ email: state?.enabled.length ? 'ENABLED' : 'PREFERRED' });
      return `Codes by e-mail are on: sign-in can send one to ${state?.email ?? 'your address'}.`;
    });

  const makePreferred = (factor: SecondFactor) =>
    run('Saving…', async () => {
      await updateMFAPreference({ [PREFERENCE_KEY[factor]]: 'PREFERRED' });
      return `${FACTOR_LABELS[factor]}: sign-in now asks for this one first.`;
    });

  const remove = (factor: SecondFactor) =>
    run('Removing…', async () => {
      await updateMFAPreference({ [PREFERENCE_KEY[factor]]: 'DISABLED' });
      setRemoving(null);
      return `${FACTOR_LABELS[factor]} removed.`;
    });

  if (!state) {
    return (
      <section aria-labelledby="two-step-heading">
        <h2 id="two-step-heading">Two-step sign-in</h2>
        <ActionStatus status={status ?? { tone: 'pending', message: 'Loading…' }} />
      </section>
    );
  }

  return (
    <section aria-labelledby="two-step-heading" className="account-security">
      <h2 id="two-step-heading">Two-step sign-in</h2>
      <p>{describeFactors(state.enabled, state.preferred)}</p>
      {state.withheldGroups.length > 0 && (
        <p className="my-alert" role="note">
          Your account is in {state.withheldGroups.join(' and ')}. Staff pages and staff actions open only once a second factor is
          set up here: someone with your password alone cannot hide records or read the audit log.
        </p>
      )}
      <ul className="list-unstyled" aria-label="Second factors">
        {SECOND_FACTORS.map((factor) => {
          const isOn = state.enabled.includes(factor);
          return (
            <li key={factor} className="d-flex flex-wrap align-items-center gap-2 mb-2" data-factor={factor}>
              <strong>{FACTOR_LABELS[factor]}</strong>
              <span>{isOn ? (state.preferred === factor ? 'On, asked first' : 'On') : 'Off'}</span>
              {isOn && state.preferred !== factor && state.enabled.length > 1 && (
                <button type="button" className="btn btn-sm btn-outline-primary" disabled={isBusy} onClick={() => void makePreferred(factor)}>
                  Ask for this one first
                </button>
              )}
              {isOn && removing !== factor && (
                <button type="button" className="btn btn-sm btn-outline-danger" disabled={isBusy} onClick={() => setRemoving(factor)}>
                  Remove {FACTOR_LABELS[factor].toLowerCase()}
                </button>
              )}
              {isOn && removing === factor && (
                <span role="group" aria-label={`Remove ${FACTOR_LABELS[factor].toLowerCase()}`}>
                  {state.staffGroups.length > 0 && state.enabled.length === 1 ? `Your ${state.staffGroups.join(' and ')} rights stop with it. ` : ''}
                  <button type="button" className="btn btn-sm btn-danger" disabled={isBusy} onClick={() => void remove(factor)}>
                    Yes, remove it
                  </button>{' '}
                  <button type="button" className="btn btn-sm btn-link" onClick={() => setRemoving(null)}>
                    Keep it
                  </button>
                </span>
              )}
              {!isOn && factor === 'TOTP' && !setup && (
                <button type="button" className="btn btn-sm btn-primary" disabled={isBusy} onClick={() => void startTotpSetup()}>
                  Set up an authenticator app
                </button>
              )}
              {!isOn && factor === 'EMAIL' && (
                <button type="button" className="btn btn-sm btn-primary" disabled={isBusy} onClick={() => void turnOnEmail()}>
                  Send codes by e-mail
                </button>
              )}
            </li>
          );
        })}
      </ul>
      {setup && (
        <form aria-label="Set up an authenticator app" onSubmit={confirmTotp} className="mb-3">
          <p>Scan this QR code with your authenticator app, or enter the key by hand; then type the code it shows.</p>
          {/* A data: URL drawn in the browser; next/image has nothing to optimise. */}
          <img src={setup.qrCode} alt="QR code for your authenticator app" width={228} height={228} data-amplify-qrcode />
          <p>
            Key: <code data-testid="totp-secret">{setup.secret}</code>{' '}
            <button type="button" className="btn btn-sm btn-link" onClick={() => void navigator.clipboard?.writeText(setup.secret)}>
              Copy
            </button>
          </p>
          <label htmlFor="totp-code" className="form-label">
            Code *
          </label>
          <input
            id="totp-code"
            className="form-control mb-2"
            inputMode="numeric"
            autoComplete="one-time-code"
            pattern="[0-9]{6}"
            maxLength={6}
            required
            placeholder="Code"
            value={code}
            onChange={(event) => setCode(event.target.value)}
          />
          <button type="submit" className="btn btn-primary" disabled={isBusy}>
            Confirm
          </button>{' '}
          <button type="button" className="btn btn-link" onClick={() => setSetup(null)}>
            Cancel
          </button>
        </form>
      )}
      <ActionStatus status={status} />
    </section>
  );
}
