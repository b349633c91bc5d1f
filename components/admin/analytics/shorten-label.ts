/** How many characters of a name a bar chart's axis shows; the tooltip and the table below show all of it. */
export const AXIS_LABEL_MAX_LENGTH = 24;

/**
 * A label cut to `max` characters with an ellipsis, for a chart axis where long slugs would
 * squeeze the bars to nothing. Counts characters, not UTF-16 units, so no emoji is cut in half.
 */
export function shortenLabel(label: string, max = AXIS_LABEL_MAX_LENGTH): string {
  const characters = Array.from(label);
  if (characters.length <= max) return label;
  return `${characters.slice(0, Math.max(1, max - 1)).join('').trimEnd()}…`;
}
