/** A quote post's quotation with its source. */
export function QuoteBlock({ text, source }: { text: string; source: string }) {
  return (
    <figure className="quote-block">
      <i className="bi bi-quote quote-block-mark" aria-hidden="true" />
      <blockquote>
        <p>{text}</p>
      </blockquote>
      <figcaption>
        — <cite>{source}</cite>
      </figcaption>
    </figure>
  );
}
