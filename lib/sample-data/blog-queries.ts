import { slugOf } from '@/lib/slug';
import { blogCategories, blogPosts, type BlogCategory, type BlogFormat, type BlogPost } from './blog-posts';

/** Ways to find and group the blog's sample posts. Lists are newest first. */

export type TagSummary = { slug: string; name: string; count: number };
export type CategorySummary = BlogCategory & { count: number };
export type Page<T> = { items: T[]; page: number; totalPages: number };

export const BLOG_PAGE_SIZE = 5;

export const allPosts: BlogPost[] = [...blogPosts].sort((a, b) => b.date.localeCompare(a.date));

export function postHref(post: Pick<BlogPost, 'slug'>): string {
  return `/blogs/${post.slug}`;
}

export function categoryHref(category: Pick<BlogCategory, 'slug'>): string {
  return `/blogs/category/${category.slug}`;
}

export function tagHref(tag: string): string {
  return `/blogs/tag/${slugOf(tag)}`;
}

export function getPostBySlug(slug: string): BlogPost | undefined {
  return allPosts.find((post) => post.slug === slug);
}

/** The newest post of a format; every format has at least one sample post. */
export function getFirstPostOfFormat<F extends BlogFormat>(format: F): Extract<BlogPost, { format: F }> {
  const post = allPosts.find(
    (candidate): candidate is Extract<BlogPost, { format: F }> => candidate.format === format,
  );
  if (!post) throw new Error(`No sample post with format ${format}`);
  return post;
}

export function getCategory(slug: string): BlogCategory | undefined {
  return Object.values(blogCategories).find((category) => category.slug === slug);
}

export function getPostsByCategory(slug: string): BlogPost[] {
  return allPosts.filter((post) => post.category.slug === slug);
}

export function getPostsByTag(tagSlug: string): BlogPost[] {
  return allPosts.filter((post) => post.tags.some((tag) => slugOf(tag) === tagSlug));
}

export function listCategories(): CategorySummary[] {
  return Object.values(blogCategories).map((category) => ({
    ...category,
    count: allPosts.filter((post) => post.category.slug === category.slug).length,
  }));
}

export function listTags(): TagSummary[] {
  const tags = new Map<string, TagSummary>();
  for (const post of allPosts) {
    for (const name of post.tags) {
      const slug = slugOf(name);
      const entry = tags.get(slug) ?? { slug, name, count: 0 };
      entry.count += 1;
      tags.set(slug, entry);
    }
  }
  return [...tags.values()].sort((a, b) => b.count - a.count || a.name.localeCompare(b.name));
}

export function getTag(slug: string): TagSummary | undefined {
  return listTags().find((tag) => tag.slug === slug);
}

export function recentPosts(count: number, exceptSlug?: string): BlogPost[] {
  return allPosts.filter((post) => post.slug !== exceptSlug).slice(0, count);
}

/** Posts sharing the category or a tag with the given one, most overlap first. */
export function relatedPosts(post: BlogPost, count: number): BlogPost[] {
  const tags = new Set(post.tags.map(slugOf));
  const score = (other: BlogPost) =>
    (other.category.slug === post.category.slug ? 2 : 0) +
    other.tags.filter((tag) => tags.has(slugOf(tag))).length;
  return allPosts
    .filter((other) => other.slug !== post.slug && score(other) > 0)
    .sort((a, b) => score(b) - score(a) || b.date.localeCompare(a.date))
    .slice(0, count);
}

/** The newer and older neighbours of a post in the date-ordered list. */
export function adjacentPosts(slug: string): { newer?: BlogPost; older?: BlogPost } {
  const index = allPosts.findIndex((post) => post.slug === slug);
  if (index < 0) return {};
  return { newer: allPosts[index - 1], older: allPosts[index + 1] };
}

/** Case-insensitive match of every word of the query against title, excerpt, category and tags. */
export function searchPosts(query: string): BlogPost[] {
  const words = query.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return allPosts;
  return allPosts.filter((post) => {
    const haystack = [post.title, post.excerpt, post.category.name, ...post.tags].join(' ').toLowerCase();
    return words.every((word) => haystack.includes(word));
  });
}

/** One page of a list; `page` is 1-based. Returns undefined for a page that does not exist. */
export function paginate<T>(items: T[], page: number, pageSize: number): Page<T> | undefined {
  const totalPages = Math.max(1, Math.ceil(items.length / pageSize));
  if (!Number.isInteger(page) || page < 1 || page > totalPages) return undefined;
  return { items: items.slice((page - 1) * pageSize, page * pageSize), page, totalPages };
}

export function commentCount(post: BlogPost): number {
  return post.comments.reduce((sum, comment) => sum + 1 + (comment.replies?.length ?? 0), 0);
}

/** A post that must exist (the demo pages name theirs); throws on a typo. */
export function requirePost(slug: string): BlogPost {
  const post = getPostBySlug(slug);
  if (!post) throw new Error(`Unknown blog post: ${slug}`);
  return post;
}
