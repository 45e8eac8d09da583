import type { Offering } from '@demo/contract';
import { accountFxFromQuotes, currencyDecimals, FX_PIVOT_CURRENCY } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { Money } from '../../components/Money';
import { QuantityStepper } from '../../components/QuantityStepper';
import { PasswordInput } from '../../components/TextField';
import { usePrefs } from '../../lib/prefs-store';
import { useQuote } from '../../lib/realtime';
import { contentKeeper } from '../../lib/request-id';
import { loginPathFor } from '../../lib/route-guard';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { useAccountLabel } from '../account/use-account-label';
import { useSettings } from '../content/queries';
import { subscriptionCost } from './cost';
import { useCheckPassword, useSubscribe } from './queries';

type Cost = ReturnType<typeof subscriptionCost>;

/**
 * The cost calculator and the subscription: whole lots within the offering's limits, the cost in the
 * offering's currency and what the chosen account pays in its own at the live pay rate (the same core
 * arithmetic the server charges with), the block-trade password when one is needed, then a confirm
 * step naming the account.
 */
export function SubscribePanel({ offering }: { offering: Offering }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [lots, setLots] = useState(offering.minLots);
  const [password, setPassword] = useState('');
  const [passed, setPassed] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const { cost, accountCurrency } = useSubscriptionCost(offering, lots);
  const open = offering.status === 'open';
  const needsPassword = offering.needPassword && !passed;

  const start = () => {
    if (!token) {
      navigate(loginPathFor(`${location.pathname}${location.search}`));
      return;
    }
    setConfirming(true);
  };

  return (
    <section className="card" data-testid="subscribe-panel">
      <h2 className="card-title">{t('newShares.calculator')}</h2>
      <div className="ns-row">
        <span>{t('newShares.lots')}</span>
        <QuantityStepper
          value={lots}
          onChange={setLots}
          min={offering.minLots}
          max={offering.maxLots}
          data-testid="subscribe-lots"
        />
      </div>
      <CostRows offering={offering} cost={cost} accountCurrency={accountCurrency} />
      {offering.institutionalOnly && <div className="ns-note">{t('newShares.institutionalOnly')}</div>}
      {open && offering.needPassword && token && !passed && (
        <PasswordCheck
          offering={offering}
          password={password}
          setPassword={setPassword}
          onPassed={() => setPassed(true)}
        />
      )}
      <Button
        block
        color="primary"
        disabled={!open || (Boolean(token) && needsPassword) || !cost?.pay}
        onClick={start}
        data-testid="subscribe-start"
      >
        {open ? t('newShares.subscribe') : t('newShares.notOpen')}
      </Button>
      <ConfirmSheet
        offering={offering}
        visible={confirming}
        onClose={() => setConfirming(false)}
        lots={lots}
        password={password}
        cost={cost}
        accountCurrency={accountCurrency}
      />
    </section>
  );
}

/** The cost of `lots` in the offering's currency and in the account's own at the live pay rate. */
function useSubscriptionCost(offering: Offering, lots: number) {
  const settings = useSettings();
  const accountCurrency = settings.data?.defaultCurrency ?? 'INR';
  const instrumentPair = offering.currency === FX_PIVOT_CURRENCY ? '' : `${FX_PIVOT_CURRENCY}${offering.currency}`;
  const accountPair = accountCurrency === FX_PIVOT_CURRENCY ? '' : `${FX_PIVOT_CURRENCY}${accountCurrency}`;
  const instrumentQuote = useQuote(instrumentPair);
  const accountQuote = useQuote(accountPair);
  const fx = accountFxFromQuotes(
    (code) => (code === instrumentPair ? instrumentQuote : code === accountPair ? accountQuote : undefined),
    offering.currency,
    accountCurrency,
  );
  return { cost: subscriptionCost(offering, lots, fx, accountCurrency), accountCurrency };
}

/** The calculator's result: shares, cost, fee, total and what the account pays. */
function CostRows({ offering, cost, accountCurrency }: { offering: Offering; cost: Cost; accountCurrency: string }) {
  const { t } = useTranslation();
  const accountType = usePrefs((s) => s.accountType);
  const accountLabel = useAccountLabel();
  return (
    <>
      <div className="ns-row">
        <span className="muted">{t('newShares.shares')}</span>
        <span className="tabular" data-testid="subscribe-shares">
          {cost?.shares ?? 0}
        </span>
      </div>
      <div className="ns-row">
        <span className="muted">{t('newShares.cost')}</span>
        <Money value={cost?.cost} currency={offering.currency} decimals={currencyDecimals(offering.currency)} />
      </div>
      <div className="ns-row">
        <span className="muted">{t('newShares.fee')}</span>
        <Money value={cost?.fee} currency={offering.currency} decimals={currencyDecimals(offering.currency)} />
      </div>
      <div className="ns-row">
        <span className="muted">{t('newShares.total', { currency: offering.currency })}</span>
        <Money
          value={cost?.total}
          currency={offering.currency}
          decimals={currencyDecimals(offering.currency)}
          data-testid="subscribe-total"
        />
      </div>
      <div className="ns-row ns-row--strong">
        <span>{t('newShares.youPay', { account: accountLabel(accountType) })}</span>
        {cost?.pay ? (
          <Money value={cost.pay} currency={accountCurrency} data-testid="subscribe-pay" />
        ) : (
          <span className="muted">{t('newShares.noRate')}</span>
        )}
      </div>
      {cost?.rate && (
        <div className="muted ns-hint" data-testid="subscribe-rate">
          {t('newShares.rate', { from: offering.currency, rate: cost.rate, to: accountCurrency })}
        </div>
      )}
    </>
  );
}

