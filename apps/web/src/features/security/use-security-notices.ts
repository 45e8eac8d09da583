import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserEvents } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { securityKeys } from './queries';

/**
 * A sign-in from a new device (`{type:'notice', kind:'new_device'}`) is toasted at once and reloads
 * the Devices page's lists, so the owner sees the other session appear while looking.
 */
export function useSecurityNotices(): void {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useUserEvents((event) => {
    // Announcements (published notices) and contract notes are not security notices.
    if (event.type !== 'notice' || event.kind === 'announcement' || event.kind === 'contract_note') return;
    if (event.kind === 'password_locked') toast(t('devices.lockedToast'));
    else if (event.kind === 'password_reset') toast(t('devices.resetTitle'));
    else toast(t('devices.newDeviceToast', { device: event.device ?? '' }));
    void qc.invalidateQueries({ queryKey: securityKeys.all });
  });
}
