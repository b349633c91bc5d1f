import { mainHeaderProductLinks, type NavLink } from './routes';

/**
 * The main header's link of a product section (/profiles, /briefs, …) as the breadcrumb step
 * between Home and a page inside it, so the trail and the menu call a section by the same name.
 */
export function sectionCrumbOf(href: string): NavLink {
  const link = mainHeaderProductLinks.find((candidate) => candidate.href === href);
  if (!link) throw new Error(`The main header has no section at ${href}`);
  return link;
}
