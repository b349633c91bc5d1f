'use client';

import { BanManager } from './ban-manager';
import { ShadowbanManager } from './shadowban-manager';
import { useMyWorkspace } from './use-my-workspace';
import { ProfileNeeded, WorkspaceFailed, WorkspaceLoading } from './workspace-states';

/** /me/bans and /me/shadowbans: the manager of one kind of record, once the profile is known. */
export function MyRecordsScreen({ kind }: { kind: 'bans' | 'shadowbans' }) {
  const { workspace, setProfile, retry } = useMyWorkspace();
  if (workspace.status === 'loading') return <WorkspaceLoading what="your records" />;
  if (workspace.status === 'failed') return <WorkspaceFailed message={workspace.message} onRetry={retry} />;
  if (!workspace.profile) return <ProfileNeeded what={kind === 'bans' ? 'platform bans' : 'shadowban reports'} />;
  const Manager = kind === 'bans' ? BanManager : ShadowbanManager;
  return <Manager client={workspace.client} profile={workspace.profile} onProfileChanged={setProfile} />;
}
