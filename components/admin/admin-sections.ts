/** The admin area's sections, declared once for the navigation and the overview. */
export const ADMIN_SECTIONS = [
  { href: '/admin/streams', label: 'Streams', icon: 'bi-collection-play', summary: 'The video catalogue: create, edit and delete streams with every field.' },
  { href: '/admin/personalities', label: 'Personalities', icon: 'bi-person-badge', summary: 'Featured public personalities, their links, counts and schedules.' },
  { href: '/admin/newsletter', label: 'Newsletter', icon: 'bi-envelope-paper', summary: 'Addresses from the footer’s Subscribe box.' },
  { href: '/admin/messages', label: 'Messages', icon: 'bi-chat-left-text', summary: 'What visitors sent through the contact form.' },
  { href: '/admin/analytics', label: 'Analytics', icon: 'bi-graph-up', summary: 'Launches, page views, active browsers, top briefs and streams, sign-ups.' },
] as const;
