import type { TextSegment } from '@/lib/content/search/split-highlights';

/** Search text as React text nodes (escaped), with the matched words in <mark>: never HTML from a record. */
export function HighlightedText({ segments }: { segments: readonly TextSegment[] }) {
  return (
    <>
      {segments.map((segment, index) => (segment.isHighlighted ? <mark key={index}>{segment.text}</mark> : <span key={index}>{segment.text}</span>))}
    </>
  );
}
