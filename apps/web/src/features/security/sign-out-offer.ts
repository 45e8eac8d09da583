/**
 * What the two-factor screen offers right after two-factor is turned on (A21): to sign out every
 * other device in one tap. A device signed in before may be the very one the customer worries
 * about, and it stays signed in without a code until it is signed out.
 */
export type SignOutOffer =
  /** Nothing to offer: the list is not known yet (or failed), or this is the only device. */
  | { kind: 'none' }
  | { kind: 'offer'; others: number }
  /** The other devices were signed out; the card says so instead of vanishing. */
  | { kind: 'done' };

/** The offer for the account's live `sessions` (undefined while loading), once `signedOut` is known. */
export function signOutOffer(
  sessions: ReadonlyArray<{ current: boolean }> | undefined,
  signedOut: boolean,
): SignOutOffer {
  if (signedOut) return { kind: 'done' };
  const others = sessions?.filter((s) => !s.current).length ?? 0;
  return others > 0 ? { kind: 'offer', others } : { kind: 'none' };
}
