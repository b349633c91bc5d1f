/** Writes styles/icons/ (the subset font and its rules) when the used icons changed; resolves to their names. */
export function generateIconSubset(): Promise<string[]>;
export function usedIconNames(codepoints: Record<string, number>): string[];
export const FONT_FILE: string;
export const SCSS_FILE: string;
