import type { IncomingMessage, ServerResponse } from 'node:http';
import type { AdmissionGate } from './admission-gate';
import { answerBusy } from './busy-answer';
import { laneOf } from './request-lanes';

type Render = (req: IncomingMessage, res: ServerResponse) => Promise<void>;

/**
 * `render` behind the gate: a gated request waits for a place in its lane, or gets the 503 at once.
 * The place is held until the answer has gone out (or its client has gone): a streamed page keeps
 * rendering after Next's handler has returned.
 */
export function admittedRender(gate: AdmissionGate, render: Render): Render {
  return async (req, res) => {
    const lane = laneOf(req.url ?? '/');
    if (!lane) return render(req, res);
    const release = await gate.admit(lane, (onAbandon) => res.once('close', onAbandon));
    if (!release) {
      if (!res.writableEnded && !res.destroyed) answerBusy(req, res);
      return;
    }
    res.once('close', release);
    try {
      await render(req, res);
    } finally {
      if (res.writableEnded || res.destroyed) release();
    }
  };
}
