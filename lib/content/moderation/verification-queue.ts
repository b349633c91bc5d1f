import type { BrowserDataClient } from '@/lib/data/browser-data';
import { describeRecord, recordContextOf, type RecordContext } from './describe-record';
import { MODERATION_PAGE_SIZE, readPage, type Page } from './read-page';

/** A record whose creator attached evidence that no moderator has checked yet. */
export type WaitingRecord = {
  model: 'PlatformBan' | 'ShadowbanExperience';
  id: string;
  name: string;
  href: string | null;
  evidenceItems: number;
  context: RecordContext;
};

type WaitingWire = {
  id: string;
  platformId?: string | null;
  dateOfBan?: string | null;
  explanation?: string | null;
  platform?: string | null;
  restrictionType?: string | null;
  description?: string | null;
  verification?: string | null;
  evidenceItems?: number | null;
};

const BAN_FIELDS = ['id', 'platformId', 'dateOfBan', 'explanation', 'verification', 'evidenceItems'] as const;
const REPORT_FIELDS = ['id', 'platform', 'restrictionType', 'description', 'verification', 'evidenceItems'] as const;

export function toWaitingRecord(model: WaitingRecord['model'], wire: WaitingWire): WaitingRecord {
  const { name, href } = describeRecord(model, wire);
  return { model, id: wire.id, name, href, evidenceItems: wire.evidenceItems ?? 0, context: recordContextOf(model, wire) };
}

/**
 * Bans at "Evidence attached": the step a moderator's check moves to corroborated or disputed.
 * Read through the verification index a page at a time, so the list costs what it shows.
 */
export function listBansAwaitingCheck(client: BrowserDataClient, nextToken: string | null): Promise<Page<WaitingRecord>> {
  return readPage(
    'load the bans waiting to be checked',
    () =>
      client.models.PlatformBan.listPlatformBanByVerification(
        { verification: 'EVIDENCE_ATTACHED' },
        { limit: MODERATION_PAGE_SIZE, nextToken: nextToken ?? undefined, selectionSet: BAN_FIELDS },
      ),
    (wire: WaitingWire) => toWaitingRecord('PlatformBan', wire),
  );
}

/** Shadowban reports at "Evidence attached", as listBansAwaitingCheck. */
export function listReportsAwaitingCheck(client: BrowserDataClient, nextToken: string | null): Promise<Page<WaitingRecord>> {
  return readPage(
    'load the shadowban reports waiting to be checked',
    () =>
      client.models.ShadowbanExperience.listShadowbanExperienceByVerification(
        { verification: 'EVIDENCE_ATTACHED' },
        { limit: MODERATION_PAGE_SIZE, nextToken: nextToken ?? undefined, selectionSet: REPORT_FIELDS },
      ),
    (wire: WaitingWire) => toWaitingRecord('ShadowbanExperience', wire),
  );
}
