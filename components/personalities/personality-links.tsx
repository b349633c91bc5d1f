import type { PersonalityLink } from '@/lib/content/personalities/personality-types';

/** Links to every platform a personality uses, each with its icon. */
export function PersonalityLinks({ links }: { links: PersonalityLink[] }) {
  if (!links.length) return null;
  return (
    <ul className="personality-links list-unstyled" aria-label="Platforms">
      {links.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer me" className="personality-link">
            <i className={`bi ${link.iconClass}`} aria-hidden="true" /> {link.label}
          </a>
        </li>
      ))}
    </ul>
  );
}
