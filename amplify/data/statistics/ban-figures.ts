/** One group's ban figures (BanFigures in amplify/data/models/statistics-operations.ts). */
export type Figures = { key: string; recorded: number; active: number; underAppeal: number; restored: number; creators: number };

export type BanFigures = { total: Figures; byPlatform: Figures[]; byYear: Figures[]; byAppealStatus: Figures[] };

export const NO_FIGURES: Figures = { key: '', recorded: 0, active: 0, underAppeal: 0, restored: 0, creators: 0 };

/** The order the figures are answered in, on both backends: by key, years newest first. */
export const byKey = (list: Figures[]) => [...list].sort((a, b) => a.key.localeCompare(b.key));
export const byYearNewestFirst = (list: Figures[]) => byKey(list).reverse();
