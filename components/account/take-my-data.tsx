'use client';

import { useCallback, useEffect, useRef, useState } from 'react';
import { EXPORT_KEPT_DAYS } from '@/amplify/data/account-data/account-data-limits';
import type { StatusMessage } from '@/components/forms/form-status';
import { ActionStatus } from '@/components/my/action-status';
import { readMyDataExport, requestMyDataExport, type DataExport } from '@/lib/auth/take-my-data';

const WHEN = new Intl.DateTimeFormat('en-GB', { dateStyle: 'medium', timeStyle: 'short' });
/** How often the page asks again while an export is being prepared. */
const PREPARING_POLL_MS = 3000;
/** A ready export's link works 15 minutes: the page asks for a fresh one well before. */
const READY_REFRESH_MS = 10 * 60 * 1000;

const CANNOT_REACH = 'Your data could not be asked for: the site could not be reached. Check your connection and try again.';

function describe(error: unknown): string {
  if (error instanceof Error && error.name === 'DataExportError') return error.message;
  return CANNOT_REACH;
}

function sizeInWords(bytes: number | null): string {
  if (bytes === null) return '';
  if (bytes < 1024 * 1024) return `${Math.max(1, Math.round(bytes / 1024))} KB`;
  return `${(bytes / 1024 / 1024).toFixed(1)} MB`;
}

/**
 * Take my data (issue 48): one button prepares a ZIP of everything the site holds about the
 * account — profile, briefs with drafts, bans and reports (anonymised and hidden ones too) with their
 * appeal events and evidence files, account details and last sign-ins. It is prepared apart from the
 * page (an e-mail says when it is ready), kept EXPORT_KEPT_DAYS days, and may be asked for once an hour.
 */
export function TakeMyData() {
  const [current, setCurrent] = useState<DataExport | null>(null);
  const [status, setStatus] = useState<StatusMessage | null>(null);
  const [isBusy, setIsBusy] = useState(false);
  const isMounted = useRef(true);

  const refresh = useCallback(async () => {
    try {
      const next = await readMyDataExport();
      if (isMounted.current) setCurrent(next);
    } catch (error) {
      if (isMounted.current) setStatus({ tone: 'error', message: describe(error) });
    }
  }, []);

  useEffect(() => {
    isMounted.current = true;
    void refresh();
    return () => {
      isMounted.current = false;
    };
  }, [refresh]);

  // While preparing, ask every few seconds; while ready, keep the link fresh.
  useEffect(() => {
    if (current?.status !== 'PREPARING' && current?.status !== 'READY') return;
    const timer = setTimeout(() => void refresh(), current.status === 'PREPARING' ? PREPARING_POLL_MS : READY_REFRESH_MS);
    return () => clearTimeout(timer);
  }, [current, refresh]);

  async function ask() {
    setIsBusy(true);
    setStatus({ tone: 'pending', message: 'Asking for your data…' });
    try {
      const next = await requestMyDataExport();
      setCurrent(next);
      setStatus(null);
    } catch (error) {
      setStatus({ tone: 'error', message: describe(error) });
    } finally {
      setIsBusy(false);
    }
  }

  const canAsk = current !== null && current.status !== 'PREPARING' && current.nextRequestAt === null;
  const askLabel = current?.status === 'READY' ? 'Prepare a new copy' : current?.status === 'FAILED' ? 'Try again' : 'Prepare my data';

  return (
    <section aria-labelledby="take-my-data-heading" className="my-panel take-my-data">
      <h2 id="take-my-data-heading" className="my-panel-title">
        Take your data
      </h2>
      <p>
        A download (a ZIP file) of everything this site holds about you: your account details and last sign-ins,
        your profile, your briefs with drafts, your bans and shadowban reports (anonymised and hidden ones too) with
        their appeal events, evidence items and files. It is prepared in the background and we e-mail you when it is
        ready. It is kept for {EXPORT_KEPT_DAYS} days, then deleted; you may ask for one once an hour.
      </p>

      {current === null ? (
        status ? null : (
          <p role="status">
            <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Checking for a download…
          </p>
        )
      ) : current.status === 'PREPARING' ? (
        <p role="status" className="take-my-data-state">
          <span className="spinner-border spinner-border-sm" aria-hidden="true" /> Preparing your data (asked for{' '}
          {current.requestedAt ? WHEN.format(current.requestedAt) : 'just now'}). You may leave this page: we will e-mail
          you when it is ready.
        </p>
      ) : current.status === 'READY' && current.downloadUrl ? (
        <div className="take-my-data-state" role="status">
          <p className="mb-2">
            <i className="bi bi-check-circle-fill" aria-hidden="true" /> Your data is ready
            {current.readyAt ? <> (prepared {WHEN.format(current.readyAt)})</> : null}.
          </p>
          <p className="mb-2">
            <a className="btn btn-primary" href={current.downloadUrl} download={current.fileName ?? undefined}>
              <i className="bi bi-arrow-down-circle" aria-hidden="true" /> Download your data{' '}
              {current.size !== null ? <span className="text-nowrap">({sizeInWords(current.size)}, ZIP)</span> : null}
            </a>
          </p>
          {current.expiresAt ? (
            <p className="mb-0">
              Available until <time dateTime={current.expiresAt.toISOString()}>{WHEN.format(current.expiresAt)}</time>,
              then deleted.
            </p>
          ) : null}
        </div>
      ) : current.status === 'FAILED' ? (
        <p role="alert" className="text-danger take-my-data-state">
          <i className="bi bi-exclamation-triangle-fill" aria-hidden="true" /> {current.failure}
        </p>
      ) : null}

      {current !== null && current.nextRequestAt !== null && current.status !== 'PREPARING' ? (
        <p className="take-my-data-next">
          You can ask for a new copy after{' '}
          <time dateTime={current.nextRequestAt.toISOString()}>{WHEN.format(current.nextRequestAt)}</time> (one an hour).
        </p>
      ) : null}

      <div className="my-form-actions">
        {canAsk ? (
          <button type="button" className={current?.status === 'READY' ? 'btn btn-outline-secondary' : 'btn btn-primary'} disabled={isBusy} onClick={() => void ask()}>
            {askLabel}
          </button>
        ) : null}
        <ActionStatus status={status} />
      </div>
    </section>
  );
}
