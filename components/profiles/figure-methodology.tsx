import Link from 'next/link';
import type { ReactNode } from 'react';
import { APPEAL_STATUS_LABELS, STANDING_LABELS, STANDING_TONES } from '@/lib/content/profiles/profile-labels';
import { METHODOLOGY_ANCHORS, type MethodologyAnchor } from './methodology-anchors';
import { PLATFORM_FIGURE_SECTIONS } from './platform-figure-methodology';
import { RECORD_TRUST_SECTIONS } from './record-trust-methodology';
import { RestrictionTypesExplained } from './restriction-types-explained';

/**
 * /methodology: how every figure on a creator's page is counted, written from the code that
 * counts them (amplify/data/profile-totals.ts for the stored totals, the banStatistics query for
 * active and lifted bans). Each section's id is an anchor the profile page links to.
 */
const SECTIONS: { anchor: MethodologyAnchor; title: string }[] = [
  { anchor: METHODOLOGY_ANCHORS.bans, title: 'Bans recorded' },
  { anchor: METHODOLOGY_ANCHORS.activeAndLifted, title: 'Active and lifted bans' },
  { anchor: METHODOLOGY_ANCHORS.appeals, title: 'Appeal states' },
  { anchor: METHODOLOGY_ANCHORS.shadowbanReports, title: 'Shadowban reports' },
  { anchor: METHODOLOGY_ANCHORS.restrictionTypes, title: 'Restriction types' },
  { anchor: METHODOLOGY_ANCHORS.platforms, title: 'Platforms with a ban and platforms affected' },
  { anchor: METHODOLOGY_ANCHORS.colours, title: 'Platform standings and their colours' },
  { anchor: METHODOLOGY_ANCHORS.estimatedLoss, title: 'Estimated loss' },
  { anchor: METHODOLOGY_ANCHORS.firstRestricted, title: 'First restricted' },
  ...PLATFORM_FIGURE_SECTIONS.map(({ anchor, title }) => ({ anchor, title })),
  ...RECORD_TRUST_SECTIONS.map(({ anchor, title }) => ({ anchor, title })),
  { anchor: METHODOLOGY_ANCHORS.updates, title: 'Where the figures come from and when they change' },
];

const TITLE_OF = Object.fromEntries(SECTIONS.map((section) => [section.anchor, section.title])) as Record<MethodologyAnchor, string>;

function Section({ anchor, children }: { anchor: MethodologyAnchor; children: ReactNode }) {
  return (
    <section id={anchor} className="methodology-section" aria-labelledby={`${anchor}-title`}>
      <h2 id={`${anchor}-title`} className="methodology-section-title">
        {TITLE_OF[anchor]}
      </h2>
      {children}
    </section>
  );
}

function Badge({ tone, children }: { tone: string; children: ReactNode }) {
  return <span className={`standing-badge ${tone}`}>{children}</span>;
}

