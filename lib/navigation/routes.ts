import { MY_WORKSPACE_LINK, WORKSPACE_LINKS } from './workspace-links';

/**
 * Every navigation menu of SPEC §2, declared once. The headers, footers and the end-to-end
 * route sweep all read from here, so a link cannot exist in the menus without being tested.
 */
export type NavLink = {
  label: string;
  href: string;
  external?: boolean;
  /** Shown only to guests or only to signed-in users; everyone when absent. */
  audience?: 'guest' | 'member';
  /** Rendered as a button that runs the action (`href` is where it leads without JavaScript). */
  action?: 'sign-out';
  /** Highlighted on these sections instead of `href`'s path (a link with a query string). */
  activePaths?: string[];
};
/** `hasStaffLinks`: staff see their pages at its end (components/layout/footer-staff-links.tsx). */
export type NavGroup = { label: string; links: NavLink[]; hasStaffLinks?: boolean };

export const SUPPORT_SITE_URL = 'https://support.streamit.example';

/**
 * Where the header's "Bans" leads: the record of ban records, browsed through the search page
 * narrowed to them (the one listing of every ban across platforms).
 */
export const BANS_LISTING_PATH = '/search?kind=bans';

/**
 * The main header's links: a reader's first choices, the record and how it is made. The theme's
 * sections (SPEC §2 names Home, Briefs, Streams and Pricing) stay one step away, in "More".
 */
export const mainHeaderProductLinks: NavLink[] = [
  { label: 'Bans', href: BANS_LISTING_PATH, activePaths: ['/bans'] },
  { label: 'Platforms', href: '/platforms' },
  { label: 'Creators', href: '/profiles' },
  { label: 'Briefs', href: '/briefs' },
  { label: 'Search', href: '/search' },
  { label: 'Methodology', href: '/methodology' },
  { label: 'Open data', href: '/data' },
];
/** The header's "More": the theme's own sections, above its menu groups (merchandiseMenuGroups). */
export const mainHeaderThemeLinks: NavLink[] = [
  { label: 'Home', href: '/' },
  { label: 'Personalities', href: '/personalities' },
  { label: 'Streams', href: '/streams' },
  { label: 'Pricing', href: '/extra/pricing-plan' },
];
export const mainHeaderLinks: NavLink[] = [...mainHeaderProductLinks, ...mainHeaderThemeLinks];

/** A creator's first choice: the header's call to action (a guest signs in first, middleware.ts). */
export const RECORD_YOUR_BAN_LINK: NavLink = { label: 'Record your ban', href: '/me/bans' };

/** A guest sees the `guest` links in plain sight instead of the menu (components/layout/header-actions.tsx). */
export const mainUserMenu: NavLink[] = [
  { label: 'My Account', href: '/merchandise/account' },
  { label: 'Watchlist', href: '/play-list' },
  { label: 'Logout', href: '/auth/login', action: 'sign-out', audience: 'member' },
  { label: 'Sign in', href: '/auth/login', audience: 'guest' },
  { label: 'Join', href: '/extra-pages/sign-up', audience: 'guest' },
];

export const merchandiseMenuGroups: NavGroup[] = [
  {
    label: 'Home',
    links: [
      { label: 'Main Home', href: '/' },
      { label: 'Streaming Home', href: '/home' },
      { label: 'Movies', href: '/movies' },
      { label: 'TV Shows', href: '/tv-shows' },
      { label: 'Videos', href: '/videos' },
      { label: 'Merchandise', href: '/merchandise' },
    ],
  },
  {
    label: 'Features',
    links: [
      { label: 'Restricted Content', href: '/movies/restricted' },
      { label: 'Related Merchandise', href: '/movies/related' },
      { label: 'Playlist', href: '/play-list' },
      { label: 'Genres', href: '/genres' },
      { label: 'Cast', href: '/cast' },
      { label: 'Tags', href: '/tags' },
    ],
  },
  {
    label: 'Pages',
    links: [
      { label: 'About Us', href: '/extra/about-us' },
      { label: 'Contact Us', href: '/extra/contact-us' },
      { label: 'FAQ', href: '/extra/faq' },
      { label: 'Privacy Policy', href: '/extra/privacy-policy' },
      { label: 'Pricing Plan', href: '/extra/pricing-plan' },
      { label: 'Coming Soon', href: '/extra/coming-soon' },
      { label: 'Error Page One', href: '/extra/error-page-one' },
      { label: 'Error Page Two', href: '/extra/error-page-two' },
    ],
  },
  {
    label: 'Blog',
    links: [
      { label: 'Blog Listing', href: '/blogs' },
      { label: 'One Column Grid', href: '/blogs/grid/one-column' },
      { label: 'Two Column Grid', href: '/blogs/grid/two-column' },
      { label: 'Three Column Grid', href: '/blogs/grid/three-column' },
      { label: 'Four Column Grid', href: '/blogs/grid/four-column' },
      { label: 'Left Sidebar', href: '/blogs/sidebar/left' },
      { label: 'Right Sidebar', href: '/blogs/sidebar/right' },
      { label: 'Blog Template', href: '/blogs/template' },
      { label: 'Blog Detail', href: '/blogs/detail' },
      { label: 'Audio Post', href: '/blogs/single/audio' },
      { label: 'Video Post', href: '/blogs/single/video' },
      { label: 'Link Post', href: '/blogs/single/link' },
      { label: 'Quote Post', href: '/blogs/single/quote' },
      { label: 'Gallery Post', href: '/blogs/single/gallery' },
    ],
  },
  {
    label: 'Shop',
    links: [
      { label: 'Shop', href: '/merchandise/shop' },
      { label: 'My Account', href: '/merchandise/account' },
      { label: 'Cart', href: '/merchandise/cart' },
      { label: 'Wishlist', href: '/merchandise/wishlist' },
      { label: 'Checkout', href: '/merchandise/checkout' },
      { label: 'Track Order', href: '/merchandise/track-order' },
    ],
  },
];

