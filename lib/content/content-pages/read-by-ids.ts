/**
 * The records of one page, read by id in parallel (a page is at most a few dozen records) and
 * kept in the page's order; a record deleted between the two reads is left out.
 */
export async function readByIds<Wire>(ids: readonly string[], read: (id: string) => Promise<{ data: unknown; errors?: readonly { message: string }[] }>): Promise<Wire[]> {
  const answers = await Promise.all(ids.map((id) => read(id)));
  const failed = answers.find((answer) => answer.errors?.length);
  if (failed) throw new Error(`Data API: ${failed.errors?.map((error) => error.message).join('; ')}`);
  return answers.map((answer) => answer.data as Wire | null).filter((wire): wire is Wire => wire !== null && wire !== undefined);
}
