import type { AppealEventKind, DsaRestriction, ReplyAuthorRole, VerificationLevel, VerificationSource } from '../../../amplify/data/enums';
import type { AwsDate } from './sample-types';

/**
 * The story of a sample ban or shadowban report, as its creator and the moderators told it
 * (issue 45): what the platform restricted, then dated steps in the order they happened. The
 * server-set fields and the trail records follow from it as the rules would have written them
 * (record-trails.ts; record-trails.test.ts replays every story through the rules themselves).
 */
export type SampleRestriction = {
  dsaRestriction?: DsaRestriction;
  policyCited?: string;
  /** When the restriction ended; a ban restored on appeal ends on its RESTORED event instead. */
  endDate?: AwsDate;
  statementOfReasons?: boolean;
  /** example.org or a platform's own pages: never a real person's content. */
  contentUrl?: string;
};

export type StoryStep =
  /** The creator adds a dated appeal event. */
  | { on: AwsDate; appeal: AppealEventKind; note?: string }
  /** The creator pastes a text as evidence. */
  | { on: AwsDate; evidence: string }
  /** A moderator puts the record on a step of the ladder. */
  | { on: AwsDate; check: Extract<VerificationLevel, 'CORROBORATED' | 'CONFIRMED' | 'DISPUTED'>; note: string; source?: VerificationSource; sourceUrl?: string }
  /** Someone sends a reply on `on`; a moderator publishes it on `publishedOn`. */
  | { on: AwsDate; reply: { authorName: string; authorRole: ReplyAuthorRole; body: string }; publishedOn: AwsDate };

export type RecordStory = {
  restriction?: SampleRestriction;
  /** Shown anonymised: filed under a public profileId of its own (anonymous-records.ts). */
  isAnonymous?: boolean;
  steps?: StoryStep[];
};
