import Link from 'next/link';
import type { VideoPost as VideoPostData } from '@/lib/sample-data/blog-posts';

/**
 * A video post's still. The episode itself lives in the stream catalogue, so the still links
 * there instead of showing a player with no file behind it.
 */
export function VideoPost({ post }: { post: VideoPostData }) {
  const { video } = post;
  return (
    <figure className="video-post">
      <Link href="/videos" className="video-post-frame">
        <img src={video.poster} alt={`Still from “${post.title}”`} width={1280} height={720} />
        <span className="video-post-play" aria-hidden="true">
          <i className="bi bi-play-fill" />
        </span>
        <span className="video-post-duration">{video.duration}</span>
      </Link>
      <figcaption className="video-post-caption">
        <i className="bi bi-collection-play" aria-hidden="true" />
        <Link href="/videos">{video.caption}</Link>
      </figcaption>
    </figure>
  );
}
