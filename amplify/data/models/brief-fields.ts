import { a } from '@aws-amplify/data-schema';

/**
 * A brief's fields (SPEC §3), for the public Brief model, the UnpublishedBrief model that holds
 * drafts and archived briefs, and the SavedBrief a creator's save answers. A function, so each
 * model gets builders of its own.
 */
export const briefFields = () => ({
  id: a.id().required(),
  userId: a.string().required(),
  title: a.string().required(),
  slug: a.string().required(),
  description: a.string().required(),
  username: a.string().required(),
  blogDate: a.date().required(),
  month: a.string().required(),
  categories: a.string().required(),
  profileId: a.id().required(),
  longDescription: a.string(),
  thumbnail: a.string(),
  userImage: a.string(),
  tags: a.string().array(),
  warfareTags: a.string().array(),
  status: a.ref('BriefStatus'),
  views: a.integer(),
  shares: a.integer(),
  featured: a.boolean(),
});
