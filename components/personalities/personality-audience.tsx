import { formatCompactCount, formatWholeCount } from '@/lib/content/format-count';

type Props = { followerCount: number | null; subscriberCount: number | null; views?: number | null };

/** Follower, subscriber (and view) counts, compact, with the exact figure on hover. */
export function PersonalityAudience({ followerCount, subscriberCount, views }: Props) {
  const figures = [
    { label: 'followers', value: followerCount, icon: 'bi-people-fill' },
    { label: 'subscribers', value: subscriberCount, icon: 'bi-bell-fill' },
    { label: 'views', value: views ?? null, icon: 'bi-eye-fill' },
  ].filter((figure): figure is { label: string; value: number; icon: string } => figure.value !== null);
  if (!figures.length) return null;
  return (
    <ul className="personality-audience list-unstyled">
      {figures.map((figure) => (
        <li key={figure.label} title={`${formatWholeCount(figure.value)} ${figure.label}`}>
          <i className={`bi ${figure.icon}`} aria-hidden="true" />
          <strong>{formatCompactCount(figure.value)}</strong> {figure.label}
        </li>
      ))}
    </ul>
  );
}
