import type { ReactNode } from 'react';
import { formatWholeCount } from '@/lib/content/format-count';
import type { PlatformFigures } from '@/lib/content/platform-overview/read-record-figures';
import {
  describeMedianDays,
  describeShare,
  restrictionCount,
  restrictionRows,
  verificationRows,
  verifiedCount,
} from '@/lib/content/platform-overview/record-figure-view';
import { MonthChart } from './month-chart';

type Props = {
  /** Unique on the page: the ids of the section's headings and captions start with it. */
  id: string;
  title: string;
  figures: PlatformFigures;
  months: readonly string[];
  /** True when the page counts active or lifted bans only: reports, neither, are left out. */
  bansOnly: boolean;
  /** The restriction and verification tables start open (one platform's page). */
  open?: boolean;
  /** h2 on a platform's page, h3 under the overview's heading. */
  level?: 2 | 3;
};

const KINDS = [
  { key: 'bans', label: 'Bans' },
  { key: 'shadowbanReports', label: 'Shadowban reports' },
] as const;

/** A figure's row: its name, then one cell per kind ("How we count" is said once per page: FiguresHowWeCount). */
function FigureRow({ name, cells }: { name: string; cells: ReactNode[] }) {
  return (
    <tr>
      <th scope="row">{name}</th>
      {cells.map((cell, index) => (
        <td key={KINDS[index].key}>{cell}</td>
      ))}
    </tr>
  );
}

type CountRow = { key: string; label: string; isCategory: boolean; data: Record<`data-${string}`, string>; counts: number[] };

/** A count per row and kind (restriction types, verification levels), in a scroll container. */
function CountTable({ caption, heading, kinds, rows }: { caption: string; heading: string; kinds: readonly (typeof KINDS)[number][]; rows: CountRow[] }) {
  return (
    <div className="table-responsive" tabIndex={0} role="region" aria-label={caption}>
      <table className="table record-figure-table">
        <caption className="visually-hidden">{caption}</caption>
        <thead>
          <tr>
            <th scope="col">{heading}</th>
            {kinds.map((kind) => (
              <th key={kind.key} scope="col" className="text-end">
                {kind.label}
              </th>
            ))}
          </tr>
        </thead>
        <tbody>
          {rows.map((row) => (
            <tr key={row.key} className={row.isCategory ? 'is-category' : undefined} {...row.data}>
              <th scope="row">{row.label}</th>
              {row.counts.map((count, index) => (
                <td key={kinds[index].key} className="text-end">
                  {formatWholeCount(count)}
                </td>
              ))}
            </tr>
          ))}
        </tbody>
      </table>
    </div>
  );
}

/**
 * One platform's (or every platform's) figures from all its public records, bans and shadowban
 * reports side by side and never added together: records, appeal outcomes, days to a decision,
 * verified share, then restriction types, verification levels and bans per month.
 */
export function RecordFiguresSection({ id, title, figures, months, bansOnly, open = false, level = 2 }: Props) {
  const Heading = level === 2 ? 'h2' : 'h3';
  const kinds = bansOnly ? KINDS.slice(0, 1) : KINDS;
  const of = kinds.map((kind) => figures[kind.key]);
  return (
    <section className="record-figures" aria-labelledby={`${id}-title`} data-figures={figures.key || 'all'}>
      <Heading id={`${id}-title`} className="record-figures-title">
        {title}
      </Heading>
      <div className="table-responsive" tabIndex={0} role="region" aria-label={`Figures of ${title}`}>
        <table className="table record-figure-table">
          <caption className="visually-hidden">Figures of {title}</caption>
          <thead>
            <tr>
              <th scope="col">Figure</th>
              {kinds.map((kind) => (
                <th key={kind.key} scope="col">
                  {kind.label}
                </th>
              ))}
            </tr>
          </thead>
          <tbody>
            <FigureRow name="Records" cells={of.map((kind) => formatWholeCount(kind.records))} />
            <FigureRow
              name="Restored on appeal"
              cells={of.map((kind) => describeShare(kind.appealsRestored, kind.appealsDecided, 'decided appeals', 'No decided appeals yet'))}
            />
            <FigureRow
              name="Partially restored on appeal"
              cells={of.map((kind) => describeShare(kind.appealsPartiallyRestored, kind.appealsDecided, 'decided appeals', 'No decided appeals yet'))}
            />
            <FigureRow name="Median days to an appeal decision" cells={of.map((kind) => describeMedianDays(kind))} />
            <FigureRow
              name="Verified"
              cells={of.map((kind) => describeShare(verifiedCount(kind), kind.records, 'records', 'No records'))}
            />
          </tbody>
        </table>
      </div>
      {bansOnly ? <p className="record-figure-note">Shadowban reports are neither active nor lifted, so this choice counts bans only.</p> : null}
      <RecordFigureDetails id={id} title={title} figures={figures} months={months} bansOnly={bansOnly} open={open} kinds={kinds} of={of} />
    </section>
  );
}

type DetailProps = Pick<Props, 'id' | 'title' | 'figures' | 'months' | 'bansOnly' | 'open'> & { kinds: readonly (typeof KINDS)[number][]; of: PlatformFigures[(typeof KINDS)[number]['key']][] };

/** Records by restriction type and verification level, and bans per month. */
function RecordFigureDetails({ id, title, figures, months, bansOnly, open, kinds, of }: DetailProps) {
  return (
    <>
      <details className="record-figure-details" open={open}>
        <summary>By restriction type</summary>
        <CountTable
          caption={`Records of ${title} by restriction type`}
          heading="Restriction type"
          kinds={kinds}
          rows={restrictionRows(of).map((row) => ({
            key: row.key || 'none',
            label: row.label,
            isCategory: row.isCategory,
            data: { 'data-restriction': row.key || 'none' },
            counts: of.map((kind) => restrictionCount(kind, row)),
          }))}
        />
      </details>

      <details className="record-figure-details" open={open}>
        <summary>By verification level</summary>
        <CountTable
          caption={`Records of ${title} by verification level`}
          heading="Level"
          kinds={kinds}
          rows={verificationRows(of[0]).map((row) => ({
            key: row.level,
            label: row.label,
            isCategory: false,
            data: { 'data-level': row.level },
            counts: of.map((kind) => verificationRows(kind).find((entry) => entry.level === row.level)?.count ?? 0),
          }))}
        />
      </details>

      <MonthChart id={`${id}-months`} title="Bans per month" months={months} bans={figures.bans.perMonth} reports={bansOnly ? null : figures.shadowbanReports.perMonth} />
      {figures.bans.undated ? <p className="record-figure-note">{`${formatWholeCount(figures.bans.undated)} undated ${figures.bans.undated === 1 ? 'ban is' : 'bans are'} in no month.`}</p> : null}
    </>
  );
}
