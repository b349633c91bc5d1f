import { allPosts, categoryHref, postHref, tagHref } from '../../lib/sample-data/blog-queries';
import { allTags, episodesOf, findShow, movieEntries, tvShowEntries, videoEntries } from '../../lib/sample-data/media-lookup';
import { cast } from '../../lib/sample-data/cast';
import { genres } from '../../lib/sample-data/genres';
import { products } from '../../lib/sample-data/products';

/**
 * One page of each detail kind, checked as thoroughly as the menu routes (heading, console,
 * images). The link crawl in links.spec.ts reaches every other detail page for status alone.
 */
const show = findShow(tvShowEntries[0].slug)!;
const post = allPosts[0];

export const detailRoutes: string[] = [
  movieEntries[0].href,
  tvShowEntries[0].href,
  episodesOf(show)[0].href,
  videoEntries[0].href,
  `/cast/${cast[0].slug}`,
  `/genres/${genres[0].slug}`,
  `/tags/${allTags[0].slug}`,
  `/merchandise/product/${products[0].slug}`,
  postHref(post),
  categoryHref({ slug: post.category.slug }),
  tagHref(post.tags[0]),
];

