import type { AwsDate, BriefStatus } from '../sample-types';

/** What is written by hand for one brief; briefs.ts derives slug, month, body, images and counts. */
export type BriefTopic = {
  title: string;
  /** Handle of the authoring profile (creators.ts). */
  handle: string;
  blogDate: AwsDate;
  status: BriefStatus;
  featured?: boolean;
  tags: string[];
  warfareTags: string[];
  /** One or two sentences: the summary shown on cards. */
  description: string;
  /** The brief's own opening paragraph (HTML-safe). */
  lede: string;
};
