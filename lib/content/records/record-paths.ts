import type { TrailRecordModel } from '@/amplify/data/enums';

/** The permanent address of a ban record or a shadowban report. */
export function recordPathOf(model: TrailRecordModel, id: string): string {
  return `${model === 'PlatformBan' ? '/bans' : '/shadowban-reports'}/${encodeURIComponent(id)}`;
}
