import type { consoleContentApi as api } from '@demo/contract';

/**
 * Who wrote a support message, as the console names it (FL1): the customer's own messages need no
 * name, the signed-in member's answers read "You", and a colleague's answer names that colleague, so
 * two agents on one thread never mistake each other's words for their own.
 */
export function authorOf(message: Pick<api.StaffSupportMessage, 'from' | 'staffId' | 'staffName'>, meStaffId: number) {
  if (message.from === 'customer') return null;
  if (message.staffId === meStaffId) return 'You';
  return message.staffName ?? 'Support';
}
