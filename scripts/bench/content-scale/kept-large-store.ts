/**
 * The name the content-scale bench gives its kept large store's copy (BENCH_KEEP_STORE=1):
 * `<BENCH_DATABASE>_large_<scale>_<seed>`, the scale's dot written `p` (0.25 → 0p25). The readers
 * bench copies such a store (BENCH_STORE_FROM) and checks by this name that it is of its own scale and seed.
 */
export const keptLargeStoreCopy = (scale: number, seed: number): string => `large_${String(scale).replace(/[^0-9]/g, 'p')}_${seed}`;
