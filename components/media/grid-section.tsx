import type { ReactNode } from 'react';
import { slugOf } from '@/lib/slug';
import { SectionHeader } from './section-header';

/** A titled block of a page holding a grid or any other content. */
export function GridSection({ title, href, linkLabel, children }: { title: string; href?: string; linkLabel?: string; children: ReactNode }) {
  const id = `section-${slugOf(title)}`;
  return (
    <section className="media-section" aria-labelledby={id}>
      <div className="container-xl">
        <SectionHeader id={id} title={title} href={href} linkLabel={linkLabel} />
        {children}
      </div>
    </section>
  );
}
