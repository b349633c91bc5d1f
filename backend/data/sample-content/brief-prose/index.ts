import type { BriefProse } from './brief-prose-types';
import { DISCIPLINE_PROSE } from './discipline';
import { INFLUENCE_PROSE } from './influence';
import { INFORMATION_WARFARE_PROSE } from './information-warfare';
import { LEADERSHIP_PROSE } from './leadership';
import { POWER_PROSE } from './power';
import { STOICISM_PROSE } from './stoicism';

export type { BriefProse } from './brief-prose-types';

/** The brief categories (Brief.categories holds one of these) and each one's pool of writing. */
export const BRIEF_PROSE = {
  Stoicism: STOICISM_PROSE,
  Discipline: DISCIPLINE_PROSE,
  Power: POWER_PROSE,
  Influence: INFLUENCE_PROSE,
  'Information Warfare': INFORMATION_WARFARE_PROSE,
  Leadership: LEADERSHIP_PROSE,
} as const satisfies Record<string, BriefProse>;

export type BriefCategory = keyof typeof BRIEF_PROSE;

export const BRIEF_CATEGORIES = Object.keys(BRIEF_PROSE) as BriefCategory[];
