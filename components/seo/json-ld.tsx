import { renderNonce } from '@/lib/security/render-nonce';

/**
 * Structured data for search engines (schema.org JSON-LD). `<` is escaped so text from records
 * can never close the script element.
 */
export function JsonLd({ data }: { data: Record<string, unknown> }) {
  const json = JSON.stringify({ '@context': 'https://schema.org', ...data }).replace(/</g, '\\u003c');
  return <script type="application/ld+json" nonce={renderNonce()} dangerouslySetInnerHTML={{ __html: json }} />;
}
