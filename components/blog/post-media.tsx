import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { AudioPlayer } from './audio-player';
import { FeaturedImage } from './featured-image';
import { Gallery } from './gallery';
import { LinkBlock } from './link-block';
import { QuoteBlock } from './quote-block';
import { VideoPost } from './video-post';

/** What heads an article, chosen by the post's format. */
export function PostMedia({ post }: { post: BlogPost }) {
  switch (post.format) {
    case 'audio':
      return <AudioPlayer post={post} />;
    case 'video':
      return <VideoPost post={post} />;
    case 'link':
      return <LinkBlock {...post.link} />;
    case 'quote':
      return <QuoteBlock {...post.quote} />;
    case 'gallery':
      return <Gallery images={post.gallery} title={post.title} />;
    default:
      return <FeaturedImage src={post.image} title={post.title} />;
  }
}
