import { permanentRedirect } from 'next/navigation';

// /shadowban-reports/<id> is a report's permalink; the address above it shows them all, in the search.
export default function ShadowbanReportsIndex(): never {
  permanentRedirect('/search?kind=shadowbans');
}
