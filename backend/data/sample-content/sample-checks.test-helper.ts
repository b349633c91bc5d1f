import { SAMPLE_PLATFORMS } from './platforms';
import type { PlatformName } from './sample-types';

/** The day the sample content was written; nothing recorded as having happened is later. */
export const WRITTEN_ON = '2026-11-21';
export const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;
export const KEBAB = /^[a-z0-9]+(-[a-z0-9]+)*$/;
export const ARTWORK_URL =
  /^\/artwork\/(poster|still|banner|portrait|avatar|product)\/[a-z0-9][a-z0-9-]{0,95}\.svg$/;

/** A real calendar day written as an AWSDate. */
export function isAwsDate(value: unknown): boolean {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2}$/.test(value)) return false;
  return new Date(`${value}T00:00:00.000Z`).toISOString().slice(0, 10) === value;
}

/** Host name of an https URL without a leading www.; anything else throws. */
export function hostOf(url: string): string {
  const parsed = new URL(url);
  if (parsed.protocol !== 'https:') throw new Error(`not https: ${url}`);
  return parsed.hostname.replace(/^www\./, '');
}

/** Whether an https URL lives on the platform's site (subdomains such as name.substack.com count). */
export function isOnPlatform(url: string, name: PlatformName): boolean {
  const platform = SAMPLE_PLATFORMS.find((candidate) => candidate.name === name);
  if (!platform) return false;
  const host = hostOf(url);
  const platformHost = hostOf(platform.url);
  return host === platformHost || host.endsWith(`.${platformHost}`);
}

export function distinct<T>(values: T[]): T[] {
  return [...new Set(values)];
}
