import type { PageReport } from './audit-page';

/** Issue 17's targets, as Lighthouse scores (0–100). */
export const TARGETS = { performance: 95, accessibility: 100, 'best-practices': 100, seo: 100 } as const;
type Category = keyof typeof TARGETS;
const CATEGORIES = Object.keys(TARGETS) as Category[];
const FAILING_AUDITS_SHOWN = 6;

const scoreOf = (report: PageReport, category: Category) => Math.round((report.result.categories[category]?.score ?? 0) * 100);
const numeric = (report: PageReport, audit: string) => report.result.audits[audit]?.numericValue ?? NaN;
const pathOf = (url: string) => {
  const parsed = new URL(url);
  return `${parsed.pathname}${parsed.search}`;
};

export function isMissing(report: PageReport): boolean {
  return CATEGORIES.some((category) => scoreOf(report, category) < TARGETS[category]);
}

/** One line per page: each score beside its target (ok/MISS), then LCP, TBT, CLS and bytes transferred. */
export function printTable(reports: PageReport[]): void {
  const pathWidth = Math.max(6, ...reports.map((report) => pathOf(report.url).length));
  const heads = ['performance', 'accessibility', 'best-practices', 'SEO'];
  console.log(
    `\n${'page'.padEnd(pathWidth)}  ${heads.map((head) => head.padEnd(16)).join('')}${'LCP'.padStart(8)}${'TBT'.padStart(8)}${'CLS'.padStart(7)}${'transfer'.padStart(10)}`,
  );
  for (const report of reports) {
    const cells = CATEGORIES.map((category) => {
      const score = scoreOf(report, category);
      return `${score}/${TARGETS[category]} ${score >= TARGETS[category] ? 'ok' : 'MISS'}`.padEnd(16);
    });
    const lcp = `${(numeric(report, 'largest-contentful-paint') / 1000).toFixed(1)} s`;
    const tbt = `${numeric(report, 'total-blocking-time').toFixed(0)} ms`;
    const cls = numeric(report, 'cumulative-layout-shift').toFixed(3);
    const transfer = `${(numeric(report, 'total-byte-weight') / 1024).toFixed(0)} KB`;
    console.log(`${pathOf(report.url).padEnd(pathWidth)}  ${cells.join('')}${lcp.padStart(8)}${tbt.padStart(8)}${cls.padStart(7)}${transfer.padStart(10)}`);
  }
  const met = reports.filter((report) => !isMissing(report)).length;
  console.log(`\n${met} of ${reports.length} pages meet every target (performance ≥ ${TARGETS.performance}, the others ${TARGETS.seo})`);
}

/**
 * For each page that misses a target, the audits costing points in the categories it misses:
 * scored audits below a full score, heaviest first, and for performance the opportunities with
 * the largest estimated savings.
 */
export function printFailingAudits(reports: PageReport[]): void {
  for (const report of reports.filter(isMissing)) {
    console.log(`\n${pathOf(report.url)}:`);
    for (const category of CATEGORIES.filter((name) => scoreOf(report, name) < TARGETS[name])) {
      const refs = report.result.categories[category]?.auditRefs ?? [];
      const failing = refs
        .map((ref) => ({ ref, audit: report.result.audits[ref.id] }))
        .filter(({ audit }) => audit && audit.score !== null && audit.score < 1 && !['notApplicable', 'informative', 'manual'].includes(audit.scoreDisplayMode))
        .sort((a, b) => b.ref.weight - a.ref.weight || savingsMs(b.audit.details) - savingsMs(a.audit.details) || (a.audit.score ?? 0) - (b.audit.score ?? 0))
        .slice(0, FAILING_AUDITS_SHOWN);
      console.log(`  ${category} ${scoreOf(report, category)}:`);
      for (const { ref, audit } of failing) {
        const weight = ref.weight > 0 ? ` (weight ${ref.weight})` : '';
        console.log(`    ${audit.id}: ${audit.title}${audit.displayValue ? ` – ${audit.displayValue}` : ''}${weight}, score ${Math.round((audit.score ?? 0) * 100)}`);
        for (const item of detailItems(audit.details).slice(0, 3)) console.log(`      ${item}`);
      }
    }
  }
}

const savingsMs = (details: unknown) => (details as { overallSavingsMs?: number } | undefined)?.overallSavingsMs ?? 0;

/** The first few things an audit names (URLs, selectors or messages), to say where the problem is. */
function detailItems(details: unknown): string[] {
  // Most audits list items; some insights hold an object of checks there instead (nothing to name).
  const items: unknown = (details as { items?: unknown } | undefined)?.items;
  if (!Array.isArray(items)) return [];
  return (items as Record<string, unknown>[]).flatMap((item) => {
    const node = item.node as { snippet?: string; selector?: string } | undefined;
    // groupLabel: the main thread's work by kind (script evaluation, style and layout…), with its time.
    const text = item.url ?? item.source ?? node?.snippet ?? item.description ?? item.label ?? item.groupLabel;
    if (text === undefined || text === null) return []; // nothing to name (bf-cache reasons, forced reflows' stacks…)
    const savings =
      typeof item.wastedBytes === 'number'
        ? ` (${(item.wastedBytes / 1024).toFixed(0)} KB wasted)`
        : typeof item.wastedMs === 'number'
          ? ` (${item.wastedMs.toFixed(0)} ms)`
          : typeof item.duration === 'number'
            ? ` (${item.duration.toFixed(0)} ms)`
            : '';
    return [`${typeof text === 'string' ? text : JSON.stringify(text)}`.slice(0, 160) + savings];
  });
}
