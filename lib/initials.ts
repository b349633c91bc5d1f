/** Up to two initials of a name, for avatars without a picture. */
export function initialsOf(name: string): string {
  // An e-mail address is named by its local part.
  const words = name.trim().split('@')[0].split(/[\s._@-]+/).filter(Boolean);
  if (words.length === 0) return '?';
  const letters = words.length === 1 ? words[0].slice(0, 2) : words[0][0] + words[words.length - 1][0];
  return letters.toUpperCase();
}
