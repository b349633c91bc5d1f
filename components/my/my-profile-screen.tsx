'use client';

import { ProfileEditor } from './profile-editor';
import { useMyWorkspace } from './use-my-workspace';
import { WorkspaceFailed, WorkspaceLoading } from './workspace-states';

/** /me/profile: the profile form once the creator's profile (or its absence) is known. */
export function MyProfileScreen() {
  const { workspace, setProfile, retry } = useMyWorkspace();
  if (workspace.status === 'loading') return <WorkspaceLoading what="your profile" />;
  if (workspace.status === 'failed') return <WorkspaceFailed message={workspace.message} onRetry={retry} />;
  return <ProfileEditor client={workspace.client} profile={workspace.profile} onSaved={setProfile} />;
}
