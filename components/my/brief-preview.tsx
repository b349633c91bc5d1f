'use client';

import { BriefArticle } from '@/components/briefs/brief-article';
import type { BriefFormValues, MyBrief } from '@/lib/content/my/brief-form';
import { todayAwsDate } from '@/lib/content/my/field-rules';
import type { MyProfile } from '@/lib/content/my/my-profile-store';
import { usePictureHost } from '@/components/uploads/use-picture-host';
import { briefPreviewOf } from './brief-preview-of';

type BriefPreviewProps = { values: BriefFormValues; author: MyProfile; existing: MyBrief | null; slug: string };

/** The brief as it will be published, drawn by the public page's own article component from what is typed now. */
export function BriefPreview({ values, author, existing, slug }: BriefPreviewProps) {
  const pictures = usePictureHost();
  const brief = briefPreviewOf({ values, author, existing, slug, today: todayAwsDate(), pictures });
  return (
    <div className="brief-preview">
      <p className="brief-preview-note">
        <i className="bi bi-eye" aria-hidden="true" /> How the brief will look on its page. Nothing is saved until you save it.
      </p>
      <div className="brief-preview-page">
        <BriefArticle brief={brief} />
      </div>
    </div>
  );
}
