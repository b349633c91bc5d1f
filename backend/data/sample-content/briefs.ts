import { artworkUrl } from './artwork-url';
import { BRIEF_CATEGORIES, BRIEF_PROSE, type BriefCategory } from './brief-prose';
import { BRIEF_TOPICS, type BriefTopic } from './brief-topics';
import { buildLongDescription } from './build-long-description';
import { monthOf } from './month-of';
import { pickNumber } from './pick-number';
import { sampleProfile } from './profiles';
import type { AwsDate, BriefStatus, SampleOwner } from './sample-types';
import { slugOf } from './slug-of';

export type SampleBrief = {
  id: string;
  owner: SampleOwner;
  userId: string;
  title: string;
  slug: string;
  description: string;
  username: string;
  blogDate: AwsDate;
  month: string;
  categories: BriefCategory;
  profileId: string;
  longDescription: string;
  thumbnail: string;
  userImage: string;
  tags: string[];
  warfareTags: string[];
  status: BriefStatus;
  views: number;
  shares: number;
  featured: boolean;
};

function toBrief(category: BriefCategory, topic: BriefTopic, variant: number): SampleBrief {
  const profile = sampleProfile(topic.handle);
  const slug = slugOf(topic.title);
  // Only published briefs have been read; archived ones keep the readers they had.
  const isRead = topic.status !== 'DRAFT';
  const views = isRead ? pickNumber(`views:${slug}`, 800, 48000) : 0;
  return {
    id: `brief-${slug}`,
    owner: profile.owner,
    userId: profile.userId,
    title: topic.title,
    slug,
    description: topic.description,
    username: profile.username,
    blogDate: topic.blogDate,
    month: monthOf(topic.blogDate),
    categories: category,
    profileId: profile.id,
    longDescription: buildLongDescription(BRIEF_PROSE[category], topic.lede, variant),
    thumbnail: artworkUrl('still', slug),
    userImage: profile.avatarUrl,
    tags: topic.tags,
    warfareTags: topic.warfareTags,
    status: topic.status,
    views,
    shares: isRead ? Math.round((views * pickNumber(`shares:${slug}`, 2, 9)) / 100) : 0,
    featured: topic.featured === true && topic.status === 'PUBLISHED',
  };
}

/** Every brief, newest first, as a listing page would show them. */
export const SAMPLE_BRIEFS: SampleBrief[] = BRIEF_CATEGORIES.flatMap((category) =>
  BRIEF_TOPICS[category].map((topic, variant) => toBrief(category, topic, variant)),
).sort((a, b) => b.blogDate.localeCompare(a.blogDate) || a.slug.localeCompare(b.slug));
