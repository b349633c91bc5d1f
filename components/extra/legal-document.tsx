import { DateText } from '@/components/blog/date-text';
import type { LegalDocument as LegalDocumentData } from '@/lib/sample-data/legal';

/** A policy page: last-updated date, introduction, a table of contents and numbered sections. */
export function LegalDocument({ document }: { document: LegalDocumentData }) {
  return (
    <div className="container-xl extra-section">
      <div className="legal-layout">
        <nav className="legal-toc" aria-label="On this page">
          <p className="legal-toc-title">On this page</p>
          <ol>
            {document.sections.map((section) => (
              <li key={section.id}>
                <a href={`#${section.id}`}>{section.heading}</a>
              </li>
            ))}
          </ol>
        </nav>
        <div className="legal-content">
          <p className="legal-updated">
            <i className="bi bi-clock-history" aria-hidden="true" /> Last updated{' '}
            <DateText day={document.updated} />
          </p>
          <p className="legal-intro">{document.intro}</p>
          {document.sections.map((section, index) => (
            <section
              key={section.id}
              id={section.id}
              className="legal-section"
              aria-labelledby={`${section.id}-title`}
            >
              <h2 id={`${section.id}-title`}>
                <span className="legal-section-number">{index + 1}.</span> {section.heading}
              </h2>
              {section.paragraphs.map((paragraph, at) => (
                <p key={at}>{paragraph}</p>
              ))}
            </section>
          ))}
        </div>
      </div>
    </div>
  );
}