/** The block-trade password, checked once before the customer may subscribe. */
function PasswordCheck({
  offering,
  password,
  setPassword,
  onPassed,
}: {
  offering: Offering;
  password: string;
  setPassword: (password: string) => void;
  onPassed: () => void;
}) {
  const { t } = useTranslation();
  const passwordId = useId();
  const check = useCheckPassword();
  return (
    <div className="ns-password">
      <Field label={t('newShares.password')} htmlFor={passwordId}>
        <PasswordInput
          id={passwordId}
          value={password}
          onChange={setPassword}
          autoComplete="off"
          placeholder={t('newShares.passwordPlaceholder')}
          data-testid="subscribe-password"
        />
      </Field>
      <Button
        block
        fill="outline"
        color="primary"
        disabled={password === ''}
        loading={check.isPending}
        onClick={() =>
          check.mutate(
            { id: offering.id, password },
            {
              onSuccess: () => {
                onPassed();
                toast(t('newShares.passwordOk'), 'success');
              },
            },
          )
        }
        data-testid="subscribe-password-check"
      >
        {t('newShares.checkPassword')}
      </Button>
    </div>
  );
}

/** The confirm step: the offering, the paying account, the shares and the total, then the subscription. */
function ConfirmSheet({
  offering,
  visible,
  onClose,
  lots,
  password,
  cost,
  accountCurrency,
}: {
  offering: Offering;
  visible: boolean;
  onClose: () => void;
  lots: number;
  password: string;
  cost: Cost;
  accountCurrency: string;
}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const accountType = usePrefs((s) => s.accountType);
  const accountLabel = useAccountLabel();
  const subscribe = useSubscribe();
  // One key per confirmation: the same subscription sent again (a retry, a double tap) reuses it.
  const keeper = useRef(contentKeeper()).current;
  const confirm = () => {
    // The password stays out of the key's content: it is checked once, and a retry is the same request.
    const request = { productNewId: offering.id, quantity: lots * offering.lotSize, accountType };
    subscribe.mutate(
      {
        ...request,
        ...(offering.needPassword && password ? { password } : {}),
        requestId: keeper.idFor(JSON.stringify(request)),
      },
      {
        onSuccess: (sub) => {
          keeper.renew();
          toast(sub.status === 'success' ? t('newShares.allottedNow') : t('newShares.subscribed'), 'success');
          onClose();
          navigate(`/pages/mine/product_new/index?tab=${offering.type}`);
        },
      },
    );
  };
  return (
    <Popup visible={visible} onMaskClick={onClose} bodyClassName="ns-sheet" destroyOnClose>
      <div data-testid="subscribe-confirm">
        <h2 className="card-title">{t('newShares.confirmTitle')}</h2>
        <div className="ns-row">
          <span className="muted">{offering.name}</span>
          <span>{t(`newShares.type.${offering.type}`)}</span>
        </div>
        <div className="ns-row">
          <span className="muted">{t('newShares.account')}</span>
          <span data-testid="subscribe-confirm-account" data-account={accountType}>
            {accountLabel(accountType)}
          </span>
        </div>
        <div className="ns-row">
          <span className="muted">{t('newShares.shares')}</span>
          <span className="tabular">
            {lots} × {offering.lotSize} = {cost?.shares}
          </span>
        </div>
        <div className="ns-row">
          <span className="muted">{t('newShares.total', { currency: offering.currency })}</span>
          <Money value={cost?.total} currency={offering.currency} decimals={currencyDecimals(offering.currency)} />
        </div>
        <div className="ns-row ns-row--strong">
          <span>{t('newShares.youPay', { account: accountLabel(accountType) })}</span>
          <Money value={cost?.pay} currency={accountCurrency} />
        </div>
        {cost?.rate && (
          <div className="muted ns-hint">
            {t('newShares.rate', { from: offering.currency, rate: cost.rate, to: accountCurrency })}
          </div>
        )}
        <Button
          block
          color="primary"
          loading={subscribe.isPending}
          onClick={confirm}
          data-testid="subscribe-confirm-submit"
        >
          {t('newShares.confirm')}
        </Button>
      </div>
    </Popup>
  );
}
