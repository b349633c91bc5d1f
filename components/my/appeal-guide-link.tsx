import { appealGuideOf, appealGuidePathOf } from '@/lib/content/appeal-guides/appeal-guides';
import { platformDisplayName } from '@/lib/content/platforms';

/** Under the ban form's platform: how to appeal there and what the record shows, in a new tab (the form keeps what is typed). */
export function AppealGuideLink({ platformId }: { platformId: string }) {
  if (!appealGuideOf(platformId)) return null;
  return (
    <p className="form-text appeal-guide-link">
      <a href={appealGuidePathOf(platformId)} target="_blank" rel="noopener">
        How to appeal on {platformDisplayName(platformId)}, and how appeals there have ended
      </a>
    </p>
  );
}
