/** The large picture at the head of an article. */
export function FeaturedImage({ src, title }: { src: string; title: string }) {
  return (
    <div className="post-featured-image">
      <img src={src} alt={`Artwork for “${title}”`} width={1280} height={720} />
    </div>
  );
}
