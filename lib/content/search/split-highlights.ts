import { HIGHLIGHT_END, HIGHLIGHT_START } from '@/amplify/data/search/search-terms';

/** A run of text, highlighted when it is a word the search matched. */
export type TextSegment = { text: string; isHighlighted: boolean };

/**
 * Text with the search's highlight marks as plain segments, which React renders as escaped text
 * (and <mark> around the highlighted ones): no HTML from a record ever reaches the page as HTML.
 * The marks themselves are never shown, even one without its partner.
 */
export function splitHighlights(text: string | null | undefined): TextSegment[] {
  const segments: TextSegment[] = [];
  let isHighlighted = false;
  let current = '';
  const flush = () => {
    if (current) segments.push({ text: current, isHighlighted });
    current = '';
  };
  for (const character of text ?? '') {
    if (character === HIGHLIGHT_START || character === HIGHLIGHT_END) {
      flush();
      isHighlighted = character === HIGHLIGHT_START;
    } else current += character;
  }
  flush();
  return segments;
}

/** The segments' text without highlights, for titles in metadata and for JSON readers that want plain text. */
export function plainTextOf(segments: readonly TextSegment[]): string {
  return segments.map((segment) => segment.text).join('');
}
