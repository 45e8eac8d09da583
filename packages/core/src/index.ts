/** Pure domain core: no I/O, no clock, no randomness of its own (STYLE.md, rule 1). */

export * from './ai';
export * from './alerts';
export * from './analytics';
export * from './assert';
export * from './content';
export * from './failure';
export * from './fx';
export * from './groups';
export * from './image-sniff';
export * from './india-time';
export * from './invitation';
export * from './ledger';
export * from './market';
export * from './money';
export * from './new-shares';
export * from './password-guard';
export * from './platform-settings';
export * from './result';
export * from './review';
export * from './sms-code';
export * from './totp';
export * from './trading';
export * from './user-agent';
export * from './validators';
