import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { DigitalList } from '../../../features/funds/DigitalList';

/** `/pages/mine/digital/list`: the user's digital wallets. */
export function DigitalListPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="wallet-list-page">
      <PageNav title={t('digital.listTitle')} />
      <div className="page-body">
        <DigitalList />
      </div>
    </div>
  );
}
