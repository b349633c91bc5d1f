/** A published brief as lists and cards show it (the site's own shape, not the wire's). */
export type BriefSummary = {
  id: string;
  slug: string;
  title: string;
  description: string;
  /** The author's username: their profile is at /profiles/<username>. */
  username: string;
  /** YYYY-MM-DD. */
  blogDate: string;
  /** The record keeps categories in one string; a comma separates several. */
  categories: string[];
  tags: string[];
  warfareTags: string[];
  thumbnail: string | null;
  userImage: string | null;
  views: number;
  shares: number;
  isFeatured: boolean;
};

/** The author as a brief's page shows them, from the brief's profile. */
export type BriefAuthor = {
  username: string;
  displayName: string;
  avatarUrl: string | null;
  bio: string | null;
  totalBans: number;
  platformsAffected: string[];
};

/** Everything a brief's page shows. */
export type BriefDetail = BriefSummary & {
  /** Sanitized HTML, safe to render as is. */
  bodyHtml: string;
  author: BriefAuthor;
  createdAt: string | null;
  updatedAt: string | null;
};
