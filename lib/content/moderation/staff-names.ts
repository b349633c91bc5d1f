import { accountIdOf, STAFF_NAMES_PER_CALL, type StaffName } from '@/amplify/data/moderation/staff-names';

export type AskStaffNames = (subs: string[]) => Promise<StaffName[]>;

/**
 * Names for the account ids a staff page shows (hidden records, the audit log): the ids asked in one
 * tick go out together, at most STAFF_NAMES_PER_CALL a call, and each is asked once per loader.
 * A failed call is forgotten, so the next render asks again.
 */
export function createStaffNameLoader(ask: AskStaffNames): (owner: string) => Promise<string | null> {
  const names = new Map<string, Promise<string | null>>();
  let waiting: { sub: string; settle: (name: Promise<string | null>) => void }[] = [];

  function flush() {
    const batch = waiting;
    waiting = [];
    for (let start = 0; start < batch.length; start += STAFF_NAMES_PER_CALL) {
      const part = batch.slice(start, start + STAFF_NAMES_PER_CALL);
      const answer = ask(part.map((entry) => entry.sub)).then((found) => new Map(found.map((entry) => [entry.sub, entry.name])));
      for (const entry of part) {
        const name = answer.then((found) => found.get(entry.sub) ?? null);
        name.catch(() => names.delete(entry.sub));
        entry.settle(name);
      }
    }
  }

  return (owner) => {
    const sub = accountIdOf(owner);
    const known = names.get(sub);
    if (known) return known;
    const name = new Promise<string | null>((resolve, reject) => {
      if (waiting.length === 0) queueMicrotask(flush);
      waiting.push({ sub, settle: (settled) => settled.then(resolve, reject) });
    });
    names.set(sub, name);
    return name;
  };
}
