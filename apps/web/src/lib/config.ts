/** Product-level settings of the web app. The product's name is configurable (ARCHITECTURE.md). */
export const PRODUCT_NAME: string = import.meta.env.VITE_PRODUCT_NAME || 'Asesa';

/**
 * The footer's year beside the product's name: the current one (spec 9 showed the year it was
 * written, 2021, which read as an abandoned product a few years on).
 */
export const footerYear = (now = new Date()): number => now.getFullYear();

/** Address behind the sign-in page's "Contact us" link (spec 2.5: for getting an account). */
export const CONTACT_EMAIL: string = import.meta.env.VITE_CONTACT_EMAIL || 'contact@asesa.test';

/** Spec 9: below this width (px) the back-office sidebar becomes a drawer. */
export const SMALL_SCREEN_BREAKPOINT = 992;

/** Spec 9: maximum height of the sidebar logo (px). */
export const SIDEBAR_LOGO_MAX_HEIGHT = 52;

/** Spec 9: delay before following a successful access code (ms). */
export const ACCESS_CODE_REDIRECT_DELAY_MS = 1000;

/** The product's own logo, shown when no corporate logo is available. */
export const DEFAULT_LOGO_URL = '/logo.svg';
