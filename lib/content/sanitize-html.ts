import sanitize from 'sanitize-html';

/**
 * What a brief's long description may contain: text structure, links and images. Scripts, event
 * handlers, styles and javascript:/data: URLs are removed. Used when saving and again when
 * rendering, so stored HTML from any source is safe to show.
 */
const OPTIONS: sanitize.IOptions = {
  allowedTags: ['p', 'br', 'h2', 'h3', 'h4', 'strong', 'b', 'em', 'i', 'u', 's', 'blockquote', 'ul', 'ol', 'li', 'a', 'code', 'pre', 'hr', 'img', 'figure', 'figcaption'],
  allowedAttributes: { a: ['href', 'title', 'rel', 'target'], img: ['src', 'alt', 'width', 'height'] },
  allowedSchemes: ['https', 'http', 'mailto'],
  allowedSchemesByTag: { img: ['https', 'http'] },
  allowProtocolRelative: false,
  transformTags: {
    a: sanitize.simpleTransform('a', { rel: 'noopener noreferrer nofollow' }),
  },
};

export function sanitizeRichText(html: string): string {
  return sanitize(html, OPTIONS);
}
