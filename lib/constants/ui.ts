/** UI constants of SPEC §4 and §9, each declared once. */
export const BACK_TO_TOP_THRESHOLD_PX = 250;
export const STICKY_HEADER_THRESHOLD_PX = 1;
export const QUANTITY_COUNTER_START = 2;
export const QUANTITY_COUNTER_MIN = 0;
export const DEFAULT_APP_NAME = 'StreamIt';
export const FALLBACK_DISPLAY_NAME = 'User';
