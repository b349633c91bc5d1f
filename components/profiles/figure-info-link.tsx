import Link from 'next/link';
import { methodologyHref, type MethodologyAnchor } from './methodology-anchors';

/**
 * "How we count", linking to the methodology section of one figure; its accessible name names the
 * figure, so a list of these links reads as more than six identical links.
 */
export function FigureInfoLink({ anchor, figure }: { anchor: MethodologyAnchor; figure: string }) {
  return (
    <Link href={methodologyHref(anchor)} className="figure-info-link">
      <i className="bi bi-info-circle" aria-hidden="true" /> How we count<span className="visually-hidden"> {figure.toLowerCase()}</span>
    </Link>
  );
}
