import { artworkUrl } from '@/lib/artwork/render-artwork';

/** One person of the editorial team; blog authors are team members too. */
export type TeamMember = {
  id: string;
  slug: string;
  name: string;
  role: string;
  bio: string;
  portrait: string;
};

function member(slug: string, name: string, role: string, bio: string): TeamMember {
  return { id: `team-${slug}`, slug, name, role, bio, portrait: artworkUrl('portrait', slug) };
}

export const team: TeamMember[] = [
  member(
    'mara-ellison',
    'Mara Ellison',
    'Editor-in-chief',
    'Spent a decade editing investigative desks before turning to the quieter story of how platforms decide who gets heard.',
  ),
  member(
    'tobias-reyes',
    'Tobias Reyes',
    'Platform policy analyst',
    'Reads terms of service the way others read thrillers, and tracks every silent change to enforcement rules.',
  ),
  member(
    'noor-haddad',
    'Noor Haddad',
    'Information warfare researcher',
    'Maps coordinated campaigns, mass-reporting brigades and the narratives they push through recommendation feeds.',
  ),
  member(
    'daniel-okafor',
    'Daniel Okafor',
    'Creator advocate',
    'Walks creators through appeals and relaunches, and writes about leading a community through a deplatforming.',
  ),
  member(
    'ines-varga',
    'Ines Varga',
    'Audience researcher',
    'Measures reach before and after restrictions, so our reports rest on numbers rather than hunches.',
  ),
  member(
    'kenji-morrow',
    'Kenji Morrow',
    'Audio and video producer',
    'Produces the stream catalogue and the audio briefings, and keeps a strict five o’clock writing routine.',
  ),
];

/** A team member by slug; throws on an unknown slug so a typo in the sample data fails loudly. */
export function teamMember(slug: string): TeamMember {
  const found = team.find((person) => person.slug === slug);
  if (!found) throw new Error(`Unknown team member: ${slug}`);
  return found;
}

/** What the team holds itself to; shown on the About page. */
export type EditorialValue = { id: string; icon: string; title: string; text: string };

export const editorialValues: EditorialValue[] = [
  {
    id: 'evidence',
    icon: 'bi-search',
    title: 'Evidence over outrage',
    text: 'We publish what can be shown: notices, policies, dates and numbers. Claims we cannot verify are labelled as claims.',
  },
  {
    id: 'discipline',
    icon: 'bi-stopwatch',
    title: 'Discipline',
    text: 'Slow, careful reporting beats fast, wrong reporting. We would rather be second and right than first and sorry.',
  },
  {
    id: 'independence',
    icon: 'bi-shield-check',
    title: 'Independence',
    text: 'No platform pays us and no creator edits us. Our plans, once they launch, are how the work is funded.',
  },
  {
    id: 'composure',
    icon: 'bi-peace',
    title: 'Composure',
    text: 'Stoicism is not only a topic here. We write about bans calmly, because panic helps nobody who has just lost their reach.',
  },
];
