/**
 * Stored ban and shadowban documents whose published text is as long as the creator rules let it
 * be (amplify/data/creator-records/: save-my-ban-records.ts, read-restriction.ts, trail-limits.ts),
 * in scripts that weigh differently as UTF-8 JSON: ASCII (1 byte a character), Cyrillic (2), CJK
 * (3), emoji (4 bytes a pair), and control characters, which JSON escapes to 6. For the open data
 * pages' byte bound: a handful of these outweigh a page, where a thousand ordinary records do not.
 */
import { EVIDENCE_ITEMS_PER_RECORD } from '../creator-records/trail-limits';
import { CONTENT_URL_LIMIT, POLICY_CITED_LIMIT } from '../creator-records/read-restriction';

/** The rules' lengths (characters, as readText counts them: UTF-16 code units). */
export const LONGEST = {
  explanation: 2_000,
  description: 2_000,
  evidence: 4_000,
  policyCited: POLICY_CITED_LIMIT,
  contentUrl: CONTENT_URL_LIMIT,
  category: 60,
  restrictionType: 80,
  platformId: 64,
  /** USERNAME_PATTERN: 3 to 30 characters. */
  username: 30,
  hashes: EVIDENCE_ITEMS_PER_RECORD,
} as const;

export const SCRIPTS = { ascii: 'a', cyrillic: 'Ж', cjk: '漢', emoji: '😀', control: '\u0001' } as const;
export type Script = keyof typeof SCRIPTS;
const SCRIPT_NAMES = Object.keys(SCRIPTS) as Script[];

/** Text of exactly `length` UTF-16 code units in `script` (an emoji is two; an odd length ends in an ASCII letter). */
export function textOfLength(length: number, script: Script): string {
  const unit = SCRIPTS[script];
  const text = unit.repeat(Math.floor(length / unit.length));
  return text.length < length ? `${text}z` : text;
}

/** A URL of exactly `length` characters whose path is in `script`, as a creator might paste one. */
const urlOfLength = (length: number, script: Script) => {
  const start = 'https://example.com/';
  return start + textOfLength(length - start.length, script);
};

const hashes = (seed: number) =>
  Array.from({ length: LONGEST.hashes }, (_, n) => ((seed * 131 + n) % 4096).toString(16).padStart(3, '0').repeat(22).slice(0, 64));

/** The restriction fields at their longest, shared by both models. */
function longestRestriction(script: Script, seed: number) {
  return {
    dsaRestriction: 'DECISION_ACCOUNT_SUSPENDED',
    policyCited: textOfLength(LONGEST.policyCited, script),
    endDate: '2031-12-31',
    statementOfReasons: true,
    contentUrl: urlOfLength(LONGEST.contentUrl, script),
    verification: 'CORROBORATED',
    evidenceItems: LONGEST.hashes,
    evidenceSha256: hashes(seed),
  };
}

/** The script of the `index`-th longest record: they take turns. */
export const scriptOf = (index: number): Script => SCRIPT_NAMES[index % SCRIPT_NAMES.length];

/** A ban's document with every published text field at its longest, in `script`. */
export function longestBanFields(script: Script, seed = 0) {
  return {
    explanation: textOfLength(LONGEST.explanation, script),
    evidence: textOfLength(LONGEST.evidence, script),
    ...longestRestriction(script, seed),
  };
}

/** A shadowban report's document with every published text field at its longest, in `script`. */
export function longestReportFields(script: Script, seed = 0) {
  return {
    description: textOfLength(LONGEST.description, script),
    evidence: textOfLength(LONGEST.evidence, script),
    category: textOfLength(LONGEST.category, script),
    restrictionType: textOfLength(LONGEST.restrictionType, script),
    financialImpact: 999_999_999.99,
    ...longestRestriction(script, seed),
  };
}
