'use client';

import { BriefsManager } from './briefs-manager';
import { useMyWorkspace } from './use-my-workspace';
import { ProfileNeeded, WorkspaceFailed, WorkspaceLoading } from './workspace-states';

/** /me/briefs once the creator's profile is known. */
export function MyBriefsScreen() {
  const { workspace, retry } = useMyWorkspace();
  if (workspace.status === 'loading') return <WorkspaceLoading what="your briefs" />;
  if (workspace.status === 'failed') return <WorkspaceFailed message={workspace.message} onRetry={retry} />;
  if (!workspace.profile) return <ProfileNeeded what="briefs" />;
  return <BriefsManager client={workspace.client} profile={workspace.profile} />;
}
