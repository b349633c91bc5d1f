import type { BriefCategory } from '../brief-prose';
import type { BriefTopic } from './brief-topic-types';
import { DISCIPLINE_TOPICS } from './discipline';
import { INFLUENCE_TOPICS } from './influence';
import { INFORMATION_WARFARE_TOPICS } from './information-warfare';
import { LEADERSHIP_TOPICS } from './leadership';
import { POWER_TOPICS } from './power';
import { STOICISM_TOPICS } from './stoicism';

export type { BriefTopic } from './brief-topic-types';

/** The hand-written briefs of each category. */
export const BRIEF_TOPICS: Record<BriefCategory, BriefTopic[]> = {
  Stoicism: STOICISM_TOPICS,
  Discipline: DISCIPLINE_TOPICS,
  Power: POWER_TOPICS,
  Influence: INFLUENCE_TOPICS,
  'Information Warfare': INFORMATION_WARFARE_TOPICS,
  Leadership: LEADERSHIP_TOPICS,
};
