/**
 * Take my data (issue 48): how long an export is kept, how often one may be asked for, and how
 * much one holds. Plain constants: the site's page says them, the rules hold to them.
 */

/** Days a prepared export stays downloadable; then it is refused and deleted. */
export const EXPORT_KEPT_DAYS = 7;
export const EXPORT_KEPT_MS = EXPORT_KEPT_DAYS * 24 * 60 * 60 * 1000;

/** One export an hour per account (a failed or abandoned one may be asked for again at once). */
export const EXPORT_INTERVAL_MS = 60 * 60 * 1000;

/** An export still preparing after this long is taken as failed (the process that prepared it stopped). */
export const EXPORT_PREPARE_DEADLINE_MS = 15 * 60 * 1000;

/** The most records of one kind an export holds (profile's bans, briefs, …); beyond it the export says how many it left out. */
export const EXPORT_RECORDS_PER_KIND = 2000;

/** The most bytes of evidence files one export holds; files beyond it are listed with their SHA-256 but not included. */
export const EXPORT_FILE_BYTES = 512 * 1024 * 1024;

/** Where exports are kept: `account-exports/<identity id>/…`, which only that identity reads (amplify/storage/access.ts). */
export const ACCOUNT_EXPORT_PREFIX = 'account-exports/';

/** How long a download link handed to the owner works (it is asked for again on each visit of the page). */
export const EXPORT_LINK_SECONDS = 15 * 60;

export const EXPORT_STATUSES = ['NONE', 'PREPARING', 'READY', 'FAILED'] as const;
export type ExportStatus = (typeof EXPORT_STATUSES)[number];
