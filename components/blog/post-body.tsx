/** The article text: paragraphs, with the optional pull quote placed after the second one. */
export function PostBody({ paragraphs, highlight }: { paragraphs: readonly string[]; highlight?: string }) {
  return (
    <div className="post-body">
      {paragraphs.map((paragraph, index) => (
        <div key={index} className="post-body-block">
          <p>{paragraph}</p>
          {highlight && index === 1 && (
            <blockquote className="post-highlight">
              <p>{highlight}</p>
            </blockquote>
          )}
        </div>
      ))}
    </div>
  );
}
