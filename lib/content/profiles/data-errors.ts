/** The Data API's errors of one answer as one Error, so callers show the service's own words. */
export function throwIfErrors(result: { errors?: readonly { message: string }[] | null }): void {
  if (result.errors?.length) throw new Error(result.errors.map((error) => error.message).join('; '));
}