export function FigureMethodology() {
  return (
    <div className="container-xl py-5 methodology-page">
      <p className="methodology-lead">
        Every figure on a <Link href="/profiles">creator&rsquo;s page</Link> is counted from the records the creator keeps there: bans and shadowban
        reports. Bans and shadowban reports are different things and are never added together. This page says what each figure counts.
      </p>
      <nav className="methodology-contents" aria-label="On this page">
        <ol>
          {SECTIONS.map((section) => (
            <li key={section.anchor}>
              <a href={`#${section.anchor}`}>{section.title}</a>
            </li>
          ))}
        </ol>
      </nav>

      <Section anchor={METHODOLOGY_ANCHORS.bans}>
        <p>
          A ban is a record a creator adds for a platform that suspended, terminated or banned their account: the platform, the date of the ban,
          what happened, evidence, whether it is still active and how the appeal went. <strong>Bans recorded</strong> counts these records, active or
          lifted: two bans on the same platform count as two. Shadowban reports are not bans and are never counted here, so a creator with only
          shadowban reports has 0 bans recorded.
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.activeAndLifted}>
        <p>
          A ban is <Badge tone="standing-banned">Active ban</Badge> when the creator marked it &ldquo;Still active&rdquo;, and{' '}
          <Badge tone="standing-restored">Lifted</Badge> otherwise: lifted or run out. A ban saved without that mark counts as lifted. The figure
          under Bans recorded splits the count into these two, so active plus lifted is always the number of bans recorded.
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.appeals}>
        <p>Each ban and each shadowban report carries the creator&rsquo;s account of their appeal:</p>
        <ul className="methodology-list">
          <li>
            <Badge tone="standing-neutral">{APPEAL_STATUS_LABELS.NONE}</Badge> the creator did not appeal, or did not say;
          </li>
          <li>
            <Badge tone="standing-limited">{APPEAL_STATUS_LABELS.PENDING}</Badge> the appeal awaits the platform&rsquo;s answer;
          </li>
          <li>
            <Badge tone="standing-banned">{APPEAL_STATUS_LABELS.REJECTED}</Badge> the platform turned the appeal down;
          </li>
          <li>
            <Badge tone="standing-restored">{APPEAL_STATUS_LABELS.RESTORED}</Badge> the platform gave the account back.
          </li>
        </ul>
        <p>
          The appeal state is set apart from whether a ban is active: it changes no count. A ban restored on appeal is still a ban recorded;
          it counts as lifted once the creator no longer marks it active.
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.shadowbanReports}>
        <p>
          A shadowban report is a creator&rsquo;s account of a restriction short of a ban: reach, search or recommendations cut while the account
          stays up. It names the platform, when it started, which part of the platform (category), the mechanism (restriction type), what the
          creator saw, and may add evidence, a financial impact and an appeal state. <strong>Shadowban reports</strong> counts these reports,
          one per report, apart from bans.
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.restrictionTypes}>
        <RestrictionTypesExplained />
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.platforms}>
        <p>
          <strong>Platforms with a ban</strong> counts the different platforms on which the creator has at least one ban, active or lifted.{' '}
          <strong>Platforms affected</strong> counts the different platforms with at least one ban <em>or</em> at least one shadowban report. A
          platform is counted once however many records it has, so platforms affected is never smaller than platforms with a ban, and may be
          larger than the number of bans recorded when shadowban reports name other platforms.
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.colours}>
        <p>The creator&rsquo;s card lists each platform once, under the first of these standings that applies:</p>
        <ul className="methodology-list">
          <li>
            <Badge tone={STANDING_TONES.BANNED}>{STANDING_LABELS.BANNED}</Badge> at least one active ban there;
          </li>
          <li>
            <Badge tone={STANDING_TONES.LIMITED}>{STANDING_LABELS.LIMITED}</Badge> at least one shadowban report and no active ban;
          </li>
          <li>
            <Badge tone={STANDING_TONES.RESTORED}>{STANDING_LABELS.RESTORED}</Badge> bans that were all lifted, and no shadowban report;
          </li>
          <li>
            <Badge tone={STANDING_TONES.ACTIVE}>{STANDING_LABELS.ACTIVE}</Badge> a platform the creator says they publish on, with nothing recorded.
          </li>
        </ul>
        <p>
          The same colours mark the records: red for an active ban or a rejected appeal, amber for a reported restriction or a pending appeal,
          green for a lifted ban or a restored account, grey for plain facts such as a report&rsquo;s category. Every badge also says its state in
          words.
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.estimatedLoss}>
        <p>
          <strong>Estimated loss</strong> is the sum of the financial impacts the creator states in their shadowban reports, in US dollars, added
          to the cent. A report without an amount adds nothing, and bans carry no amount, so a creator with bans only shows $0.
        </p>
        <p>
          The source is the creator: each amount is their own estimate of what the restriction cost them, entered
          with the report and shown on it as &ldquo;Financial impact&rdquo;. We do not verify, adjust or convert these amounts; read them beside the
          report&rsquo;s evidence. The creators list shows the same sum rounded ($2.3K).
        </p>
      </Section>

      <Section anchor={METHODOLOGY_ANCHORS.firstRestricted}>
        <p>
          <strong>First restricted</strong> is the earliest date among the creator&rsquo;s bans (date of the ban) and shadowban reports (when it
          started); records without a date are left out. &ldquo;Never&rdquo; means the creator has neither.
        </p>
      </Section>

      {[...PLATFORM_FIGURE_SECTIONS, ...RECORD_TRUST_SECTIONS].map((section) => (
        <Section key={section.anchor} anchor={section.anchor}>
          {section.body}
        </Section>
      ))}

      <Section anchor={METHODOLOGY_ANCHORS.updates}>
        <p>
          The figures are computed by the server from the creator&rsquo;s records each time one is added, changed or deleted; nobody types them in.
          Records are the creator&rsquo;s own statements. Anyone can report a record that looks wrong; a record a moderator hides leaves every
          page and every figure until it is restored. Pages show a change within seconds.
        </p>
      </Section>
    </div>
  );
}
