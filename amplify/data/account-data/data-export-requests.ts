import { randomBytes } from 'node:crypto';
import { readRequiredText, type Args } from '../creator-records/input-checks';
import { badRequest, RecordRuleError } from '../creator-records/record-rule-error';
import type { RecordCaller, RecordDocument, RecordsPort } from '../creator-records/records-port';
import {
  ACCOUNT_EXPORT_PREFIX,
  EXPORT_INTERVAL_MS,
  EXPORT_KEPT_MS,
  EXPORT_LINK_SECONDS,
  EXPORT_PREPARE_DEADLINE_MS,
  type ExportStatus,
} from './account-data-limits';
import type { AccountFactsPort, ExportMailPort, ExportStoragePort } from './account-data-ports';
import { writeAccountExport, type ExportLimits, type ExportManifest } from './account-export';

/**
 * Take my data (issue 48), written once for both backends: requestMyData starts an export of the
 * caller's own data, the backend prepares it apart from the request (prepareMyData: locally after
 * answering, on AWS in a second invocation of the function), and myDataExport tells where it stands,
 * with a short-lived link once it is ready. One AccountDataExport record per account (id: the
 * caller's sub), replaced by each new request under a condition, so two requests at once make one
 * export, and one an hour at most.
 */
export const EXPORT_MODEL = 'AccountDataExport';

export interface AccountDataClock {
  now(): Date;
}

export interface AccountDataContext {
  port: RecordsPort;
  caller: RecordCaller;
  clock: AccountDataClock;
  storage: ExportStoragePort;
  facts: AccountFactsPort;
  mail: ExportMailPort;
  limits?: ExportLimits;
}

/** What the page shows: myDataExport's answer (amplify/data/models/account-operations.ts DataExportStatus). */
export interface DataExportView {
  status: ExportStatus;
  requestedAt: string | null;
  readyAt: string | null;
  /** When the download is deleted (READY only). */
  expiresAt: string | null;
  /** A link valid EXPORT_LINK_SECONDS (READY only). */
  downloadUrl: string | null;
  fileName: string | null;
  size: number | null;
  /** Before this, a new request is refused. */
  nextRequestAt: string | null;
  /** Why it failed, in plain words (FAILED only). */
  failure: string | null;
}

const NONE: DataExportView = { status: 'NONE', requestedAt: null, readyAt: null, expiresAt: null, downloadUrl: null, fileName: null, size: null, nextRequestAt: null, failure: null };

const STOPPED = 'The preparation stopped before it finished. Ask again: nothing of it was kept.';
const FAILED = 'We could not prepare your data. Ask again in a moment; if it fails again, write to us through the contact page.';

const epochSeconds = (at: Date) => Math.floor(at.getTime() / 1000);
const at = (value: unknown) => (typeof value === 'string' ? Date.parse(value) : NaN);

/** Where a stored export stands now: a preparation past its deadline has failed, a ready one past its time has expired. */
function effectiveStatus(doc: RecordDocument, now: Date): ExportStatus | 'EXPIRED' {
  if (doc.status === 'PREPARING') return now.getTime() - at(doc.requestedAt) > EXPORT_PREPARE_DEADLINE_MS ? 'FAILED' : 'PREPARING';
  if (doc.status === 'READY') return typeof doc.expiresAt === 'number' && doc.expiresAt * 1000 <= now.getTime() ? 'EXPIRED' : 'READY';
  return 'FAILED';
}

/** When the caller may ask again: an hour after a request that did not fail. */
function nextRequestOf(doc: RecordDocument, status: ExportStatus | 'EXPIRED', now: Date): Date | null {
  if (status === 'FAILED') return null;
  const next = new Date(at(doc.requestedAt) + EXPORT_INTERVAL_MS);
  return next.getTime() > now.getTime() ? next : null;
}

const fileNameOf = (key: unknown) => (typeof key === 'string' ? key.slice(key.lastIndexOf('/') + 1) : null);

/** Deletes an export whose time is up: its file, then its record (only as read, so a new request is never lost). */
export async function expireExport(port: RecordsPort, storage: Pick<ExportStoragePort, 'remove'>, doc: RecordDocument): Promise<void> {
  if (typeof doc.fileKey === 'string') await storage.remove(doc.fileKey);
  const current = await port.get(EXPORT_MODEL, doc.id);
  if (current?.updatedAt === doc.updatedAt) await port.commit([{ kind: 'delete', model: EXPORT_MODEL, id: doc.id }]);
}

