import { useTranslation } from 'react-i18next';
import { PageNav } from '../../../components/PageNav';
import { BankForm } from '../../../features/funds/BankForm';
import { PATHS } from '../../../lib/paths';

/** `/pages/mine/bank/add`: add a bank account. */
export function BankAddPage() {
  const { t } = useTranslation();
  return (
    <div className="page" data-testid="bank-add-page">
      <PageNav parent={PATHS.bankList} title={t('bank.addTitle')} />
      <BankForm />
    </div>
  );
}
