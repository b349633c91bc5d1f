'use client';

import Link from 'next/link';
import { useEffect, useState } from 'react';
import type { MyBrief } from '@/lib/content/my/brief-form';
import { getMyBrief } from '@/lib/content/my/my-brief-list';
import { BriefEditor } from './brief-editor';
import { useNameBrief } from './brief-heading-context';
import { useMyWorkspace } from './use-my-workspace';
import { ProfileNeeded, WorkspaceFailed, WorkspaceLoading } from './workspace-states';

type BriefState = { status: 'loading' } | { status: 'missing' } | { status: 'failed'; message: string } | { status: 'ready'; brief: MyBrief | null };

/**
 * /me/briefs/new and /me/briefs/[id]. A brief that is not on the caller's profile reads as
 * missing, so nobody gets an editor for someone else's brief (the server would refuse its save).
 */
export function MyBriefScreen({ briefId }: { briefId: string | null }) {
  const { workspace, retry } = useMyWorkspace();
  const [state, setState] = useState<BriefState>(briefId ? { status: 'loading' } : { status: 'ready', brief: null });
  const client = workspace.status === 'ready' ? workspace.client : null;
  const profileId = workspace.status === 'ready' ? workspace.profile?.id : undefined;
  const nameBrief = useNameBrief();
  const shownBrief = state.status === 'ready' ? state.brief : null;

  // The page's heading names the brief once it is loaded or first saved.
  useEffect(() => {
    if (shownBrief) nameBrief(shownBrief);
  }, [shownBrief, nameBrief]);

  useEffect(() => {
    if (!client || !profileId || !briefId) return;
    let isCurrent = true;
    getMyBrief(client, briefId, profileId).then(
      (brief) => isCurrent && setState(brief ? { status: 'ready', brief } : { status: 'missing' }),
      (error: unknown) => isCurrent && setState({ status: 'failed', message: error instanceof Error ? error.message : String(error) }),
    );
    return () => {
      isCurrent = false;
    };
  }, [client, profileId, briefId]);

  if (workspace.status === 'loading') return <WorkspaceLoading what="your brief" />;
  if (workspace.status === 'failed') return <WorkspaceFailed message={workspace.message} onRetry={retry} />;
  if (!workspace.profile) return <ProfileNeeded what="briefs" />;
  if (state.status === 'loading') return <WorkspaceLoading what="your brief" />;
  if (state.status === 'failed') return <WorkspaceFailed message={state.message} onRetry={retry} />;
  if (state.status === 'missing') {
    return (
      <div className="my-alert" role="alert">
        <p className="mb-2">This brief is not among yours.</p>
        <Link href="/me/briefs">Back to my briefs</Link>
      </div>
    );
  }
  return (
    <BriefEditor
      client={workspace.client}
      author={workspace.profile}
      existing={state.brief}
      onSaved={(brief) => setState({ status: 'ready', brief })}
    />
  );
}
