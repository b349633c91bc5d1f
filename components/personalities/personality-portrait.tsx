import { initialsOf } from '@/lib/initials';

/** A personality's picture, or their initials on a tinted tile when there is none. */
export function PersonalityPortrait({ image, name, lazy = true }: { image: string | null; name: string; lazy?: boolean }) {
  if (!image) {
    return (
      <span className="personality-portrait personality-portrait-initials" role="img" aria-label={name}>
        {initialsOf(name)}
      </span>
    );
  }
  return <img className="personality-portrait" src={image} alt={name} width={480} height={600} loading={lazy ? 'lazy' : undefined} decoding="async" />;
}
