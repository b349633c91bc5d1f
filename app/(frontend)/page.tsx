// The home page sits directly in the (frontend) group, whose layout the theme's pages share: the
// product's stylesheet comes with the page (the sections have it from their layouts).
import '@/styles/product.scss';
import { homeMetadata, HomeView } from './home-view';

// The home page for what the server does not hand to the cached view (a GET or HEAD of / with any
// query string is; see backend/core/http/page-cache/cached-views.ts): rendered per request.
export const dynamic = 'force-dynamic';

export const generateMetadata = homeMetadata;

export default function Home() {
  return <HomeView />;
}
