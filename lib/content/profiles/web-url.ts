/**
 * Links on a profile are shown to every visitor, so only absolute http(s) URLs count: AWSURL
 * (the schema's type for link fields) also accepts schemes such as javascript: or ftp:.
 */
export function isWebUrl(value: string): boolean {
  if (/\s/.test(value)) return false;
  try {
    const url = new URL(value);
    const isHttp = url.protocol === 'https:' || url.protocol === 'http:';
    return isHttp && (url.hostname.includes('.') || url.hostname === 'localhost');
  } catch {
    return false;
  }
}

/** A picture may also be served by this site: a path such as /artwork/portrait/ada.svg. */
export function isImageAddress(value: string): boolean {
  return (value.startsWith('/') && !value.startsWith('//') && !/\s/.test(value)) || isWebUrl(value);
}
