import { signRequest, type AwsCredentials } from '../../core/test-support/sign-request';

export interface RawAnswer {
  status: number;
  /** x-amzn-ErrorType, as the SDKs read the error name. */
  type: string | null;
  text: string;
  body: Record<string, unknown>;
}

/**
 * One AWS JSON 1.1 call with any target and body, signed when credentials are given: what a
 * client could send that no SDK would.
 */
export async function callJsonTarget(
  endpoint: string,
  target: string,
  body: unknown,
  { credentials, service = 'cognito-idp' }: { credentials?: AwsCredentials; service?: string } = {},
): Promise<RawAnswer> {
  const text = typeof body === 'string' ? body : JSON.stringify(body);
  const headers = { 'content-type': 'application/x-amz-json-1.1', 'x-amz-target': target };
  const signed = credentials
    ? await signRequest({ url: endpoint, body: text, service, headers }, credentials)
    : headers;
  const response = await fetch(endpoint, { method: 'POST', headers: signed, body: text });
  const answer = await response.text();
  let parsed: Record<string, unknown> = {};
  try {
    parsed = JSON.parse(answer) as Record<string, unknown>;
  } catch {
    // Left empty: the caller asserts on status and text.
  }
  return {
    status: response.status,
    type: response.headers.get('x-amzn-errortype'),
    text: answer,
    body: parsed,
  };
}
