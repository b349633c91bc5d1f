import { slugOf } from '@/lib/slug';
import { cast } from './cast';
import { genres } from './genres';
import { informationWar } from './information-war';
import * as lists from './media-lists';
import { allEntries, allTags, creditsOf, entriesByType, entriesOfGenre, entriesOfTag, findEntry, findShow, restrictedEntries } from './media-lookup';

describe('media sample data', () => {
  it('has unique slugs within each kind', () => {
    for (const entries of Object.values(entriesByType)) {
      const slugs = entries.map((entry) => entry.slug);
      expect(new Set(slugs).size).toBe(slugs.length);
    }
  });

  it('gives every genre, tag, category and person at least one title', () => {
    for (const genre of genres) expect(entriesOfGenre(genre.slug).length).toBeGreaterThan(0);
    for (const tag of allTags) expect(entriesOfTag(tag.slug).length).toBeGreaterThan(0);
    for (const category of informationWar) expect(allTags.map((tag) => tag.slug)).toContain(category.slug);
    for (const person of cast) expect(creditsOf(person.slug).length).toBeGreaterThan(0);
  });

  it('only refers to known genres, tags and people', () => {
    const genreSlugs = genres.map((genre) => genre.slug);
    const tagSlugs = allTags.map((tag) => tag.slug);
    const people = cast.map((person) => person.slug);
    for (const { info } of allEntries) {
      info.genres.forEach((slug) => expect(genreSlugs).toContain(slug));
      info.tags.forEach((slug) => expect(tagSlugs).toContain(slug));
      info.cast.forEach((slug) => expect(people).toContain(slug));
    }
  });

  it('links every card of the named lists to a detail page', () => {
    const movieLists = [lists.movies, lists.pagination, lists.upcoming, lists.popular, lists.latest, lists.suggestedForYou,
      lists.recommended, lists.related, lists.loadMoreUp, lists.loadMoreDown, lists.bigSlider, lists.movieSlider,
      lists.movieOfTheYear, lists.trendingSlider];
    for (const card of movieLists.flat()) expect(findEntry('movie', slugOf(card.title))).toBeDefined();
    const showLists = [lists.popularTvShows, lists.bestOfInternationalShows, lists.suggestedTvShows, lists.showsWeRecommend, lists.tvShowSlider];
    for (const show of showLists.flat()) expect(findShow(slugOf(show.title))?.seasons.length).toBeGreaterThan(0);
    const videoLists = [lists.popularVideos, lists.specialsAndLatestVideos, lists.videosRecommended, lists.videoSlider, lists.upcomingVideo];
    for (const card of videoLists.flat()) expect(findEntry('video', slugOf(card.title))).toBeDefined();
  });

  it('has restricted titles, each with a reason', () => {
    expect(restrictedEntries.length).toBeGreaterThan(3);
    for (const entry of restrictedEntries) expect(entry.info.restriction).toBeTruthy();
  });
});

describe('playlist', () => {
  it('only holds titles of the catalogue', () => {
    for (const item of lists.playlist) expect(findEntry(item.type, slugOf(item.title))).toBeDefined();
  });
});
