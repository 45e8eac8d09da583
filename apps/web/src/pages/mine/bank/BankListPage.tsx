import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { BankList } from '../../../features/funds/BankList';

/** `/pages/mine/bank/list`: the user's bank accounts. */
export function BankListPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="bank-list-page">
      <PageNav title={t('bank.listTitle')} />
      <div className="page-body">
        <BankList />
      </div>
    </div>
  );
}
