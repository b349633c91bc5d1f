import { randomInt } from 'node:crypto';

const SETS = ['abcdefghijkmnopqrstuvwxyz', 'ABCDEFGHJKLMNPQRSTUVWXYZ', '23456789', '!#%&*+-=?@^_'];
const ALL = SETS.join('');

/** A 16-character temporary password with every character class the policy can ask for. */
export function generateTemporaryPassword(): string {
  const characters = [
    ...SETS.map((set) => set[randomInt(set.length)]),
    ...Array.from({ length: 12 }, () => ALL[randomInt(ALL.length)]),
  ];
  for (let index = characters.length - 1; index > 0; index -= 1) {
    const other = randomInt(index + 1);
    [characters[index], characters[other]] = [characters[other], characters[index]];
  }
  return characters.join('');
}
