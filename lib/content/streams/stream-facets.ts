/** A filter choice of the catalogue and how many streams it would show. */
export type StreamFacetOption = { value: string; count: number };
export type StreamFacets = { genres: StreamFacetOption[]; languages: StreamFacetOption[] };

/** Choices in the order a select lists them: alphabetical, whatever their case. */
export function sortFacetOptions(options: readonly StreamFacetOption[]): StreamFacetOption[] {
  return options.map(({ value, count }) => ({ value, count })).sort((a, b) => a.value.localeCompare(b.value) || b.count - a.count);
}
