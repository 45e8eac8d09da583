import NoticeBar from 'antd-mobile/es/components/notice-bar';
import { useTranslation } from 'react-i18next';
import { useSession } from '../lib/session-store';

/**
 * On the sign-in page after the server ended this device's session: why (A22), in a sentence that
 * stays until the customer signs in again, so a signed-out device is never left wondering.
 */
export function SessionEndedNotice() {
  const { t } = useTranslation();
  const ended = useSession((s) => s.ended);
  if (!ended) return null;
  return (
    <div role="alert" className="session-ended" data-testid="signed-out-notice" data-reason={ended}>
      <NoticeBar
        color="alert"
        wrap
        content={
          <>
            <strong>{t('sessionEnd.title')}</strong>
            <br />
            {t(`sessionEnd.${ended}`)}
          </>
        }
      />
    </div>
  );
}
