import type { IncomingMessage, ServerResponse } from 'node:http';
import { sendEmpty, sendJson } from '../http/send';

/** Liveness: the process serves. A load balancer or orchestrator restarts an instance failing it. */
export const LIVENESS_PATH = '/healthz';
/** Readiness: the database and the storage answer. A load balancer stops sending traffic to an instance failing it. */
export const READINESS_PATH = '/readyz';
/** Load balancers probe every few seconds; a check slower than this counts as failed. */
export const DEFAULT_CHECK_TIMEOUT_MS = 2000;

/** One dependency to try; resolves when it answers, rejects (or never settles) when it does not. */
export type ReadinessCheck = () => Promise<void>;

/** What a failed check reports: a word, never the error (which may name hosts, paths or credentials). */
export type CheckOutcome = 'ok' | 'failed' | 'timeout';

export interface HealthProbeOptions {
  checks: Readonly<Record<string, ReadinessCheck>>;
  timeoutMs?: number;
  /** True once the process drains for shutdown: readiness then fails so no new traffic comes. */
  isDraining?: () => boolean;
  /** Where a failed check's error goes (the operator's log, not the answer). */
  onCheckFailed?: (name: string, error: unknown) => void;
  /** Facts /readyz reports beside its checks without being decided by them (the last backup's age). */
  details?: () => Readonly<Record<string, unknown>>;
}

export interface HealthProbes {
  /** Answers /healthz and /readyz (GET and HEAD; other methods 405); false for any other path. */
  answer(req: IncomingMessage, res: ServerResponse): Promise<boolean>;
}

/**
 * The load balancer's two probes, answered before the site and never cached. Readiness runs every
 * check at once, each bounded by a timeout; probes arriving while a round runs share its answer,
 * so a hanging database cannot pile up one query per probe.
 */
export function createHealthProbes(options: HealthProbeOptions): HealthProbes {
  const timeoutMs = options.timeoutMs ?? DEFAULT_CHECK_TIMEOUT_MS;
  const checks = Object.entries(options.checks);
  let round: Promise<Map<string, CheckOutcome>> | undefined;

  const runRound = () => {
    round ??= Promise.all(
      checks.map(async ([name, check]) => {
        const outcome = await outcomeOf(check, timeoutMs, (error) => options.onCheckFailed?.(name, error));
        return [name, outcome] as const;
      }),
    )
      .then((outcomes) => new Map(outcomes))
      .finally(() => (round = undefined));
    return round;
  };

  return {
    async answer(req, res) {
      const path = (req.url ?? '/').split('?', 1)[0];
      if (path !== LIVENESS_PATH && path !== READINESS_PATH) return false;
      const headers = { 'Cache-Control': 'no-store' };
      if (req.method !== 'GET' && req.method !== 'HEAD') {
        sendJson(res, 405, { message: `${path} answers GET and HEAD only.` }, { ...headers, Allow: 'GET, HEAD' });
        return true;
      }
      let status = 200;
      let body: unknown = { status: 'ok' };
      if (path === READINESS_PATH) {
        if (options.isDraining?.()) {
          status = 503;
          body = { status: 'draining' };
        } else {
          const outcomes = await runRound();
          const isReady = [...outcomes.values()].every((outcome) => outcome === 'ok');
          status = isReady ? 200 : 503;
          body = { status: isReady ? 'ready' : 'unavailable', checks: Object.fromEntries(outcomes), ...options.details?.() };
        }
      }
      if (req.method === 'HEAD') sendEmpty(res, status, headers);
      else sendJson(res, status, body, headers);
      return true;
    },
  };
}

async function outcomeOf(check: ReadinessCheck, timeoutMs: number, onFailure: (error: unknown) => void): Promise<CheckOutcome> {
  let timer: NodeJS.Timeout | undefined;
  const timedOut = new Promise<'timeout'>((resolve) => {
    timer = setTimeout(() => resolve('timeout'), timeoutMs);
  });
  try {
    const outcome = await Promise.race([check().then(() => 'ok' as const), timedOut]);
    if (outcome === 'timeout') onFailure(new Error(`no answer within ${timeoutMs} ms`));
    return outcome;
  } catch (error) {
    onFailure(error);
    return 'failed';
  } finally {
    clearTimeout(timer);
  }
}
