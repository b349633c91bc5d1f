/**
 * A pool of writing for one brief category. A brief's long description is its own opening
 * paragraph followed by pieces from its category's pool (see ../build-long-description.ts);
 * pool texts are HTML-safe (no bare ampersands or angle brackets) and may use inline tags.
 */
export type BriefProse = {
  /** Paragraphs with the section heading each would open. */
  paragraphs: { heading: string; text: string }[];
  practices: { heading: string; items: string[] }[];
  /** Public-domain or long-quoted lines, attributed to the work they come from. */
  quotes: { text: string; author: string; work: string }[];
  /** Closing paragraphs; each carries one https link to further reading. */
  closings: string[];
};
