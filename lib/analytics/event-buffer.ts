import {
  ANALYTICS_BUFFER_SIZE,
  ANALYTICS_FLUSH_INTERVAL_MS,
  ANALYTICS_FLUSH_SIZE,
  ANALYTICS_RESEND_LIMIT,
  ANALYTICS_RETRY_BASE_DELAY_MS,
  ANALYTICS_RETRY_MAX_DELAY_MS,
  ANALYTICS_RETRYABLE_STATUS_CODES,
} from '@/lib/constants/analytics';
import type { BufferedEvent, EventStatuses } from './analytics-types';

export type DropReason = 'buffer-full' | 'resend-limit' | 'refused' | 'failed';

export interface EventBufferSettings {
  bufferSize: number;
  flushSize: number;
  flushIntervalMs: number;
  resendLimit: number;
  retryBaseDelayMs: number;
  retryMaxDelayMs: number;
}

export const SPEC_BUFFER_SETTINGS: EventBufferSettings = {
  bufferSize: ANALYTICS_BUFFER_SIZE,
  flushSize: ANALYTICS_FLUSH_SIZE,
  flushIntervalMs: ANALYTICS_FLUSH_INTERVAL_MS,
  resendLimit: ANALYTICS_RESEND_LIMIT,
  retryBaseDelayMs: ANALYTICS_RETRY_BASE_DELAY_MS,
  retryMaxDelayMs: ANALYTICS_RETRY_MAX_DELAY_MS,
};

export interface EventBufferOptions {
  /** Sends one batch; resolves a status per event (the transport's), or throws with the request's status. */
  send(events: readonly BufferedEvent[], options: { isUnloading: boolean }): Promise<EventStatuses>;
  settings?: Partial<EventBufferSettings>;
  /** Jitter source (0 ≤ x < 1); tests fix it. */
  random?: () => number;
  onDrop?(events: readonly BufferedEvent[], reason: DropReason): void;
}

/** The HTTP status of a failed send: the AWS SDK's `$metadata.httpStatusCode`, or `status`. */
export function statusOfError(error: unknown): number | undefined {
  const failure = error as { $metadata?: { httpStatusCode?: number }; status?: number } | null;
  return failure?.$metadata?.httpStatusCode ?? failure?.status;
}

/**
 * SPEC §9's buffer. Events wait here and go out every flush interval, at most `flushSize` per
 * request, one request at a time. A request answered 429 or 500 as a whole, and each event the
 * transport answers 429 or 500 (a Firehose record that failed reads as 500), goes back to the front of the buffer while it has resends left, and sending
 * pauses for an exponential backoff with jitter. Any other answer, or a network failure, ends the
 * event (SPEC §7: retried on 429 and 500 only). When the buffer holds `bufferSize` events, a new
 * event is dropped (the 1001st is lost, the 1000 before it are kept), as Amplify's buffer does.
 */
export class EventBuffer {
  private readonly settings: EventBufferSettings;
  private events: BufferedEvent[] = [];
  private interval: ReturnType<typeof setInterval> | undefined;
  private retryTimer: ReturnType<typeof setTimeout> | undefined;
  private isSending = false;
  private failures = 0;

  constructor(private readonly options: EventBufferOptions) {
    this.settings = { ...SPEC_BUFFER_SETTINGS, ...options.settings };
  }

  get size(): number {
    return this.events.length;
  }

  get resendLimit(): number {
    return this.settings.resendLimit;
  }

  /** Starts the flush interval (idempotent). */
  start(): void {
    this.interval ??= setInterval(() => void this.sendNextBatch(), this.settings.flushIntervalMs);
  }

  stop(): void {
    clearInterval(this.interval);
    clearTimeout(this.retryTimer);
    this.interval = undefined;
    this.retryTimer = undefined;
  }

  /** False when the buffer is full and the event was dropped. */
  push(event: BufferedEvent): boolean {
    if (this.events.length >= this.settings.bufferSize) {
      this.options.onDrop?.([event], 'buffer-full');
      return false;
    }
    this.events.push(event);
    return true;
  }

  /** Forgets every waiting event (opt-out). */
  clear(): void {
    this.events = [];
  }

  /**
   * Sends everything now, batch after batch, ignoring the interval and any backoff: the page is
   * being hidden and may never run again. One request at a time keeps each within what a
   * keep-alive request may carry while the page unloads.
   */
  async flush(): Promise<void> {
    while (this.events.length > 0) {
      const batch = this.events.splice(0, this.settings.flushSize);
      if (!(await this.sendBatch(batch, true))) break;
    }
  }

  /** One batch on the interval (or when a backoff ends); skipped while one is out or a backoff runs. */
  private async sendNextBatch(): Promise<void> {
    if (this.isSending || this.retryTimer || this.events.length === 0) return;
    this.isSending = true;
    try {
      await this.sendBatch(this.events.splice(0, this.settings.flushSize), false);
    } finally {
      this.isSending = false;
    }
  }

  /** Sends one batch and settles each event; false when part of it must be retried later. */
  private async sendBatch(batch: BufferedEvent[], isUnloading: boolean): Promise<boolean> {
    let retryable: BufferedEvent[];
    try {
      const statuses = await this.options.send(batch, { isUnloading });
      retryable = batch.filter((event) => ANALYTICS_RETRYABLE_STATUS_CODES.includes(statuses[event.eventId]));
      // Events the answer leaves out count as accepted, as in Amplify's buffer.
      const refused = batch.filter((event) => {
        const status = statuses[event.eventId];
        return status !== undefined && status !== 202 && !ANALYTICS_RETRYABLE_STATUS_CODES.includes(status);
      });
      if (refused.length > 0) this.options.onDrop?.(refused, 'refused');
    } catch (error) {
      const status = statusOfError(error);
      if (status === undefined || !ANALYTICS_RETRYABLE_STATUS_CODES.includes(status)) {
        this.options.onDrop?.(batch, 'failed');
        return true;
      }
      retryable = batch;
    }
    if (retryable.length === 0) {
      this.failures = 0;
      return true;
    }
    this.requeue(retryable);
    return false;
  }

  private requeue(retryable: BufferedEvent[]): void {
    const resendable = retryable.filter((event) => event.resendsLeft > 0);
    const exhausted = retryable.filter((event) => event.resendsLeft <= 0);
    if (exhausted.length > 0) this.options.onDrop?.(exhausted, 'resend-limit');
    // Back to the front, ahead of newer events, even past the buffer size: they were already taken in.
    this.events.unshift(...resendable.map((event) => ({ ...event, resendsLeft: event.resendsLeft - 1 })));
    this.failures += 1;
    clearTimeout(this.retryTimer);
    this.retryTimer = setTimeout(() => {
      this.retryTimer = undefined;
      void this.sendNextBatch();
    }, this.backoffDelay());
  }

  /** base · 2^(failures−1), capped, then 50–100 % of it so many browsers do not retry in step. */
  private backoffDelay(): number {
    const { retryBaseDelayMs, retryMaxDelayMs } = this.settings;
    const delay = Math.min(retryMaxDelayMs, retryBaseDelayMs * 2 ** (this.failures - 1));
    return Math.round(delay * (0.5 + (this.options.random ?? Math.random)() / 2));
  }
}
