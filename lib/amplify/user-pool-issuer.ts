import type { AmplifyOutputsDocument } from './amplify-outputs';

export interface UserPoolIssuer {
  userPoolId: string;
  clientId: string;
  /** The `iss` claim the pool's tokens carry. */
  issuer: string;
  jwksUri: string;
  /** True when the outputs name no custom endpoint: the pool is Amazon Cognito itself. */
  isAmazonCognito: boolean;
}

/**
 * Who issues the tokens the site accepts. Cognito's issuer is its regional endpoint plus the pool
 * id; the local backend keeps that shape under its own endpoint.
 */
export function userPoolIssuerOf(outputs: AmplifyOutputsDocument): UserPoolIssuer | null {
  const auth = outputs.auth;
  if (!auth?.user_pool_id || !auth.user_pool_client_id) return null;
  const customEndpoint = outputs.custom?.user_pool_endpoint?.replace(/\/+$/, '');
  const endpoint = customEndpoint ?? `https://cognito-idp.${auth.aws_region}.amazonaws.com`;
  const issuer = `${endpoint}/${auth.user_pool_id}`;
  return {
    userPoolId: auth.user_pool_id,
    clientId: auth.user_pool_client_id,
    issuer,
    jwksUri: `${issuer}/.well-known/jwks.json`,
    isAmazonCognito: !customEndpoint,
  };
}
