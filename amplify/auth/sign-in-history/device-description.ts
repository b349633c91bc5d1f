/**
 * A sign-in's device in a few words ("Chrome on Linux"), from the browser's user-agent string the
 * sign-in page passes along. Only these words are kept, never the string itself, and they come
 * from the fixed lists below, so nothing a client makes up can reach the account's page.
 */

/** Most specific first: Edge and Opera also say Chrome, Chrome also says Safari. */
const BROWSERS: readonly (readonly [RegExp, string])[] = [
  [/\bEdg(e|A|iOS)?\//, 'Edge'],
  [/\b(OPR|Opera)\//, 'Opera'],
  [/\bSamsungBrowser\//, 'Samsung Internet'],
  [/\b(Firefox|FxiOS)\//, 'Firefox'],
  [/\b(HeadlessChrome|Chrome|Chromium|CriOS)\//, 'Chrome'],
  [/\bVersion\/[\d.]+.*\bSafari\//, 'Safari'],
  [/\bnode\b|\bundici\b/i, 'a program (Node.js)'],
];

const SYSTEMS: readonly (readonly [RegExp, string])[] = [
  [/\b(iPhone|iPad|iPod)\b/, 'iOS'],
  [/\bAndroid\b/, 'Android'],
  [/\bCrOS\b/, 'ChromeOS'],
  [/\bWindows\b/, 'Windows'],
  [/\bMac OS X\b|\bMacintosh\b/, 'macOS'],
  [/\bLinux\b/, 'Linux'],
];

export const UNKNOWN_DEVICE = 'Unknown device';

/** The longest user-agent string looked at; longer ones are cut (bounds the matching). */
export const USER_AGENT_MAX_LENGTH = 512;

function firstMatch(text: string, table: readonly (readonly [RegExp, string])[]): string | null {
  for (const [pattern, name] of table) if (pattern.test(text)) return name;
  return null;
}

export function describeDevice(userAgent: string | undefined): string {
  if (!userAgent) return UNKNOWN_DEVICE;
  const text = userAgent.slice(0, USER_AGENT_MAX_LENGTH);
  const browser = firstMatch(text, BROWSERS);
  const system = firstMatch(text, SYSTEMS);
  if (browser && system) return `${browser} on ${system}`;
  if (browser) return browser;
  if (system) return `A browser on ${system}`;
  return UNKNOWN_DEVICE;
}
