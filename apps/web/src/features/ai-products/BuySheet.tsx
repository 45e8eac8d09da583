import type { AccountType, AiProduct } from '@demo/contract';
import type { TFunction } from 'i18next';
import '../trade/trade.css';
import '../positions/positions.css';
import Button from 'antd-mobile/es/components/button';
import Input from 'antd-mobile/es/components/input';
import Popup from 'antd-mobile/es/components/popup';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Money } from '../../components/Money';
import { PATHS } from '../../lib/paths';
import { usePrefs } from '../../lib/prefs-store';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useUserDetail } from '../account/queries';
import { SimulationNotice } from './AiFigures';
import { amountProblem } from './ai-amount';
import { useBuyAi } from './mutations';

/** Buys a product in the real or the demo account: the amount is checked against the limits first. */
export function BuySheet({ product, onClose }: { product: AiProduct; onClose: () => void }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const active = usePrefs((s) => s.accountType);
  const setActive = usePrefs((s) => s.setAccountType);
  const [accountType, setAccountType] = useState<AccountType>(active);
  const [amount, setAmount] = useState(product.minAmount.replace(/\.00$/, ''));
  const user = useUserDetail();
  const buy = useBuyAi();
  // One key per confirmation: the same purchase sent again (a retry, a double tap) reuses it.
  const keeper = useRef(contentKeeper()).current;
  const problem = amountProblem(amount, { min: product.minAmount, max: product.maxAmount, unit: product.unit });
  const message = amountMessage(t, problem, product);
  const available = accountType === 'virtual' ? user.data?.virtualBalance : user.data?.balance;
  const submit = () => {
    const request = { productId: product.id, amount, accountType };
    buy.mutate(
      { ...request, requestId: keeper.idFor(JSON.stringify(request)) },
      {
        onSuccess: () => {
          keeper.renew();
          toast(t('ai.bought'), 'success');
          // "My AI products" lists the active account: the one just used becomes it, as the header shows.
          if (accountType !== active) setActive(accountType);
          onClose();
          navigate(PATHS.mineAiStock);
        },
      },
    );
  };
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} bodyClassName="trade-sheet" destroyOnClose>
      <div data-testid="ai-buy-sheet">
        <header className="trade-sheet__head">
          <strong>{t('ai.buyTitle', { name: product.name })}</strong>
        </header>
        <AccountChips value={accountType} onChange={setAccountType} />
        <div className="trade-row">
          <span className="trade-row__label">{t('ai.available')}</span>
          <Money value={available} currency={product.currency} data-testid="ai-available" />
        </div>
        <AmountField product={product} amount={amount} onChange={setAmount} message={message} />
        <SimulationNotice />
        <div className="trade-actions">
          <Button fill="outline" className="trade-actions__secondary" onClick={onClose}>
            {t('common.cancel')}
          </Button>
          <Button
            block
            color="primary"
            disabled={message !== null}
            loading={buy.isPending}
            onClick={submit}
            data-testid="ai-buy-confirm"
          >
            {t('ai.confirm')}
          </Button>
        </div>
      </div>
    </Popup>
  );
}

/** The amount's problem in words, or null when it is within the product's limits and unit. */
function amountMessage(t: TFunction, problem: ReturnType<typeof amountProblem>, product: AiProduct): string | null {
  return problem === 'low'
    ? t('ai.amountTooLow', { min: product.minAmount })
    : problem === 'high'
      ? t('ai.amountTooHigh', { max: product.maxAmount })
      : problem === 'step'
        ? t('ai.amountStep', { unit: product.unit })
        : problem === 'format'
          ? t('ai.amountFormat')
          : null;
}

/** Which account buys: the real one or the demo one. */
function AccountChips({ value, onChange }: { value: AccountType; onChange: (type: AccountType) => void }) {
  const { t } = useTranslation();
  return (
    <div className="chip-row chip-row--start">
      {(['real', 'virtual'] as const).map((type) => (
        <button
          type="button"
          key={type}
          aria-pressed={value === type}
          className={value === type ? 'chip chip--on' : 'chip'}
          onClick={() => onChange(type)}
          data-testid={`ai-account-${type}`}
        >
          {t(`ai.${type}`)}
        </button>
      ))}
    </div>
  );
}

/** The amount, with the product's limits as its placeholder and its unit or its problem below. */
function AmountField({
  product,
  amount,
  onChange,
  message,
}: {
  product: AiProduct;
  amount: string;
  onChange: (amount: string) => void;
  message: string | null;
}) {
  const { t } = useTranslation();
  return (
    <>
      <div className="ai-amount">
        <label className="trade-row__label" htmlFor="ai-amount-input">
          {t('ai.amount')}
        </label>
        <Input
          id="ai-amount-input"
          value={amount}
          onChange={onChange}
          inputMode="decimal"
          clearable
          placeholder={t('ai.amountPlaceholder', { min: product.minAmount, max: product.maxAmount })}
          aria-invalid={message !== null}
          data-testid="ai-amount"
        />
      </div>
      <p
        className={message ? 'ai-amount__hint ai-amount__hint--bad' : 'ai-amount__hint muted'}
        data-testid="ai-amount-hint"
      >
        {message ?? t('ai.unit', { unit: product.unit })}
      </p>
    </>
  );
}
