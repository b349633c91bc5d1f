import { BriefGrid } from '@/components/briefs/brief-grid';
import { PersonalityCard } from '@/components/personalities/personality-card';
import { StreamCard } from '@/components/streams/stream-card';
import type { HomeContent } from '@/lib/content/home/select-home-content';
import { BanTrackerStrip } from './ban-tracker-strip';
import { HomeHero } from './home-hero';
import { HomeSection } from './home-section';

/**
 * The product home: the pitch, the ban tracker, the latest briefs, featured streams and
 * personalities. Without content (the copy `next build` makes, replaced on the first request)
 * only the pitch shows.
 */
export function HomePage({ content }: { content: HomeContent | null }) {
  if (!content) {
    return (
      <div className="media-page home-page">
        <HomeHero totals={null} />
      </div>
    );
  }
  return (
    <div className="media-page home-page">
      <HomeHero totals={content.banTracker.totals} />
      <BanTrackerStrip tracker={content.banTracker} />
      <HomeSection id="latest-briefs-title" title="Latest briefs" href="/briefs" linkLabel="All briefs" emptyText="No briefs published yet." isEmpty={content.latestBriefs.length === 0}>
        <BriefGrid briefs={content.latestBriefs} eagerCount={0} />
      </HomeSection>
      <HomeSection id="featured-streams-title" title="Featured streams" href="/streams?featured=1" linkLabel="All featured" emptyText="No featured streams right now." isEmpty={content.featuredStreams.length === 0}>
        <div className="media-grid media-grid-landscape stream-grid">
          {content.featuredStreams.map((stream) => (
            <StreamCard key={stream.id} stream={stream} />
          ))}
        </div>
      </HomeSection>
      <HomeSection id="featured-personalities-title" title="Featured personalities" href="/personalities" linkLabel="All personalities" emptyText="No featured personalities yet." isEmpty={content.featuredPersonalities.length === 0}>
        <div className="personality-grid">
          {content.featuredPersonalities.map((personality) => (
            <PersonalityCard key={personality.id} personality={personality} />
          ))}
        </div>
      </HomeSection>
    </div>
  );
}
