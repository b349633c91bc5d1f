import { VERIFICATION_LABELS, type AppealStatus, type VerificationLevel } from '@/amplify/data/enums';
import { briefPath } from '@/lib/content/briefs/brief-paths';
import { formatBriefDate } from '@/lib/content/briefs/format-brief-date';
import { personalityPathOf, personalitySegmentOf } from '@/lib/content/personalities/personality-paths';
import { platformDisplayName } from '@/lib/content/platforms';
import { APPEAL_STATUS_LABELS } from '@/lib/content/profiles/profile-labels';
import { profilePath } from '@/lib/content/profiles/profile-seo';
import { recordPathOf } from '@/lib/content/records/record-paths';
import { KIND_BY_NAME } from './search-choices';
import type { SearchHitWire, SearchResult } from './search-types';
import { splitHighlights, type TextSegment } from './split-highlights';

const plain = (text: string): TextSegment[] => [{ text, isHighlighted: false }];
const verificationLabel = (level: string | null | undefined) =>
  level && Object.hasOwn(VERIFICATION_LABELS, level) ? VERIFICATION_LABELS[level as VerificationLevel] : null;
const appealLabel = (status: string | null | undefined) =>
  status && Object.hasOwn(APPEAL_STATUS_LABELS, status) ? APPEAL_STATUS_LABELS[status as AppealStatus] : null;

/** Where a hit lives on the site and what it is called there. */
function placeOf(hit: SearchHitWire): { href: string | null; title: TextSegment[]; details: (string | null)[] } {
  const onProfile = hit.username ? profilePath(hit.username) : null;
  const by = hit.username ? `@${hit.username}` : null;
  const highlighted = (fallback: string) => (hit.title ? splitHighlights(hit.title) : plain(fallback));
  const platform = hit.platform ? platformDisplayName(hit.platform) : 'a platform';
  const day = hit.date ? formatBriefDate(hit.date) : null;
  switch (hit.kind) {
    case 'CREATOR':
      return { href: onProfile, title: highlighted(hit.displayName ?? hit.username ?? hit.id), details: [by] };
    case 'BRIEF':
      return { href: hit.slug ? briefPath(hit.slug) : null, title: highlighted(hit.id), details: [day, by && `by ${by}`] };
    // A record's own page: its whole story, and there even when it is anonymised (no profile).
    case 'BAN':
      return {
        href: recordPathOf('PlatformBan', hit.id),
        title: plain(`Ban on ${platform}${hit.displayName ? ` — ${hit.displayName}` : ''}`),
        details: [day, hit.isActive === true ? 'Active' : hit.isActive === false ? 'Lifted' : null, appealLabel(hit.appealStatus), verificationLabel(hit.verification), by],
      };
    case 'SHADOWBAN':
      return {
        href: recordPathOf('ShadowbanExperience', hit.id),
        title: plain(`Shadowban report on ${platform}${hit.displayName ? ` — ${hit.displayName}` : ''}`),
        details: [day, appealLabel(hit.appealStatus), verificationLabel(hit.verification), by],
      };
    case 'PERSONALITY':
      // Without a slug (a record saved without one) the id finds the page, which sends it on.
      return { href: personalityPathOf({ pathSegment: personalitySegmentOf(hit) }), title: highlighted(hit.displayName ?? hit.name ?? hit.id), details: [] };
    case 'STREAM':
      return { href: hit.slug ? `/streams/${encodeURIComponent(hit.slug)}` : null, title: highlighted(hit.id), details: [] };
  }
}

/** A hit as the page shows it: its link, highlighted title and snippet, and a few facts. */
export function toSearchResult(hit: SearchHitWire): SearchResult {
  const place = placeOf(hit);
  return {
    kind: hit.kind,
    id: hit.id,
    kindLabel: KIND_BY_NAME.get(hit.kind)?.singular ?? hit.kind,
    href: place.href,
    title: place.title,
    snippet: splitHighlights(hit.snippet),
    details: place.details.filter((detail): detail is string => Boolean(detail)),
  };
}
