import { isArtworkName } from '@/lib/artwork/render-artwork';
import { blogPosts, type BlogFormat } from './blog-posts';
import {
  adjacentPosts,
  allPosts,
  commentCount,
  getFirstPostOfFormat,
  getPostBySlug,
  getPostsByCategory,
  getPostsByTag,
  listCategories,
  listTags,
  paginate,
  relatedPosts,
  searchPosts,
} from './blog-queries';

const formats: BlogFormat[] = ['standard', 'audio', 'video', 'link', 'quote', 'gallery'];

describe('blog sample data', () => {
  it('has unique ids and slugs', () => {
    expect(new Set(blogPosts.map((post) => post.id)).size).toBe(blogPosts.length);
    expect(new Set(blogPosts.map((post) => post.slug)).size).toBe(blogPosts.length);
  });

  it('uses artwork URLs with valid names and real calendar dates', () => {
    for (const post of blogPosts) {
      const match = /^\/artwork\/still\/(.+)\.svg$/.exec(post.image);
      expect(match && isArtworkName(match[1])).toBeTruthy();
      expect(Number.isNaN(Date.parse(`${post.date}T00:00:00Z`))).toBe(false);
    }
  });

  it('contains no placeholder text', () => {
    expect(JSON.stringify(blogPosts).toLowerCase()).not.toMatch(/lorem|ipsum/);
  });

  it.each(formats)('has a %s post', (format) => expect(getFirstPostOfFormat(format).format).toBe(format));
});

describe('blog queries', () => {
  it('lists posts newest first', () => {
    const dates = allPosts.map((post) => post.date);
    expect(dates).toEqual([...dates].sort().reverse());
  });

  it('finds posts by slug, category and tag', () => {
    expect(getPostBySlug('stoicism-for-creators-facing-a-shadowban')?.format).toBe('standard');
    expect(getPostBySlug('nope')).toBeUndefined();
    expect(getPostsByCategory('stoicism').every((post) => post.category.slug === 'stoicism')).toBe(true);
    expect(getPostsByTag('information-warfare').length).toBeGreaterThan(0);
  });

  it('counts categories and tags consistently', () => {
    const total = listCategories().reduce((sum, category) => sum + category.count, 0);
    expect(total).toBe(allPosts.length);
    for (const tag of listTags()) expect(getPostsByTag(tag.slug)).toHaveLength(tag.count);
  });

  it('paginates and rejects pages out of range', () => {
    const items = [1, 2, 3, 4, 5, 6, 7];
    expect(paginate(items, 2, 3)).toEqual({ items: [4, 5, 6], page: 2, totalPages: 3 });
    expect(paginate(items, 4, 3)).toBeUndefined();
    expect(paginate(items, 0, 3)).toBeUndefined();
    expect(paginate([], 1, 3)).toEqual({ items: [], page: 1, totalPages: 1 });
  });

  it('searches every word case-insensitively', () => {
    expect(searchPosts('SHADOWBAN stoicism').map((post) => post.slug)).toContain(
      'stoicism-for-creators-facing-a-shadowban',
    );
    expect(searchPosts('no-such-word-anywhere')).toEqual([]);
    expect(searchPosts('  ')).toHaveLength(allPosts.length);
  });

  it('relates and links neighbouring posts', () => {
    const post = allPosts[1];
    expect(relatedPosts(post, 3).map((other) => other.slug)).not.toContain(post.slug);
    expect(adjacentPosts(post.slug)).toEqual({ newer: allPosts[0], older: allPosts[2] });
  });

  it('counts replies as comments', () => {
    expect(commentCount(allPosts[0])).toBe(4);
  });
});
