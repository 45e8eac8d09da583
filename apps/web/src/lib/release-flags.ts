/** Switches for what a release shows; pages and features read them, so they live below both. */

/** Feedback (feedback/submit) shows once the server answers it (issue 14). */
export const FEEDBACK_ENABLED = true;

/** The Buy / Sell bar on detail pages shows once trading (order/create) is released. */
export const TRADING_ENABLED = true;
