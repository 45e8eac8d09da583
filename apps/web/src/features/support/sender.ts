import type { SupportMessage } from '@demo/contract';
import type { TFunction } from 'i18next';

/**
 * The label over a support bubble (FL1): "You" for the customer's own message, and for an answer the
 * name of the staff member who wrote it, so a customer knows who is helping them; the team's name
 * stands in only when the server sent no name.
 */
export function senderLabel(t: TFunction, message: Pick<SupportMessage, 'from' | 'staffName'>): string {
  if (message.from === 'customer') return t('support.you');
  return message.staffName ? t('support.staffNamed', { name: message.staffName }) : t('support.staff');
}
