import type { ReactNode } from 'react';
import { SectionHeader } from '@/components/media/section-header';

/** A home page shelf: heading with a "view all" link, then its cards or a line saying there are none. */
export function HomeSection({ id, title, href, linkLabel, emptyText, isEmpty, children }: { id: string; title: string; href: string; linkLabel: string; emptyText: string; isEmpty: boolean; children: ReactNode }) {
  return (
    <section className="media-section home-section" aria-labelledby={id}>
      <div className="container-xl">
        <SectionHeader id={id} title={title} href={href} linkLabel={linkLabel} />
        {isEmpty ? <p className="section-lead">{emptyText}</p> : children}
      </div>
    </section>
  );
}
