import { readFile } from 'node:fs/promises';
import { KEYS_RECHECK_MS } from '../keys/keys-refresher';
import type { RotatableKey } from '../keys/rotate-pool-keys';
import { OPERATOR_CREDENTIALS_FILE } from '../operator-credentials';
import type { AdminApi } from './admin-api';

export interface RotateKeysRequest {
  /** What to rotate; everything when empty. */
  only: RotatableKey[];
  shouldDropPreviousSigningKeys: boolean;
}

export interface RotationReport {
  rotated: string[];
  signingKeyId?: string;
  previousSigningKeyIds: string[];
  previousKeysPublishedUntil?: Date;
  droppedSigningKeyIds: string[];
  operatorAccessKeyId?: string;
}

const stringList = (value: unknown): string[] =>
  Array.isArray(value) ? value.filter((item): item is string => typeof item === 'string') : [];
const optionalText = (value: unknown): string | undefined => (typeof value === 'string' ? value : undefined);

/** AdminRotateKeys through either Admin API, its answer read back into a report. */
export async function rotateKeys(api: AdminApi, request: RotateKeysRequest): Promise<RotationReport> {
  const answer = await api.call('AdminRotateKeys', {
    ...(request.only.length > 0 ? { Only: request.only } : {}),
    ...(request.shouldDropPreviousSigningKeys ? { DropPreviousSigningKeys: true } : {}),
  });
  const until = answer.PreviousSigningKeysPublishedUntil;
  return {
    rotated: stringList(answer.Rotated),
    signingKeyId: optionalText(answer.SigningKeyId),
    previousSigningKeyIds: stringList(answer.PreviousSigningKeyIds),
    previousKeysPublishedUntil: typeof until === 'number' ? new Date(until * 1000) : undefined,
    droppedSigningKeyIds: stringList(answer.DroppedSigningKeyIds),
    operatorAccessKeyId: optionalText(answer.OperatorAccessKeyId),
  };
}

/** The access key id the credentials file holds now, if there is a readable one. */
async function readFileAccessKeyId(path: string): Promise<string | undefined> {
  try {
    return optionalText((JSON.parse(await readFile(path, 'utf8')) as { accessKeyId?: unknown }).accessKeyId);
  } catch {
    return undefined;
  }
}

/** What was rotated, and what the operator does next, as the CLI prints it. */
export async function describeRotation(
  report: RotationReport,
  { credentialsPath }: { credentialsPath: string },
): Promise<string[]> {
  const lines: string[] = [];
  if (report.signingKeyId) {
    lines.push(`Signing key: ${report.signingKeyId} signs every token from now on.`);
    if (report.previousSigningKeyIds.length > 0 && report.previousKeysPublishedUntil) {
      lines.push(
        `  The previous keys (${report.previousSigningKeyIds.join(', ')}) stay in the JWKS until ${report.previousKeysPublishedUntil.toISOString()}, ` +
          'when every token they signed has expired; then they are dropped. Nothing to do: signed-in users stay signed in.',
      );
    }
    if (report.droppedSigningKeyIds.length > 0)
      lines.push(`  No longer published: ${report.droppedSigningKeyIds.join(', ')}.`);
  }
  if (report.operatorAccessKeyId) {
    const isInFile = (await readFileAccessKeyId(credentialsPath)) === report.operatorAccessKeyId;
    lines.push(
      `Operator credentials: ${report.operatorAccessKeyId} replaces the previous pair, which the Admin API refuses from now on.`,
      isInFile
        ? `  The new pair is in ${credentialsPath} (owner-only): give it to whatever calls the Admin API (AWS CLI profiles, scripts) and delete every copy of the old one.`
        : `  The new pair is in the database only; each server writes it to ${OPERATOR_CREDENTIALS_FILE} in its data folder when it starts or picks this rotation up. Replace every copy of the old one.`,
    );
  }
  if (report.rotated.includes('identity-secret')) {
    lines.push(
      'Identity-pool credentials: every AWS credential handed out so far stopped working; apps fetch new ones on their next call.',
    );
  }
  lines.push(
    `Running servers, and every other instance on the same database, switch within ${KEYS_RECHECK_MS / 1000} seconds without a restart.`,
  );
  return lines;
}
