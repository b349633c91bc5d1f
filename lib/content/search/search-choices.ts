import type { SearchKind } from '@/amplify/data/search/search-terms';

/** The kinds of record a visitor may narrow a search to: the value in the URL and the words shown. */
export type SearchKindChoice = { kind: SearchKind; param: string; label: string; singular: string };

export const SEARCH_KIND_CHOICES: readonly SearchKindChoice[] = [
  { kind: 'CREATOR', param: 'creators', label: 'Creators', singular: 'Creator' },
  { kind: 'BRIEF', param: 'briefs', label: 'Briefs', singular: 'Brief' },
  { kind: 'BAN', param: 'bans', label: 'Ban records', singular: 'Ban record' },
  { kind: 'SHADOWBAN', param: 'shadowbans', label: 'Shadowban reports', singular: 'Shadowban report' },
  { kind: 'PERSONALITY', param: 'personalities', label: 'Personalities', singular: 'Personality' },
  { kind: 'STREAM', param: 'streams', label: 'Streams', singular: 'Stream' },
];

/** Maps, so a URL value named like an Object.prototype member (`constructor`) is simply unknown. */
export const KIND_BY_PARAM = new Map(SEARCH_KIND_CHOICES.map((choice) => [choice.param, choice]));
export const KIND_BY_NAME = new Map(SEARCH_KIND_CHOICES.map((choice) => [choice.kind, choice]));
