import type { Body, userBankAll } from '@demo/contract';
import { ROUTES } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Dialog from 'antd-mobile/es/components/dialog';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { ListRefresh } from '../../components/ListRefresh';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SwipeDeleteRow } from '../../components/SwipeDeleteRow';
import { toast } from '../../lib/toast';
import { useRemoveBank } from './mutations';
import { useBanks } from './queries';
import './funds.css';

type UserBank = Body<typeof userBankAll>[number];

/** The user's bank accounts, numbers masked; swipe a row left to delete it (after a confirm). */
export function BankList() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const banks = useBanks();
  const remove = useRemoveBank();

  const onDelete = async (bank: UserBank) => {
    const ok = await Dialog.confirm({ content: t('funds.deleteConfirm'), confirmText: t('swipe.delete') });
    if (!ok) return;
    await remove.mutateAsync(bank.id);
    toast(t('funds.deleteSuccess'), 'success');
  };

  const addButton = (
    <Button block color="primary" size="large" onClick={() => navigate(ROUTES.bankAdd)} data-testid="bank-add">
      {t('bank.add')}
    </Button>
  );

  if (banks.isPending) return <LoadingSkeleton lines={4} />;
  if (banks.isError) return <ErrorRetry onRetry={() => void banks.refetch()} />;
  return (
    <ListRefresh onRefresh={() => banks.refetch()}>
      {banks.data.length === 0 ? (
        <EmptyState text={t('bank.empty')} />
      ) : (
        <>
          <div className="funds-list" data-testid="bank-list">
            {banks.data.map((bank) => (
              <SwipeDeleteRow
                key={bank.id}
                data-testid="bank-row"
                onDelete={() => onDelete(bank).catch(() => undefined)}
              >
                <div className="funds-row" data-id={bank.id}>
                  <div className="funds-row__main">
                    <div className="funds-row__title">{bank.bankName}</div>
                    <div className="funds-row__number tabular" data-testid="bank-row-number">
                      {bank.accountNumberMasked}
                    </div>
                    <div className="muted tabular">
                      {bank.ifsc} · {bank.payee}
                    </div>
                    <div className="muted">{bank.address}</div>
                  </div>
                </div>
              </SwipeDeleteRow>
            ))}
          </div>
          <p className="muted" style={{ textAlign: 'center' }}>
            {t('funds.swipeHint')}
          </p>
        </>
      )}
      <div className="form-actions">{addButton}</div>
    </ListRefresh>
  );
}
