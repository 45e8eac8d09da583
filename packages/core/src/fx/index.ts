/**
 * Currency conversion (docs/SPEC.md, X-series): rates from the feed's currency pairs, cross rates
 * through USD, a published spread against the customer, and exact conversion of minor units with
 * one half-up rounding. Pure: the caller passes the quotes of the instant it converts at.
 *
 * @packageDocumentation
 */
export * from './currencies';
export * from './rates';
