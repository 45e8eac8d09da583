import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserEvents } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { sipKeys } from './queries';

/**
 * Mounted once for the whole app: each SIP instalment (user event `sip`, docs/SPEC.md SP7) is a
 * notice on whatever page is open, and the SIP screens reload.
 */
export function SipEvents() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'sip') return;
    if (event.status === 'filled') toast(t('sip.filledToast', { code: event.code }), 'success', { important: true });
    else toast(t('sip.skippedToast', { code: event.code }), 'fail', { important: true });
    if (event.planStatus === 'paused' && event.status === 'skipped')
      toast(t('sip.pausedToast', { code: event.code }), undefined, { important: true });
    void qc.invalidateQueries({ queryKey: sipKeys.all });
  });
  return null;
}
