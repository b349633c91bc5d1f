'use client';

import { fetchAuthSession } from 'aws-amplify/auth';
import type { ExportStatus } from '@/amplify/data/account-data/account-data-limits';
import { loadBrowserDataClient } from '@/lib/data/browser-data';
import { CONFIGURATION_ERROR_MESSAGE } from './messages';

/** Where the account's data export stands (myDataExport's answer, dates as dates). */
export interface DataExport {
  status: ExportStatus;
  requestedAt: Date | null;
  readyAt: Date | null;
  /** When the download is deleted. */
  expiresAt: Date | null;
  /** Works for a few minutes: ask again (readMyDataExport) rather than keep it. */
  downloadUrl: string | null;
  fileName: string | null;
  size: number | null;
  /** Before this a new export is refused (one an hour). */
  nextRequestAt: Date | null;
  failure: string | null;
}

/** A refusal of the data API, in its own words (they are written for people: "ask again after …"). */
export class DataExportError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'DataExportError';
  }
}

type Answer = { status: string; requestedAt?: string | null; readyAt?: string | null; expiresAt?: string | null; downloadUrl?: string | null; fileName?: string | null; size?: number | null; nextRequestAt?: string | null; failure?: string | null };

const dateOf = (value: string | null | undefined) => (value ? new Date(value) : null);

function toDataExport(answer: Answer | null | undefined): DataExport {
  if (!answer) throw new DataExportError('The data service gave no answer. Please try again.');
  return {
    status: answer.status as ExportStatus,
    requestedAt: dateOf(answer.requestedAt),
    readyAt: dateOf(answer.readyAt),
    expiresAt: dateOf(answer.expiresAt),
    downloadUrl: answer.downloadUrl ?? null,
    fileName: answer.fileName ?? null,
    size: answer.size ?? null,
    nextRequestAt: dateOf(answer.nextRequestAt),
    failure: answer.failure ?? null,
  };
}

async function client() {
  const loaded = await loadBrowserDataClient();
  if (!loaded) throw new Error(CONFIGURATION_ERROR_MESSAGE);
  return loaded;
}

/** The caller's export: none, preparing, ready (with a fresh link) or failed. */
export async function readMyDataExport(): Promise<DataExport> {
  const { data, errors } = await (await client()).queries.myDataExport();
  if (errors?.length) throw new DataExportError(errors[0].message);
  return toDataExport(data);
}

/** Asks for a new export into this identity's own folder; it is prepared apart and announced by e-mail. */
export async function requestMyDataExport(): Promise<DataExport> {
  const { identityId } = await fetchAuthSession();
  if (!identityId) throw new DataExportError('Your session has ended. Please sign in again.');
  const { data, errors } = await (await client()).mutations.requestMyData({ identityId });
  if (errors?.length) throw new DataExportError(errors[0].message);
  return toDataExport(data);
}
