/**
 * The one delivery stream the local backend has. On AWS the stream is declared in
 * amplify/backend.ts and its generated name travels in the outputs the same way.
 */
export const DELIVERY_STREAM_NAME = 'streamit-analytics';
/** The account part of local ARNs (Firehose names it in its refusals). */
export const LOCAL_ACCOUNT_ID = '000000000000';

export function deliveryStreamArn(region: string, name: string): string {
  return `arn:aws:firehose:${region}:${LOCAL_ACCOUNT_ID}:deliverystream/${name}`;
}
