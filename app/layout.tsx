import type { Metadata, Viewport } from 'next';
import type { ReactNode } from 'react';
import '@/styles/main.scss';
import { AnalyticsTracker } from '@/components/analytics/analytics-tracker';
import { SettingsBootScript } from '@/components/settings/settings-boot-script';
import { SettingsWatcher } from '@/components/settings/settings-watcher';
import { DEFAULT_APP_NAME } from '@/lib/constants/ui';

export const metadata: Metadata = {
  title: { default: `${DEFAULT_APP_NAME} – platform bans, restrictions and shadowbans`, template: `%s | ${DEFAULT_APP_NAME}` },
  description:
    'Creator profiles with ban histories, short briefs on platform restrictions and shadowbans, featured personalities and a video-stream catalogue.',
};

export const viewport: Viewport = { width: 'device-width', initialScale: 1 };

export default function RootLayout({ children }: { children: ReactNode }) {
  return (
    <html lang="en" dir="ltr" data-bs-theme="dark" suppressHydrationWarning>
      <head>
        {/* Amplify's configuration (/amplify-outputs.js) is not here: it loads when something needs it (lib/amplify/browser-outputs.ts). */}
        <SettingsBootScript />
      </head>
      <body>
        <a className="visually-hidden-focusable" href="#main-content">
          Skip to content
        </a>
        {children}
        {/* Both start when the browser is idle after the page's load: nothing of them is in its start. */}
        <SettingsWatcher />
        <AnalyticsTracker />
      </body>
    </html>
  );
}
