import type { StreamStatus } from '@/amplify/data/enums';

export type { StreamStatus };

/** The schema's stream statuses in the order the catalogue offers them; a stream without one is treated as PENDING (not yet published). */
export const STREAM_STATUSES = ['ACTIVE', 'PENDING', 'INACTIVE'] as const satisfies readonly StreamStatus[];

/** What the catalogue shows of a stream: a card. */
export type StreamSummary = {
  id: string;
  slug: string;
  title: string;
  description: string;
  thumbnail: string | null;
  duration: string | null;
  year: string | null;
  genres: string[];
  language: string | null;
  quality: string | null;
  certificate: string | null;
  rating: number | null;
  views: number;
  status: StreamStatus;
  isFeatured: boolean;
  isRestricted: boolean;
  /** Position in the charts ('1' is the most watched); null when unranked. */
  ranking: number | null;
  /** The day it joined the catalogue (YYYY-MM-DD), for ordering. */
  addedOn: string | null;
};

/** Everything a stream's page shows. */
export type StreamDetail = StreamSummary & {
  detail: string | null;
  director: string | null;
  cast: string[];
  tags: string[];
  subtitles: string[];
  likes: number;
  releaseDate: string | null;
  videoType: string | null;
  seasonType: string | null;
  ratingFrom: string | null;
  /** Playable addresses, main first, without repeats: url, video_link, then sources. */
  sources: string[];
  trailerUrl: string | null;
  platformLinks: string[];
  createdAt: string | null;
  updatedAt: string | null;
};
