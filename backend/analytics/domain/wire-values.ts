import { isIP } from 'node:net';
import { emptyRecord } from '../../core/own-property';
import { MAX_KEY_LENGTH } from './limits';

/** A value a client sent that does not fit the shape: the text says which field and why. */
export class InvalidInputError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'InvalidInputError';
  }
}

export type JsonObject = Record<string, unknown>;

export function isJsonObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

const ISO_TIMESTAMP = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(?::\d{2}(?:\.\d{1,9})?)?(?:Z|[+-]\d{2}:?\d{2})$/;

/** An ISO 8601 date-time with a zone, as Pinpoint takes it; returns the epoch milliseconds. */
export function parseTimestamp(value: unknown, field: string): number {
  const time = typeof value === 'string' && ISO_TIMESTAMP.test(value) ? Date.parse(value) : Number.NaN;
  if (!Number.isFinite(time)) throw new InvalidInputError(`${field} must be an ISO 8601 date-time such as 2024-05-01T12:00:00.000Z.`);
  return time;
}

export function readString(value: unknown, field: string, maxLength: number): string {
  if (typeof value !== 'string' || value.length === 0) throw new InvalidInputError(`${field} must be a non-empty string.`);
  if (value.length > maxLength) throw new InvalidInputError(`${field} must be at most ${maxLength} characters.`);
  return value;
}

export function readOptionalString(value: unknown, field: string, maxLength: number): string | undefined {
  return value === undefined || value === null ? undefined : readString(value, field, maxLength);
}

export function readOptionalObject(value: unknown, field: string): JsonObject | undefined {
  if (value === undefined || value === null) return undefined;
  if (!isJsonObject(value)) throw new InvalidInputError(`${field} must be an object.`);
  return value;
}

export function readKey(key: string, field: string): string {
  if (key.length === 0 || key.length > MAX_KEY_LENGTH) {
    throw new InvalidInputError(`${field} keys must be 1 to ${MAX_KEY_LENGTH} characters (got "${key.slice(0, 60)}").`);
  }
  return key;
}

/** A map of finite numbers (Metrics). */
export function readMetrics(value: unknown, field: string): Record<string, number> {
  const metrics = emptyRecord<number>();
  for (const [key, metric] of Object.entries(readOptionalObject(value, field) ?? {})) {
    if (typeof metric !== 'number' || !Number.isFinite(metric)) throw new InvalidInputError(`${field}.${readKey(key, field)} must be a number.`);
    metrics[readKey(key, field)] = metric;
  }
  return metrics;
}

/**
 * True for a value that is an IP address. Such values are dropped on ingest so no client address
 * is stored, even when a client puts one in its data.
 */
export function isIpAddress(value: string): boolean {
  return isIP(value) !== 0;
}
