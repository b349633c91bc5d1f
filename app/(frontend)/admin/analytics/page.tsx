import { AdminPage } from '@/components/admin/admin-page';
import { AnalyticsDashboard } from '@/components/admin/analytics/analytics-dashboard';

export const metadata = { title: 'Admin: analytics' };

// /admin/analytics – the site's own analytics (no third-party trackers), for ADMINS.
export default function AdminAnalyticsPage() {
  return (
    <AdminPage title="Analytics" intro="What browsers recorded: launches, page views, sessions, reads, plays and sign-ups. No IP addresses are stored; opted-out visitors record nothing.">
      <AnalyticsDashboard />
    </AdminPage>
  );
}
