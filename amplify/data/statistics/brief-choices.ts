import { choiceKey } from '../record-facts/record-facts';
import { MAX_BRIEF_CHOICE_LENGTH } from './statistics-limits';
import { refuseStatistics, type StatisticsArgs } from './statistics-request-error';

/** The brief filters, each argument named as the facet it filters by. */
export const BRIEF_FACETS = ['category', 'tag', 'warfareTag'] as const;
export type BriefFacet = (typeof BRIEF_FACETS)[number];

/** The choices a request filters briefs by, each as the key a brief's facts file its values under (choiceKey). */
export function readBriefChoices(args: StatisticsArgs): { facet: BriefFacet; key: string }[] {
  const choices: { facet: BriefFacet; key: string }[] = [];
  for (const facet of BRIEF_FACETS) {
    const value = args[facet];
    if (typeof value !== 'string') continue;
    const key = choiceKey(value);
    if (key === '') continue;
    if (value.length > MAX_BRIEF_CHOICE_LENGTH) throw refuseStatistics(`${facet} is too long.`);
    choices.push({ facet, key });
  }
  return choices;
}

/** The profile a brief or shadowban list is narrowed to, matched exactly; null when not given. */
export function readProfileId(args: StatisticsArgs): string | null {
  return typeof args.profileId === 'string' && args.profileId ? args.profileId : null;
}

/** The one choice a request filters briefs by, or null when it filters by none, by several or also by creator. */
export function onlyBriefChoice(args: StatisticsArgs): { facet: BriefFacet; key: string } | null {
  const choices = readBriefChoices(args);
  return choices.length === 1 && !readProfileId(args) ? choices[0] : null;
}
