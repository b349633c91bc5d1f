import { readFile } from 'node:fs/promises';
import { join } from 'node:path';
import { Sha256 } from '@aws-crypto/sha256-js';
import { SignatureV4 } from '@smithy/signature-v4';
import { emptyRecord } from '../../core/own-property';
import { OPERATOR_CREDENTIALS_FILE, type OperatorCredentialsFile } from '../operator-credentials';
import { AdminApiError, isPublicOperation, type AdminApi } from './admin-api';

/** The server's JSON answer as an object of its own members, or null for anything else. */
function parseAnswer(text: string): Record<string, unknown> | null {
  try {
    const parsed: unknown = JSON.parse(text);
    return typeof parsed === 'object' && parsed !== null && !Array.isArray(parsed) ? Object.assign(emptyRecord<unknown>(), parsed) : null;
  } catch {
    return null;
  }
}

/**
 * The running server's Admin API, SigV4-signed with the operator credentials the server wrote
 * into the data folder (the database itself is the server's while it runs).
 */
export async function openServerAdminApi(dataDir: string): Promise<AdminApi> {
  const path = join(dataDir, OPERATOR_CREDENTIALS_FILE);
  let file: OperatorCredentialsFile;
  try {
    file = JSON.parse(await readFile(path, 'utf8')) as OperatorCredentialsFile;
  } catch (error) {
    throw new Error(`The server holds the database, and its operator credentials (${path}) could not be read: ${String(error)}`);
  }
  const endpoint = new URL(file.userPoolEndpoint);
  const signer = new SignatureV4({
    service: 'cognito-idp',
    region: file.region,
    credentials: { accessKeyId: file.accessKeyId, secretAccessKey: file.secretAccessKey },
    sha256: Sha256,
  });
  return {
    mode: 'server',
    // Written by servers since issue 48; an older server's file has none, and `--totp` says so.
    clientId: file.userPoolClientId ?? '',
    async call(operation, input) {
      const body = JSON.stringify(isPublicOperation(operation) ? input : { UserPoolId: file.userPoolId, ...input });
      const signed = await signer.sign({
        method: 'POST',
        protocol: endpoint.protocol,
        hostname: endpoint.hostname,
        port: endpoint.port ? Number(endpoint.port) : undefined,
        path: endpoint.pathname,
        headers: {
          host: endpoint.host,
          'content-type': 'application/x-amz-json-1.1',
          'x-amz-target': `AWSCognitoIdentityProviderService.${operation}`,
        },
        body,
      });
      const response = await fetch(endpoint, { method: 'POST', headers: signed.headers, body });
      const text = await response.text();
      const answer = parseAnswer(text);
      if (!response.ok || !answer) {
        const type = answer && typeof answer.__type === 'string' ? answer.__type : String(response.status);
        const message = answer && typeof answer.message === 'string' ? answer.message : text.slice(0, 200) || 'Request failed';
        throw new AdminApiError(type, message);
      }
      return answer;
    },
    close: async () => undefined,
  };
}
