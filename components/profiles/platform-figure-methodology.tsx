import type { ReactNode } from 'react';
import { METHODOLOGY_ANCHORS, type MethodologyAnchor } from './methodology-anchors';

/**
 * The methodology of the per-platform figures on /platforms and /platforms/[name] (issue 18),
 * written from the code that counts them (platformRecordFigures: migration 0016's record_facts and
 * amplify/data/record-figures/record-figures.ts). FigureMethodology lists these among its sections.
 */
export const PLATFORM_FIGURE_SECTIONS: { anchor: MethodologyAnchor; title: string; body: ReactNode }[] = [
  {
    anchor: METHODOLOGY_ANCHORS.recordsByRestriction,
    title: 'Records by restriction type (platform pages)',
    body: (
      <p>
        Every public ban and shadowban report on the platform counts once, under the restriction type its creator chose; a category&rsquo;s
        figure is the sum of its types. A record without a type, or with one the DSA Transparency Database does not name, counts under
        &ldquo;Type not given&rdquo;. Bans and shadowban reports are counted in separate columns and never added together.
      </p>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.restoredOnAppeal,
    title: 'Share restored on appeal',
    body: (
      <p>
        Among the records whose appeal was decided (appeal rejected, restored or partially restored), the share restored and the share
        partially restored, with the counts they come from: &ldquo;12 of 40 decided appeals, 30%&rdquo;. Records with no appeal or an appeal
        still pending are not in the count.
      </p>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.daysToDecision,
    title: 'Median days to an appeal decision',
    body: (
      <p>
        For each record with a dated appeal timeline: the days from its first &ldquo;appeal filed&rdquo; event to its first decision
        (rejected, restored or partially restored) dated on or after it. The figure is the median of these over the platform&rsquo;s records,
        with n, how many records it is taken over. Records without both dates are left out: an appeal status alone says how an appeal
        ended, not when. With none left, the page says so: &ldquo;No decided appeals yet&rdquo;, or how many decided appeals have no dated
        events.
      </p>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.recordsPerMonth,
    title: 'Bans per month',
    body: (
      <p>
        Bans counted in the month of their date of ban, over the last 24 months up to the latest month with a record (a month with none shows
        0); the table beside the chart gives the same numbers and the shadowban reports of each month, by the date they started. Undated
        records are in no month and are counted beside the chart.
      </p>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.verifiedShare,
    title: 'Verified share',
    body: (
      <p>
        The records a moderator corroborated or confirmed, over all the platform&rsquo;s records, with the counts; the table under it counts
        every step of the verification ladder. A record with no step is self-reported.
      </p>
    ),
  },
];
