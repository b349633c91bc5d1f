import type { BlogPost } from '@/lib/sample-data/blog-posts';
import { PostArticle } from './post-article';
import { PostNavigation } from './post-navigation';

/** The article template: one post in a single, centred reading column without a sidebar. */
export function ArticleTemplate({ post }: { post: BlogPost }) {
  return (
    <div className="container-xl blog-section">
      <div className="article-template">
        <PostArticle post={post} />
        <PostNavigation slug={post.slug} />
      </div>
    </div>
  );
}
