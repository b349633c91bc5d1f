import { homeMetadata, HomeView } from './home-view';

// The home page for what the server does not hand to the cached view (a GET or HEAD of / with any
// query string is; see backend/core/http/page-cache/cached-views.ts): rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = homeMetadata;

export default function Home() {
  return <HomeView />;
}
