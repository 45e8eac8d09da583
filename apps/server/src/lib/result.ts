import type { CodeValue, Locale, SessionEndBody, SessionEndReason } from '@demo/contract';
import type { RuleFailure } from '@demo/core';

/** A message either already in one language or given in every locale (the envelope picks one). */
export type Localized = string | Readonly<Record<Locale, string>>;

export interface Success<T> {
  readonly ok: true;
  readonly body: T;
  readonly message?: Localized;
}
export interface Failure {
  readonly ok: false;
  readonly code: CodeValue;
  readonly message?: Localized;
  /** A refusal's body; only 280 and 281 carry one, naming why the session ended (A22). */
  readonly body?: SessionEndBody;
}
/** What a service answers: expected failures are values with a contract code; bugs throw. */
export type Result<T> = Success<T> | Failure;

export function ok<T>(body: T, message?: Localized): Success<T> {
  return message === undefined ? { ok: true, body } : { ok: true, body, message };
}

export function fail(code: CodeValue, message?: Localized): Failure {
  return message === undefined ? { ok: false, code } : { ok: false, code, message };
}

/** Core's refusal answered with its own contract code and `message`, the reply's words for it. */
export function refused(failure: RuleFailure, message?: Localized): Failure {
  // Sound: core answers only codes of the contract's table (RuleFailure.code).
  return fail(failure.code as CodeValue, message);
}

/** A session refused because it ended (280 or 281), with the reason the device is told (A22). */
export function sessionEnded(code: CodeValue, reason: SessionEndReason): Failure {
  return { ok: false, code, body: { reason } };
}

export function localize(message: Localized, locale: Locale): string {
  return typeof message === 'string' ? message : message[locale];
}
