/**
 * The client edge shared by the web app and the console: one API client, one form encoder, one
 * India-time formatter and one money formatter, all built on core and the contract. No React, no
 * i18n: each app passes its own words and hooks in.
 */
export * from './api-client';
export * from './form';
export * from './india-time';
export * from './money';
export * from './save-file';
