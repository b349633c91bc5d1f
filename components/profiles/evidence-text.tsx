import { isWebUrl } from '@/lib/content/profiles/web-url';

/** A record's evidence: a link when it is one web address, plain text otherwise (never HTML). */
export function EvidenceText({ evidence }: { evidence: string }) {
  if (!evidence) return null;
  const text = evidence.trim();
  return (
    <p className="record-evidence">
      <span className="record-evidence-label">Evidence: </span>
      {isWebUrl(text) ? (
        <a href={text} rel="nofollow noopener noreferrer" target="_blank">
          {text}
        </a>
      ) : (
        text
      )}
    </p>
  );
}
