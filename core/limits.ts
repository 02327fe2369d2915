/**
 * Limits and timings of the spec, as data, so the server's schemas, the React forms and the tests
 * read the same numbers and can never disagree (Outline's shared/validations.ts pattern).
 */

/** Largest quantity of one cart line (customer-shop §5). */
export const MAX_QUANTITY = 99;
/** Cart and header badges show '99+' above this count (customer-shop §9). */
export const BADGE_CAP = 99;
/** Distinct lines accepted in one order payload; bounds the work of one request. */
export const MAX_ORDER_LINES = 100;

export const PRODUCTS_PER_PAGE = 12;
export const ORDERS_PER_PAGE = 20;
/** Admin e-mail test history and E2E run history sizes (back-office §9). */
export const EMAIL_HISTORY_SIZE = 20;
export const E2E_HISTORY_SIZE = 10;
/** App events viewer: last 24 h, at most 500 rows. */
export const APP_EVENTS_WINDOW_H = 24;
export const APP_EVENTS_MAX = 500;

/** Seconds before "resend" is enabled again after an e-mail was sent. */
export const RESEND_COOLDOWN_S = 60;
/** Validity of an e-mailed sign-in / sign-up link. */
export const MAGIC_LINK_EXPIRY_H = 24;
/** Delay before the reset-password page redirects to /auth/client. */
export const RESET_REDIRECT_DELAY_S = 3;
/** Validity of an access-gate grant. */
export const ACCESS_GRANT_H = 24;
/** "Plus tard (24h)" on the onboarding modal. */
export const ONBOARDING_SNOOZE_H = 24;
/** Redirect-loop guard: more than this many visits of one path within the window. */
export const REDIRECT_LOOP_MAX_VISITS = 3;
export const REDIRECT_LOOP_WINDOW_S = 10;
/** The current order is polled this often while it is active. */
export const ORDER_POLL_S = 30;
/** Toast shown after adding to the cart. */
export const CART_TOAST_MS = 2000;
/**
 * From this width the order board shows the open order beside the list (Tailwind's lg); narrower, beside the
 * back-office menu, the two columns are too narrow to read (a tablet held upright): the order opens in a sheet.
 */
export const BOARD_SIDE_BY_SIDE_PX = 1024;
export const MENU_SKELETON_CARDS = 8;
export const HERO_CAROUSEL_MS = 5000;
export const HERO_MOSAIC_MAX_IMAGES = 6;
export const HERO_OVERLAY_DEFAULT_PERCENT = 40;

/** Text lengths: bound what a request may store; forms show the same limits. */
export const MIN_NAME_LENGTH = 2;
export const MIN_FULL_NAME_LENGTH = 3;
export const MAX_NAME_LENGTH = 100;
export const MIN_PASSWORD_LENGTH = 6;
export const MAX_PASSWORD_LENGTH = 128;
export const MAX_EMAIL_LENGTH = 254;
export const MAX_ADDRESS_LENGTH = 300;
export const MAX_CITY_LENGTH = 100;
export const MAX_ZONE_CODE_LENGTH = 50;
export const MAX_INSTRUCTIONS_LENGTH = 500;
export const MAX_COMMENT_LENGTH = 1000;
export const MAX_SUBJECT_LENGTH = 200;
export const MAX_EMAIL_CONTENT_LENGTH = 20_000;
export const MAX_CATEGORY_NAME_LENGTH = 100;
export const MAX_CODE_INTERNE_LENGTH = 60;
export const MAX_DESCRIPTION_LENGTH = 1000;
