import { formatDecimal } from '@demo/client';
import type { Group } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { Money } from '../../components/Money';
import { TextInput } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useAccountLabel } from '../account/use-account-label';
import { sanitizeAmountInput } from '../funds/amount';
import { checkGroupAmount } from './group-money';
import { useJoinGroup } from './mutations';

/** Joins a group purchase in the active account: the amount within the limits, the deposit shown before paying it. */
export function JoinSheet({ group, onClose }: { group: Group; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountType = usePrefs((s) => s.accountType);
  const accountLabel = useAccountLabel();
  const join = useJoinGroup();
  // One key per confirmation: the same join sent again (a retry, a double tap) reuses it.
  const keeper = useRef(contentKeeper()).current;
  const id = useId();
  const [amount, setAmount] = useState('');
  const [touched, setTouched] = useState(false);
  const check = checkGroupAmount(group, amount);
  const money = (v: string) => formatDecimal(v, { currency: group.accountCurrency }).text;
  // The limits are said as soon as an amount is typed, and the join waits until it is within them;
  // a malformed amount is said once the customer tries to join.
  const error =
    amount === ''
      ? null
      : check.problem === 'limits'
        ? t('groups.amountOutOfLimits', { min: money(group.minAmount), max: money(group.maxAmount) })
        : check.problem === 'format' && touched
          ? t('groups.amountBad')
          : null;
  const submit = () => {
    setTouched(true);
    if (check.problem !== null) return;
    const request = { sourceId: group.id, amount: amount.trim(), accountType };
    join.mutate(
      { ...request, requestId: keeper.idFor(JSON.stringify(request)) },
      {
        onSuccess: () => {
          keeper.renew();
          toast(t('groups.joined'), 'success');
          onClose();
          navigate(PATHS.myGroup);
        },
      },
    );
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="group-join-sheet">
        <header className="trade-sheet__head">
          <strong>{t('groups.joinTitle', { name: group.name })}</strong>
          <span className="account-chip account-chip--static" data-account={accountType} data-testid="group-account">
            <span className="account-chip__dot" />
            {accountLabel(accountType)}
          </span>
        </header>
        <Field label={t('groups.amount')} htmlFor={id} error={error}>
          <TextInput
            id={id}
            inputMode="decimal"
            value={amount}
            onChange={(v) => setAmount(sanitizeAmountInput(v))}
            placeholder={t('groups.amountPlaceholder', { min: money(group.minAmount), max: money(group.maxAmount) })}
            data-testid="group-amount"
          />
        </Field>
        <div className="trade-row">
          <span className="trade-row__label">{t('groups.depositNow')}</span>
          <Money value={check.deposit ?? '0'} currency={group.accountCurrency} data-testid="group-deposit" />
        </div>
        {check.lots !== null && check.problem === null && (
          <p className="muted">{t('groups.lotsEstimate', { count: check.lots })}</p>
        )}
        <Button
          block
          color="primary"
          loading={join.isPending}
          disabled={amount === '' || check.problem === 'limits'}
          onClick={submit}
          data-testid="group-join-submit"
        >
          {t('groups.join')}
        </Button>
      </div>
    </Popup>
  );
}
