import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { AuthorBox } from './author-box';
import { PostBody } from './post-body';
import { PostHeader } from './post-header';
import { PostMedia } from './post-media';
import { PostTags } from './post-tags';

/** One post in full: its media, header, text, tags and author. */
export function PostArticle({ post }: { post: BlogPost }) {
  return (
    <article className={`post-article post-article-${post.format}`} aria-label={post.title}>
      <PostMedia post={post} />
      <PostHeader post={post} />
      <PostBody paragraphs={post.body} highlight={post.highlight} />
      <PostTags post={post} />
      <AuthorBox author={post.author} />
    </article>
  );
}
