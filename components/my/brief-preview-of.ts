import type { BriefDetail } from '@/lib/content/briefs/brief-types';
import { toBriefDetail } from '@/lib/content/briefs/to-brief';
import { formValuesToBriefInput, type BriefFormValues, type MyBrief } from '@/lib/content/my/brief-form';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import type { StorageTarget } from '@/lib/storage/storage-target';

type PreviewSource = {
  values: BriefFormValues;
  author: Pick<MyProfile, 'username' | 'displayName' | 'avatarUrl' | 'bio' | 'totalBans' | 'platformsAffected'>;
  /** The saved brief being edited, whose date and counters the page would show; null for a new one. */
  existing: MyBrief | null;
  /** The address the brief gets (or has, once published). */
  slug: string;
  /** YYYY-MM-DD: a new brief is dated the day it is saved. */
  today: string;
  /** Where stored pictures are shown from; null before it is known. */
  pictures: StorageTarget | null;
};

/**
 * The brief as its public page would show it, from what is typed now: the same reshaping
 * (toBriefDetail) and so the same sanitizing of the body as /briefs/[slug], with no round trip.
 */
export function briefPreviewOf({ values, author, existing, slug, today, pictures }: PreviewSource): BriefDetail {
  const input = formValuesToBriefInput(values);
  return toBriefDetail(
    {
      id: existing?.id ?? 'preview',
      slug,
      title: input.title,
      description: input.description,
      username: author.username,
      blogDate: existing?.blogDate ?? today,
      categories: input.categories,
      tags: input.tags,
      warfareTags: input.warfareTags,
      thumbnail: input.thumbnail,
      userImage: author.avatarUrl,
      views: existing?.views,
      shares: existing?.shares,
      status: input.status,
      longDescription: input.longDescription,
      profile: author,
    },
    pictures,
  );
}
