import type { EvidenceEntry } from '@/lib/content/records/read-record-trail';
import { formatInstant } from './format-instant';

const bytes = new Intl.NumberFormat('en-US', { maximumFractionDigits: 1 });
function formatSize(size: number): string {
  if (size < 1024) return `${size} bytes`;
  if (size < 1024 * 1024) return `${bytes.format(size / 1024)} KB`;
  return `${bytes.format(size / (1024 * 1024))} MB`;
}

/**
 * The evidence as submitted: each item with its SHA-256, size, type and time, never changed. A
 * correction is a later item; the one it corrects stays, marked superseded, so anyone can check
 * a copy they hold against the hash.
 */
export function EvidenceItems({ items }: { items: EvidenceEntry[] }) {
  return (
    <section className="record-story-section surface" id="evidence" aria-labelledby="evidence-title">
      <h2 id="evidence-title" className="record-story-title">
        Evidence ({items.length})
      </h2>
      {items.length === 0 ? (
        <p className="text-muted-theme">No evidence items have been submitted for this record.</p>
      ) : (
        <ol className="record-story-list">
          {items.map((item) => (
            <li key={item.id} id={`evidence-${item.id}`} className={`record-story-item record-evidence-item${item.supersededBy ? ' is-superseded' : ''}`}>
              <p className="record-story-head">
                <strong>{item.kind === 'FILE' ? item.fileName ?? 'File' : 'Text'}</strong> · submitted <time dateTime={item.submittedAt}>{formatInstant(item.submittedAt)}</time>
                {item.supersededBy ? (
                  <>
                    {' · '}
                    <a href={`#evidence-${item.supersededBy}`} className="evidence-superseded">
                      Superseded by a later item
                    </a>
                  </>
                ) : null}
              </p>
              {item.supersedes ? (
                <p className="record-story-meta">
                  Corrects <a href={`#evidence-${item.supersedes}`}>an earlier item</a>.
                </p>
              ) : null}
              {item.text ? <blockquote className="record-evidence-text">{item.text}</blockquote> : null}
              {item.fileUrl ? (
                <p className="record-story-meta">
                  <a href={item.fileUrl} target="_blank" rel="noopener noreferrer">
                    Open the file
                  </a>{' '}
                  ({item.contentType}, {formatSize(item.size)})
                </p>
              ) : (
                <p className="record-story-meta">
                  {item.contentType}, {formatSize(item.size)}
                </p>
              )}
              <p className="record-story-meta evidence-hash">
                SHA-256 <code>{item.sha256}</code>
              </p>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}
