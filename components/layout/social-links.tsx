import { socialLinks } from '@/lib/navigation/routes';

const icons: Record<string, string> = { Facebook: 'bi-facebook', X: 'bi-twitter-x', YouTube: 'bi-youtube', Instagram: 'bi-instagram' };

export function SocialLinks() {
  return (
    <ul className="social-links list-unstyled" aria-label="Follow us">
      {socialLinks.map((link) => (
        <li key={link.href}>
          <a href={link.href} target="_blank" rel="noopener noreferrer" aria-label={link.label}>
            <i className={`bi ${icons[link.label] ?? 'bi-link-45deg'}`} aria-hidden="true" />
          </a>
        </li>
      ))}
    </ul>
  );
}
