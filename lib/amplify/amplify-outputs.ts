/**
 * The parts of amplify_outputs.json (schema 1.3) the site reads itself. Gen 2's sections have no
 * field for custom endpoints, so the local backend adds them under `custom`; an outputs file from
 * a real AWS deployment has none and the site talks to AWS.
 */
export interface AmplifyOutputsDocument {
  version: string;
  auth?: {
    aws_region: string;
    user_pool_id: string;
    user_pool_client_id: string;
    identity_pool_id?: string;
    [key: string]: unknown;
  };
  custom?: {
    user_pool_endpoint?: string;
    identity_pool_endpoint?: string;
    [key: string]: unknown;
  };
  [section: string]: unknown;
}

/** The global the /amplify-outputs.js script sets (read by lib/amplify/browser-outputs.ts once it ran). */
export const OUTPUTS_GLOBAL = '__AMPLIFY_OUTPUTS__';

export function isAmplifyOutputsDocument(value: unknown): value is AmplifyOutputsDocument {
  return typeof value === 'object' && value !== null && typeof (value as { version?: unknown }).version === 'string';
}