export const merchandiseUserMenu: NavLink[] = [
  { label: 'Watchlist', href: '/play-list' },
  { label: 'Pricing', href: '/pricing' },
  { label: 'Logout', href: '/auth/login', action: 'sign-out', audience: 'member' },
  { label: 'Sign in', href: '/auth/login', audience: 'guest' },
  { label: 'Register', href: '/extra-pages/sign-up', audience: 'guest' },
];

export const merchandiseMetaMenu: NavLink[] = [
  { label: 'My Account', href: '/merchandise/account' },
  { label: 'Support', href: SUPPORT_SITE_URL, external: true },
  { label: 'Contact Us', href: '/extra/contact-us' },
];

/** The footer's first two groups: the record, and a signed-in user's work (workspace-links.ts adds staff pages). */
export const footerLinkGroups: NavGroup[] = [
  {
    label: 'The record',
    links: [
      { label: 'Bans', href: BANS_LISTING_PATH },
      { label: 'Platforms', href: '/platforms' },
      { label: 'Creators', href: '/profiles' },
      { label: 'Briefs', href: '/briefs' },
      { label: 'How We Count', href: '/methodology' },
      { label: 'Open data', href: '/data' },
    ],
  },
  {
    label: 'Your work',
    hasStaffLinks: true,
    links: [
      MY_WORKSPACE_LINK,
      RECORD_YOUR_BAN_LINK,
      { label: 'My profile', href: '/me/profile' },
    ],
  },
  {
    label: 'Quick Links',
    links: [
      { label: 'About Us', href: '/extra/about-us' },
      { label: 'Blog', href: '/blogs' },
      { label: 'Pricing Plan', href: '/extra/pricing-plan' },
      { label: 'FAQ', href: '/extra/faq' },
      { label: 'Help Centre', href: '/faq' },
    ],
  },
  {
    label: 'About Company',
    links: [
      { label: 'Contact Us', href: '/extra/contact-us' },
      { label: 'Privacy Policy', href: '/extra/privacy-policy' },
      { label: 'Terms of Use', href: '/extra/terms-of-use' },
      { label: 'View All', href: '/view-all' },
      { label: 'Watchlist', href: '/play-list' },
    ],
  },
];

export const socialLinks: NavLink[] = [
  { label: 'Facebook', href: 'https://www.facebook.com/', external: true },
  { label: 'X', href: 'https://x.com/', external: true },
  { label: 'YouTube', href: 'https://www.youtube.com/', external: true },
  { label: 'Instagram', href: 'https://www.instagram.com/', external: true },
];

/** Every internal theme path the menus and footers link to, deduplicated, for the route sweep. */
export function listThemeRoutes(): string[] {
  const all = [
    ...mainHeaderLinks,
    RECORD_YOUR_BAN_LINK,
    ...mainUserMenu,
    ...WORKSPACE_LINKS,
    ...merchandiseMenuGroups.flatMap((group) => group.links),
    ...merchandiseUserMenu,
    ...merchandiseMetaMenu,
    ...footerLinkGroups.flatMap((group) => group.links),
  ];
  const internal = all.filter((link) => !link.external).map((l) => l.href);
  return [...new Set(internal)].sort();
}
