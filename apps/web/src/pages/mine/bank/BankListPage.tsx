import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { BankList } from '../../../features/funds/BankList';
import { PATHS } from '../../../lib/paths';

/** `/pages/mine/bank/list`: the user's bank accounts. */
export function BankListPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="bank-list-page">
      <PageNav parent={PATHS.mine} title={t('bank.listTitle')} />
      <div className="page-body">
        <BankList />
      </div>
    </div>
  );
}
