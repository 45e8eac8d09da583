import type { UserAi } from '@demo/contract';
import type { TFunction } from 'i18next';

/**
 * What the settled product's last action says (I6): an ended purchase was already paid back at its
 * settlement, so the action only archives it (status `unlocked`, shown as "Archived"), and the card
 * says so before the tap instead of offering a bare "Unlock" that seems to do nothing. Null for a
 * purchase that cannot be archived.
 */
export function archiveText(t: TFunction, purchase: Pick<UserAi, 'status'>) {
  if (purchase.status !== 'ended') return null;
  return { action: t('aiArchive.action'), hint: t('aiArchive.hint'), done: t('aiArchive.done') };
}

/** The status tag's words: an unlocked purchase reads "Archived", the word its action used. */
export function aiStatusText(t: TFunction, status: UserAi['status']): string {
  return status === 'unlocked' ? t('aiArchive.status') : t(`ai.status.${status}`);
}
