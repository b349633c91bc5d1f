import { mainHeaderLinks, type NavLink } from './routes';

/**
 * The main header's link of a section (/profiles, /briefs, /streams in its More menu, …) as the breadcrumb step
 * between Home and a page inside it, so the trail and the menu call a section by the same name.
 */
export function sectionCrumbOf(href: string): NavLink {
  const link = mainHeaderLinks.find((candidate) => candidate.href === href);
  if (!link) throw new Error(`The main header has no section at ${href}`);
  return link;
}
