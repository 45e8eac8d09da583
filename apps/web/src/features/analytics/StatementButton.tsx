import Button from 'antd-mobile/es/components/button';
import { useTranslation } from 'react-i18next';
import { usePrefs } from '../../lib/prefs-store';
import { toast } from '../../lib/toast';
import { useDownloadStatement } from './queries';
import { type AnalyticsWindow, WINDOW_LABELS } from './windows';

/** Downloads the current account's balance records of a window as CSV. */
export function StatementButton({ window }: { window: AnalyticsWindow }) {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const download = useDownloadStatement();
  const onClick = async () => {
    try {
      await download.mutateAsync({ accountType, window });
      toast(t('analytics.downloaded'), 'success');
    } catch {
      // The API client has already toasted why.
    }
  };
  return (
    <Button
      block
      fill="outline"
      color="primary"
      loading={download.isPending}
      onClick={() => void onClick()}
      data-testid="statement-download"
    >
      {t('analytics.download')} · {t(WINDOW_LABELS[window])}
    </Button>
  );
}
