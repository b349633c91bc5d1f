import { popularVideos, specialsAndLatestVideos, upcomingVideo, videoSlider, videosRecommended } from '@/lib/sample-data/media-lists';
import { videoEntries } from '@/lib/sample-data/media-lookup';
import { linksOf, linksOfEntries } from './card-link';
import { GridSection } from './grid-section';
import { LandscapeRow } from './landscape-row';
import { MediaGrid } from './media-grid';

/** The video shelf: featured talks, curated rows and every video. */
export function VideosListing() {
  return (
    <div className="media-page">
      <LandscapeRow featured title="Featured videos" items={linksOf('video', videoSlider)} />
      <LandscapeRow title="Popular videos" href="/view-all?type=video" items={linksOf('video', popularVideos)} />
      <LandscapeRow title="Specials & latest videos" href="/view-all?type=video" items={linksOf('video', specialsAndLatestVideos)} />
      <LandscapeRow title="Recommended videos" href="/view-all?type=video" items={linksOf('video', videosRecommended)} />
      <LandscapeRow title="Coming soon" items={linksOf('video', upcomingVideo)} />
      <GridSection title="All videos">
        <MediaGrid items={linksOfEntries(videoEntries, { kind: 'still' })} variant="landscape" />
      </GridSection>
    </div>
  );
}
