/**
 * Price alerts (issue 16): the book that decides which alerts a tick crosses, and the reading of a
 * customer's level. Invariants AL1–AL4 in docs/SPEC.md.
 */
export * from './book';
export * from './level';
export * from './lifecycle';
