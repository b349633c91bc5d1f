'use client';

import dynamic from 'next/dynamic';
import { WorkspaceLoading } from './workspace-states';

/**
 * What /me reads in the browser when the server's first view lacks it (no session the server
 * could use, a failed read): loaded only then, so a first view rendered whole on the server
 * carries none of this code (the Data client's readers, the workspace hooks) into /me's start.
 * Not rendered on the server: there it could only draw its loading state, and next/dynamic's
 * server render preloads the chunk without the page's nonce, which the CSP refuses.
 */
export const MyOverviewInBrowser = dynamic(() => import('./my-overview').then((module) => module.MyOverview), {
  ssr: false,
  loading: () => <WorkspaceLoading />,
});

/** The creator's hidden records, read in the browser; nothing is shown while they load. */
export const HiddenRecordsNoticeInBrowser = dynamic(() => import('@/components/moderation/hidden-records-notice').then((module) => module.HiddenRecordsNotice), {
  ssr: false,
});