/** myDataExport – where the caller's export stands, with a fresh short-lived link when it is ready. */
export async function myDataExport(context: Pick<AccountDataContext, 'port' | 'caller' | 'clock' | 'storage'>): Promise<DataExportView> {
  const { port, caller, clock, storage } = context;
  const doc = await port.get(EXPORT_MODEL, caller.sub);
  if (!doc) return NONE;
  const now = clock.now();
  const status = effectiveStatus(doc, now);
  if (status === 'EXPIRED') {
    await expireExport(port, storage, doc);
    return NONE;
  }
  const next = nextRequestOf(doc, status, now);
  const view: DataExportView = { ...NONE, status, requestedAt: String(doc.requestedAt), nextRequestAt: next?.toISOString() ?? null };
  if (status === 'FAILED') return { ...view, failure: doc.status === 'PREPARING' ? STOPPED : String(doc.failure ?? FAILED) };
  if (status === 'PREPARING') return view;
  return {
    ...view,
    readyAt: String(doc.readyAt),
    expiresAt: new Date(Number(doc.expiresAt) * 1000).toISOString(),
    downloadUrl: await storage.downloadLink(String(doc.fileKey), String(doc.identityId), EXPORT_LINK_SECONDS),
    fileName: fileNameOf(doc.fileKey),
    size: typeof doc.size === 'number' ? doc.size : null,
  };
}

const TIME = (date: Date) => `${date.toISOString().slice(0, 16).replace('T', ' ')} UTC`;

/**
 * requestMyData – starts an export of the caller's data into their own identity's folder
 * (`identityId`, which must be theirs where the platform can tell). Answers the stored record;
 * the caller then runs prepareMyData on it apart from the request. Asking while one is preparing
 * answers that one; asking again within the hour of one that did not fail is refused.
 */
export async function requestMyData(context: Pick<AccountDataContext, 'port' | 'caller' | 'clock' | 'storage'>, args: Args): Promise<{ doc: RecordDocument; isNew: boolean }> {
  const { port, caller, clock, storage } = context;
  const identityId = readRequiredText(args, 'identityId', 128);
  if ((await storage.isIdentityOf(identityId, caller.sub)) === false) {
    throw new RecordRuleError('Unauthorized', 'identityId must be your own identity (fetchAuthSession().identityId).');
  }
  const now = clock.now();
  const current = await port.get(EXPORT_MODEL, caller.sub);
  if (current) {
    const status = effectiveStatus(current, now);
    if (status === 'PREPARING') return { doc: current, isNew: false };
    const next = nextRequestOf(current, status, now);
    if (next) throw badRequest(`You can ask for your data once an hour: ask again after ${TIME(next)}.`);
  }
  const stamp = now.toISOString();
  const doc: RecordDocument = {
    id: caller.sub,
    owner: caller.owner,
    status: 'PREPARING',
    identityId,
    requestedAt: stamp,
    readyAt: null,
    // On AWS the table's TTL deletes the record then, whatever became of it.
    expiresAt: epochSeconds(new Date(now.getTime() + EXPORT_KEPT_MS)),
    fileKey: null,
    size: null,
    failure: null,
    createdAt: stamp,
    updatedAt: stamp,
  };
  await port.commit([current ? { kind: 'put', model: EXPORT_MODEL, doc, expectUpdatedAt: String(current.updatedAt) } : { kind: 'create', model: EXPORT_MODEL, doc }]);
  // The previous download goes now: only the newest is ever handed out.
  if (typeof current?.fileKey === 'string') await storage.remove(current.fileKey).catch(() => undefined);
  return { doc, isNew: true };
}

/**
 * prepareMyData – writes the export a request made (streamed into the bucket), then marks it READY
 * with its time limit and mails the owner; on any failure removes what it wrote and marks it
 * FAILED. A newer request that replaced the record meanwhile wins: this one's file is removed.
 */
export async function prepareMyData(context: AccountDataContext, doc: RecordDocument): Promise<ExportManifest | null> {
  const { port, caller, clock, storage, facts, mail } = context;
  const startedAt = clock.now();
  const key = `${ACCOUNT_EXPORT_PREFIX}${String(doc.identityId)}/streamit-data-${startedAt.toISOString().slice(0, 10)}-${randomBytes(6).toString('hex')}.zip`;
  const settle = async (changes: Record<string, unknown>) => {
    const stamp = clock.now().toISOString();
    await port.commit([{ kind: 'put', model: EXPORT_MODEL, doc: { ...doc, ...changes, updatedAt: stamp }, expectUpdatedAt: String(doc.updatedAt) }]);
  };
  let manifest: ExportManifest;
  let size: number;
  try {
    const written = writeAccountExport({ port, facts, storage, limits: context.limits }, caller, startedAt);
    const fileName = fileNameOf(key) ?? 'streamit-data.zip';
    [size, manifest] = await Promise.all([
      storage.write(key, written.stream, { contentType: 'application/zip', contentDisposition: `attachment; filename="${fileName}"` }),
      written.manifest,
    ]);
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    await settle({ status: 'FAILED', failure: FAILED }).catch(() => undefined);
    throw error;
  }
  const readyAt = clock.now();
  const expiresAt = new Date(readyAt.getTime() + EXPORT_KEPT_MS);
  try {
    await settle({ status: 'READY', readyAt: readyAt.toISOString(), expiresAt: epochSeconds(expiresAt), fileKey: key, size });
  } catch (error) {
    await storage.remove(key).catch(() => undefined);
    if (error instanceof RecordRuleError && error.errorType === 'Conflict') return null;
    throw error;
  }
  const email = (await facts.read(caller.sub))?.attributes.email;
  if (email) await mail.dataReady(email, new Date(epochSeconds(expiresAt) * 1000));
  return manifest;
}
