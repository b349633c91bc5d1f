/**
 * A whole number in [min, max] chosen by a text, always the same for the same text: sample
 * counts (views, shares) look varied without a random generator, so every start seeds identical rows.
 */
export function pickNumber(text: string, min: number, max: number): number {
  let hash = 2166136261;
  for (let i = 0; i < text.length; i++) {
    hash ^= text.charCodeAt(i);
    hash = Math.imul(hash, 16777619);
  }
  return min + ((hash >>> 0) % (max - min + 1));
}
