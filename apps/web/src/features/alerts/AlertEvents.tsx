import { useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { useUserEvents } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { alertFigures, toastKey } from './alert-text';
import { alertKeys } from './queries';

/**
 * Mounted once for the whole app: a fired alert (user event `alert`) is toasted on whatever page is
 * open, shown as a browser notification when the customer allowed them and the page is hidden, and
 * reloads the alerts list.
 */
export function AlertEvents() {
  const { t } = useTranslation();
  const qc = useQueryClient();
  useUserEvents((event) => {
    if (event.type !== 'alert') return;
    const text = t(toastKey(event.condition), { code: event.code, ...alertFigures(event) });
    toast(text, undefined, { important: true });
    if (typeof Notification !== 'undefined' && Notification.permission === 'granted' && document.hidden) {
      try {
        new Notification(t('alerts.notificationTitle'), { body: text, tag: `alert-${event.id}` });
      } catch {
        // Some mobile browsers allow notifications only from a service worker; the toast has shown it.
      }
    }
    void qc.invalidateQueries({ queryKey: alertKeys.all });
  });
  return null;
}
