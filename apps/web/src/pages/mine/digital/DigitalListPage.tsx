import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { DigitalList } from '../../../features/funds/DigitalList';
import { PATHS } from '../../../lib/paths';

/** `/pages/mine/digital/list`: the user's digital wallets. */
export function DigitalListPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="wallet-list-page">
      <PageNav parent={PATHS.mine} title={t('digital.listTitle')} />
      <div className="page-body">
        <DigitalList />
      </div>
    </div>
  );
}
