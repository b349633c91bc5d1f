import { CACHE_TAGS, LISTINGS_OF_MODEL } from '../../../amplify/data/public-refresh';
import type { PublicChange } from './content-changes';

/**
 * A refresh of every public page and read: every model's tag (each cached read and each page that
 * read one carries its model's tag) and every listing. What an instance asks of its site when it
 * may have missed changes: notices sent while its listening connection was down are gone.
 */
export const EVERYTHING_PUBLIC: PublicChange = Object.freeze({
  tags: Object.values(CACHE_TAGS),
  paths: [...new Set(Object.values(LISTINGS_OF_MODEL).flat())],
});
