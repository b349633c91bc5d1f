import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { BlogLayout } from './blog-layout';
import { BlogSidebar } from './blog-sidebar';
import { CommentsSection } from './comments-section';
import { PostArticle } from './post-article';
import { PostNavigation } from './post-navigation';
import { RelatedPosts } from './related-posts';

/** A post page: the article with navigation and comments beside the sidebar, then related posts. */
export function PostDetail({ post }: { post: BlogPost }) {
  return (
    <>
      <BlogLayout sidebar={<BlogSidebar currentSlug={post.slug} />}>
        <PostArticle post={post} />
        <PostNavigation slug={post.slug} />
        <CommentsSection post={post} />
      </BlogLayout>
      <div className="container-xl blog-section pt-0">
        <RelatedPosts post={post} />
      </div>
    </>
  );
}
