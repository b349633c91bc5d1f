import type { BrowserDataClient } from '@/lib/data/browser-data';

export type RecordedCall = { op: string; args: unknown[] };

/**
 * A stand-in for the Amplify Data client: `answers` maps "Model.operation" or "mutations.name"
 * to a function of the call's arguments; every call is recorded in order.
 */
export function fakeDataClient(answers: Record<string, (...args: unknown[]) => unknown>) {
  const calls: RecordedCall[] = [];
  const respond = (op: string) => (...args: unknown[]) => {
    calls.push({ op, args });
    const answer = answers[op];
    if (!answer) throw new Error(`unexpected call ${op}`);
    return Promise.resolve(answer(...args));
  };
  const group = (prefix: string) => new Proxy({}, { get: (_, name) => respond(`${prefix}.${String(name)}`) });
  const models = new Proxy({}, { get: (_, model) => group(String(model)) });
  return { client: { models, mutations: group('mutations') } as unknown as BrowserDataClient, calls };
}
