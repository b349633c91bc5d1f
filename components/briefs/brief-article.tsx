import Link from 'next/link';
import { BRIEFS_PATH } from '@/lib/content/briefs/brief-paths';
import { briefFiltersQuery } from '@/lib/content/briefs/brief-filters';
import type { BriefDetail } from '@/lib/content/briefs/brief-types';
import { BriefMeta } from './brief-meta';
import { BriefTags } from './brief-tags';

const NO_FILTERS = { category: null, tag: null, warfareTag: null, page: 1 };

/** The brief itself: trail, categories, title, facts, picture, sanitized body and tags. */
export function BriefArticle({ brief }: { brief: BriefDetail }) {
  return (
    <article className="brief-article">
      <nav aria-label="Breadcrumb">
        <ol className="breadcrumb brief-trail">
          <li className="breadcrumb-item">
            <Link href="/">Home</Link>
          </li>
          <li className="breadcrumb-item">
            <Link href={BRIEFS_PATH}>Briefs</Link>
          </li>
          <li className="breadcrumb-item active" aria-current="page">
            {brief.title}
          </li>
        </ol>
      </nav>
      <header className="brief-header">
        {brief.categories.length ? (
          <p className="brief-categories">
            {brief.categories.map((category) => (
              <Link key={category} href={`${BRIEFS_PATH}${briefFiltersQuery(NO_FILTERS, { category })}`} className="brief-card-category">
                {category}
              </Link>
            ))}
          </p>
        ) : null}
        <h1 className="brief-title">{brief.title}</h1>
        {brief.description ? <p className="brief-lead">{brief.description}</p> : null}
        <BriefMeta brief={brief} showShares />
      </header>
      {brief.thumbnail ? (
        <figure className="brief-figure">
          <img src={brief.thumbnail} alt="" width={1280} height={720} fetchPriority="high" />
        </figure>
      ) : null}
      {/* Sanitized on save and again when read (lib/content/sanitize-html.ts). */}
      <div className="brief-body" dangerouslySetInnerHTML={{ __html: brief.bodyHtml }} />
      <BriefTags tags={brief.tags} warfareTags={brief.warfareTags} />
    </article>
  );
}
