/** An encoded path of a key, each segment escaped (keys hold identity ids with ':' and any file name). */
export function encodeKey(key: string): string {
  return key.split('/').map(encodeURIComponent).join('/');
}
