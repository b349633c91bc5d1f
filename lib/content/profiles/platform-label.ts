import { platformById, platformByName } from '@/lib/content/platforms';
import type { PlatformLabel } from './profile-types';

/**
 * A platform by record id ('youtube') or enum name ('YOUTUBE'), as pages show it. Profiles keep
 * platform lists as free strings, so an unknown name is shown as written, with a generic icon.
 */
export function platformLabelOf(idOrName: string): PlatformLabel {
  const known = platformById(idOrName) ?? platformByName(idOrName);
  if (known) return { name: known.name, displayName: known.displayName, iconClass: known.iconClass };
  return { name: idOrName, displayName: idOrName, iconClass: 'bi-globe2' };
}

/** Labels of a platform list, without blanks and duplicates. */
export function platformLabelsOf(values: readonly (string | null)[] | null | undefined): PlatformLabel[] {
  const labels = (values ?? []).filter((value): value is string => Boolean(value?.trim())).map((value) => platformLabelOf(value.trim()));
  return labels.filter((label, index) => labels.findIndex((other) => other.name === label.name) === index);
}
