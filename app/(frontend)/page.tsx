import { homeMetadata, HomeView } from './home-view';

// The home page with a query string (a campaign tag, a stray parameter): rendered per request from
// cached reads. The plain / is the cached view (backend/core/http/page-cache/cached-views.ts).
export const dynamic = 'force-dynamic';

export const generateMetadata = homeMetadata;

export default function Home() {
  return <HomeView />;
}
