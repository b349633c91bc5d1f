/**
 * What the brief editor's page is called: "New brief" until the brief exists, then the brief it
 * edits, by the title it was last saved with ("Edit brief" alone while that brief loads).
 */
export function briefHeadingOf(saved: { title: string } | null, isExisting: boolean): string {
  if (saved) return `Edit brief: ${saved.title}`;
  return isExisting ? 'Edit brief' : 'New brief';
}

/** The window's title with its page part (before the last " | ", the app's name) replaced by `heading`. */
export function retitle(documentTitle: string, heading: string): string {
  const separator = documentTitle.lastIndexOf(' | ');
  return separator === -1 ? heading : `${heading}${documentTitle.slice(separator)}`;
}
