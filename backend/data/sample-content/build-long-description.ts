import type { BriefProse } from './brief-prose';

type Paragraph = BriefProse['paragraphs'][number];

/** A run of pool paragraphs under the heading of its first one. */
function renderSection(paragraphs: Paragraph[]): string[] {
  if (paragraphs.length === 0) return [];
  return [`<h2>${paragraphs[0].heading}</h2>`, ...paragraphs.map((paragraph) => `<p>${paragraph.text}</p>`)];
}

/**
 * The HTML body of a brief: its own opening paragraph, one to four paragraphs from its
 * category's pool under their headings, sometimes a quotation and a practical list, and a
 * closing paragraph with a link (3 to 6 paragraphs in all). `variant` (the brief's position
 * within its category) picks the pieces, so briefs of one category read differently while the
 * same brief always gets the same body.
 */
export function buildLongDescription(prose: BriefProse, lede: string, variant: number): string {
  const pick = <T>(items: readonly T[], offset = 0): T => items[(variant + offset) % items.length];
  const paragraphCount = 1 + ((variant * 3 + 1) % 4);
  const paragraphs = Array.from({ length: paragraphCount }, (_, index) =>
    pick(prose.paragraphs, variant + index),
  );
  // Two sections when there is enough to say; the quotation sits between them.
  const firstSectionLength = paragraphCount >= 3 ? Math.ceil(paragraphCount / 2) : paragraphCount;
  const hasQuote = variant % 3 !== 2;
  const hasPractice = variant % 2 === 0 || paragraphCount === 1;

  const quote = pick(prose.quotes);
  const practice = pick(prose.practices);
  const parts = [
    `<p>${lede}</p>`,
    ...renderSection(paragraphs.slice(0, firstSectionLength)),
    hasQuote
      ? // Paragraphs only: the editor and the sanitizer keep them (a <footer> or <cite> would be dropped).
        `<blockquote><p>${quote.text}</p><p>— ${quote.author}, <em>${quote.work}</em></p></blockquote>`
      : '',
    ...renderSection(paragraphs.slice(firstSectionLength)),
    hasPractice
      ? `<h2>${practice.heading}</h2>\n<ul>${practice.items.map((item) => `<li>${item}</li>`).join('')}</ul>`
      : '',
    `<p>${pick(prose.closings)}</p>`,
  ];
  return parts.filter(Boolean).join('\n');
}
