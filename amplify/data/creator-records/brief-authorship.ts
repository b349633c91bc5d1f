import type { RecordDocument, RecordsPort, RecordWrite } from './records-port';
import { BRIEF_MODELS, updatedAtOf } from './save-my-brief';
import { RecordRuleError } from './record-rule-error';

/** Briefs rewritten per commit (DynamoDB takes 100 items a transaction). */
const BATCH = 25;

const isStale = (brief: RecordDocument, profile: RecordDocument) =>
  brief.username !== profile.username || (brief.userImage ?? null) !== (profile.avatarUrl ?? null);

/**
 * After a profile's username or picture changed, its briefs (published or not) show the author
 * as the profile now is. Each brief is written only if nobody changed it meanwhile; a brief saved
 * meanwhile took its author fields from the changed profile already, so a conflict is skipped.
 */
export async function carryAuthorToBriefs(port: RecordsPort, profile: RecordDocument): Promise<void> {
  for (const model of BRIEF_MODELS) {
    const stale = (await port.listByIndex(model, 'profileId', String(profile.id))).filter((brief) => isStale(brief, profile));
    for (let start = 0; start < stale.length; start += BATCH) {
      const writes: RecordWrite[] = stale.slice(start, start + BATCH).map((brief) => ({
        kind: 'put',
        model,
        doc: { ...brief, username: profile.username, userImage: profile.avatarUrl ?? null },
        expectUpdatedAt: updatedAtOf(brief),
      }));
      if (!(await commitUnlessChanged(port, writes))) for (const write of writes) await commitUnlessChanged(port, [write]);
    }
  }
}

async function commitUnlessChanged(port: RecordsPort, writes: RecordWrite[]): Promise<boolean> {
  try {
    await port.commit(writes);
    return true;
  } catch (error) {
    if (error instanceof RecordRuleError && error.errorType === 'Conflict') return false;
    throw error;
  }
}
