import Link from 'next/link';
import type { ReactNode } from 'react';
import { USERNAME_RESERVATION_DAYS } from '@/amplify/data/account-leave/username-reservation';
import { VERIFICATION_LABELS, VERIFICATION_SOURCE_LABELS, VERIFICATION_SOURCES } from '@/amplify/data/enums';
import { METHODOLOGY_ANCHORS, type MethodologyAnchor } from './methodology-anchors';

/**
 * How a record earns trust (issue 18): the verification ladder, evidence items, disputes and
 * replies, and who may add and moderate records — written from the rules that enforce them
 * (amplify/data/creator-records/ and amplify/data/moderation/). FigureMethodology lists these
 * among its sections.
 */
export const RECORD_TRUST_SECTIONS: { anchor: MethodologyAnchor; title: string; body: ReactNode }[] = [
  {
    anchor: METHODOLOGY_ANCHORS.whoRecords,
    title: 'Who records and who moderates',
    body: (
      <>
        <p>
          Creators record their own bans and shadowban reports, on their own profile only: nobody can add a record to someone else&rsquo;s
          profile. A record is the creator&rsquo;s account until someone checks it, and every list and page says how far it was checked.
        </p>
        <p>
          When they record a ban or a shadowban report, creators choose whether it is published under their username or anonymised. An
          anonymised record is left off their profile and its figures and shown without a name; it still counts in the platform figures, has
          its own page and is in the <Link href="/data">open data</Link>, with the creator column empty.
        </p>
        <p>
          What anonymising protects: nothing the site publishes ties an anonymised record to its creator or to the same creator&rsquo;s other
          anonymised records. Each has a reference of its own (so in the figures each counts as one creator); its dates and those of what
          the creator adds to it show the day, not the moment, so they cannot be matched with the creator&rsquo;s other activity; saving it
          leaves the creator&rsquo;s profile untouched; a file of evidence on it is published as &ldquo;evidence&rdquo;, not under the name it
          had. Only the creator and the site&rsquo;s moderators can see whose it is.
        </p>
        <p>
          What it cannot protect: what the record itself says (a creator who names their channel in the text names themselves); a copy
          someone kept while the record was public under the creator&rsquo;s name (anonymising a record published earlier takes it off the
          profile and its figures from then on, but cannot recall an earlier download or a search engine&rsquo;s copy, and the profile&rsquo;s
          totals drop when it is anonymised); files and texts of evidence that were public before; and the time a stored evidence file was
          uploaded, which the file store keeps. To stay unlinked, anonymise a record when you first record it.
        </p>
        <p>
          Moderators are site staff. They can corroborate, confirm or dispute a record, publish or decline replies to it, and hide records that
          break the rules, always with a reason that goes into the moderation log. Moderators cannot change what a creator wrote or the
          evidence they submitted.
        </p>
      </>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.leaving,
    title: 'Leaving the site',
    body: (
      <>
        <p>
          A creator cannot delete their profile on the site: a profile, its bans and its reports are a public record, and records leave
          it one at a time, by their creator or by a moderator with a reason. Leaving the site is the exception, and it is the
          account&rsquo;s right: from <Link href="/me/security">Security</Link>, a creator deletes their account, and chooses first what becomes
          of their bans and shadowban reports.
        </p>
        <ul className="methodology-list">
          <li>
            <strong>Removed</strong>: every ban and report goes, named or anonymised, with its whole story (appeal steps, evidence items and
            their stored files, moderators&rsquo; verification steps, replies). The figures stop counting them.
          </li>
          <li>
            <strong>Kept, anonymised</strong>: every ban and report stays public and keeps counting in the platform figures, anonymised as
            described above, and then nothing is left that leads back to the person, not even for moderators: no profile, no private
            authorship entry, no account behind it. What the creator added to its story shows its day only, and a file they named is
            published as &ldquo;evidence&rdquo;. What anonymising cannot protect still holds: a copy someone kept while the record showed the
            creator&rsquo;s name cannot be recalled.
          </li>
        </ul>
        <p>
          Either way the profile and its briefs (drafts too) are deleted, and so are the creator&rsquo;s records a moderator had hidden. The
          username is kept back for {USERNAME_RESERVATION_DAYS} days, so that nobody can take it over and pose as the creator while links to
          it still circulate; then anyone may choose it. The moderation log keeps every act moderators took on these records, and the acts of a
          moderator who leaves, by &ldquo;a former member&rdquo;.
        </p>
      </>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.verificationLadder,
    title: 'The verification ladder',
    body: (
      <>
        <p>Every ban record and shadowban report stands on one step, shown beside it everywhere it appears:</p>
        <ol className="methodology-list">
          <li>
            <strong>{VERIFICATION_LABELS.SELF_REPORTED}</strong>: the creator&rsquo;s own account, not yet checked. Every record starts here.
          </li>
          <li>
            <strong>{VERIFICATION_LABELS.EVIDENCE_ATTACHED}</strong>: the creator submitted at least one evidence item. This step follows from the
            evidence itself; nobody checked what it shows.
          </li>
          <li>
            <strong>{VERIFICATION_LABELS.CORROBORATED}</strong>: a moderator linked independent support for it, saying what it is.
          </li>
          <li>
            <strong>{VERIFICATION_LABELS.CONFIRMED}</strong>: a moderator checked the platform&rsquo;s own notice or statement.
          </li>
        </ol>
        <p>
          A moderator can also mark a record <strong>{VERIFICATION_LABELS.DISPUTED}</strong> when something contradicts it. Only moderators set
          the last three; creators cannot. Each step is kept with when it was taken and by whom (the creator or a moderator), and the
          moderator&rsquo;s note, on the record&rsquo;s own page. What a moderator may cite:
        </p>
        <ul className="methodology-list">
          {VERIFICATION_SOURCES.map((source) => (
            <li key={source}>{VERIFICATION_SOURCE_LABELS[source]}</li>
          ))}
        </ul>
      </>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.evidence,
    title: 'Evidence items',
    body: (
      <p>
        Creators attach evidence as files (screenshots, PDFs of notices) or pasted text. Each item is stored as submitted, with its size, type,
        submission time and its SHA-256 hash, and never changes afterwards: the file is copied where no account can overwrite it. A correction is
        a new item that says which one it corrects; the old item stays, marked superseded. Anyone holding a copy of a file can compare its
        SHA-256 with the one shown on the record&rsquo;s page and in the <Link href="/data">open data</Link>.
      </p>
    ),
  },
  {
    anchor: METHODOLOGY_ANCHORS.disputes,
    title: 'Disputing a record, and replies',
    body: (
      <>
        <p>
          Anyone, a platform&rsquo;s representative, the creator or a third party, can send a reply or a correction from a record&rsquo;s own
          page. A moderator reads it and either publishes it beside the record, dated, or declines it with a reason. A reply never changes the
          record itself; a moderator who finds the record contradicted marks it {VERIFICATION_LABELS.DISPUTED}.
        </p>
        <p>
          To report a record that breaks the rules (not a factual dispute), use <em>Report this record</em> on its page: moderators may hide it,
          and say why.
        </p>
      </>
    ),
  },
];
