import { formatDecimal, formatIndiaTime } from '@demo/client';
import type { Body, UserEvent } from '@demo/contract';
import { chargeUpiCreate, chargeUpiStatus } from '@demo/contract/refs';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import Button from 'antd-mobile/es/components/button';
import { useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../../components/Field';
import { Money } from '../../../components/Money';
import { QrCode } from '../../../components/QrCode';
import { SubmitButton } from '../../../components/SubmitButton';
import { TextInput } from '../../../components/TextField';
import { useFormState } from '../../../components/use-form-state';
import { call } from '../../../lib/api';
import { useSocketReopened, useUserEvents } from '../../../lib/realtime';
import { contentKeeper } from '../../../lib/request-id';
import { useSession } from '../../../lib/session-store';
import { toast } from '../../../lib/toast';
import { userKeys } from '../../../lib/user-keys';
import { useUserDetail } from '../../account/queries';
import { useAccountCurrency, useSettings } from '../../content/queries';
import { sanitizeAmountInput } from '../amount';
import { amountErrors } from '../amount-message';
import { fundsKeys, useUpiPayments } from '../queries';

type UpiCharge = Body<typeof chargeUpiCreate>;
/** NPCI's limit for one UPI payment to a broker, in rupees (docs/SPEC.md UP1). */
const UPI_MAX = '100000';

/**
 * UPI pay-in (docs/SPEC.md UP1–UP8): an amount becomes a gateway order; the customer opens the intent
 * link (on a phone, their UPI app) or scans the QR code, and the gateway's signed confirmation credits
 * the balance. The status changes live through the user event `upi`, and a toast says the outcome:
 * nothing here polls.
 */
export function UpiPay() {
  const { t } = useTranslation();
  const currency = useAccountCurrency();
  const user = useUserDetail();
  const [payment, setPayment] = useLivePayment(currency);
  return (
    <section className="card upi-card" aria-labelledby="upi-title" data-testid="upi-card">
      <h2 id="upi-title" className="card-title">
        {t('upi.title')}
      </h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('upi.hint')}
      </p>
      {user.data && (
        <div className="upi-balance">
          <span className="muted">{t('funds.available')}</span>
          <Money value={user.data.balance} currency={currency} data-testid="upi-balance" />
        </div>
      )}
      {payment === null ? (
        <UpiAmountForm currency={currency} onCreated={setPayment} />
      ) : (
        <UpiPaymentView payment={payment} currency={currency} onAgain={() => setPayment(null)} />
      )}
    </section>
  );
}

/**
 * The payment on the card, kept live: restored after a reload while pending, moved on by the user
 * event `upi`, and asked for again when the socket comes back.
 */
function useLivePayment(currency: string | undefined) {
  const { t } = useTranslation();
  const qc = useQueryClient();
  const [payment, setPayment] = useState<UpiCharge | null>(null);
  const token = useSession((s) => s.token);
  const payments = useUpiPayments();
  // UP11: a payment still in progress comes back after a reload, once, until the customer starts another.
  const restored = useRef(false);
  const newest = payments.data?.pages[0]?.list[0];
  useEffect(() => {
    if (restored.current || newest === undefined) return;
    restored.current = true;
    if (newest.status === 'pending' && newest.expiresAt > Date.now()) setPayment((shown) => shown ?? newest);
  }, [newest]);

  /** The payment on the card moved on: show it, refresh the balance and history, and say so. */
  const apply = (next: UpiCharge) => {
    setPayment(next);
    void qc.invalidateQueries({ queryKey: userKeys.all });
    void qc.invalidateQueries({ queryKey: fundsKeys.upi(token) });
    const money = formatDecimal(next.amount, currency ? { currency } : {}).text;
    if (next.status === 'credited') toast(t('upi.creditedToast', { amount: money }), 'success', { important: true });
    else if (next.status === 'failed') toast(t('upi.failedToast'), 'fail');
    else if (next.status === 'expired') toast(t('upi.expiredToast'), 'fail');
  };

  useUserEvents((event: UserEvent) => {
    if (event.type !== 'upi' || payment === null || event.id !== payment.id) return;
    const { type: _type, at: _at, ...next } = event;
    apply(next);
  });

  // An event sent while the socket was down is missed: ask for the pending payment's state again.
  useSocketReopened(() => {
    if (payment === null || payment.status !== 'pending') return;
    void call(chargeUpiStatus, { id: payment.id }, { silent: true })
      .then((next) => {
        if (next.status !== 'pending') apply(next);
      })
      .catch(() => undefined);
  });

  return [payment, setPayment] as const;
}

/** The amount to pay, within the minimum and UPI's limit; submitting creates the gateway order. */
function UpiAmountForm({
  currency,
  onCreated,
}: {
  currency: string | undefined;
  onCreated: (created: UpiCharge) => void;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  const form = useFormState({ amount: '' });
  const keeper = useRef(contentKeeper()).current;
  const amountId = useId();
  const create = useMutation({ mutationFn: (p: { amount: string; requestId: string }) => call(chargeUpiCreate, p) });
  const limits = { min: settings.data?.minChargeAmount, max: UPI_MAX };
  // The amount's limits are said as it is typed; an amount not typed yet, after the first submit.
  const amount = amountErrors(t, form.values.amount, limits, currency);
  const errors = { amount: amount.error };

  const submit = async () => {
    const value = form.values.amount.trim();
    const created = await create.mutateAsync({ amount: value, requestId: keeper.idFor(value) });
    keeper.renew();
    onCreated(created);
  };

  return (
    <form noValidate onSubmit={form.onSubmit(errors, submit)}>
      <Field
        label={t('funds.amount')}
        htmlFor={amountId}
        error={form.shown(errors).amount ?? amount.typing}
        hint={
          limits.min ? (
            <span className="tabular">
              {t('funds.minAmount', {
                amount: formatDecimal(limits.min, currency ? { currency } : {}).text,
              })}
            </span>
          ) : null
        }
      >
        <TextInput
          id={amountId}
          value={form.values.amount}
          onChange={(text) => form.set('amount')(sanitizeAmountInput(text))}
          inputMode="decimal"
          autoComplete="off"
          placeholder={t('funds.amountPlaceholder')}
          data-testid="upi-amount"
        />
      </Field>
      <SubmitButton loading={create.isPending} data-testid="upi-submit">
        {t('upi.pay')}
      </SubmitButton>
    </form>
  );
}

function UpiPaymentView({
  payment,
  currency,
  onAgain,
}: {
  payment: UpiCharge;
  currency: string | undefined;
  onAgain: () => void;
}) {
  const { t } = useTranslation();
  const money = formatDecimal(payment.amount, currency ? { currency } : {}).text;
  const pending = payment.status === 'pending';
  return (
    <div className="upi-payment" data-testid="upi-payment" data-status={payment.status}>
      <div className="upi-payment__amount tabular">{money}</div>
      <div className={`upi-status upi-status--${payment.status}`} data-testid="upi-status" aria-live="polite">
        {t(`upi.status.${payment.status}`)}
      </div>
      {pending && (
        <>
          <a
            className="adm-button adm-button-primary adm-button-block upi-intent"
            href={payment.intentUrl}
            data-testid="upi-intent"
          >
            {t('upi.openApp')}
          </a>
          <div className="transfer-box">
            <QrCode value={payment.qrCode} label={t('upi.qrLabel')} data-testid="upi-qr" />
            <div className="muted">{t('upi.scan')}</div>
          </div>
          <div className="muted tabular" data-testid="upi-expires">
            {t('upi.expires', { time: formatIndiaTime(payment.expiresAt, 'HH:mm') })}
          </div>
          {payment.checkoutUrl && (
            <a
              href={payment.checkoutUrl}
              target="_blank"
              rel="noopener"
              className="upi-checkout"
              data-testid="upi-checkout"
            >
              {t('upi.testGateway')}
            </a>
          )}
        </>
      )}
      {payment.status === 'credited' && payment.payer && (
        <div className="muted" data-testid="upi-payer">
          {t('upi.paidBy', { payer: payment.payer })}
        </div>
      )}
      {payment.status === 'expired' && (
        <div className="muted" data-testid="upi-reason">
          {t('funds.reason', { reason: t('upi.expiredReason') })}
        </div>
      )}
      {payment.status === 'failed' && (
        <>
          <div className="muted" data-testid="upi-reason">
            {t('funds.reason', { reason: t('upi.failedReason') })}
          </div>
          {payment.reason && (
            <div className="muted upi-gateway-reason" data-testid="upi-gateway-reason">
              {t('upi.gatewaySays', { reason: payment.reason })}
            </div>
          )}
        </>
      )}
      {!pending && (
        <Button block fill="outline" color="primary" onClick={onAgain} data-testid="upi-again">
          {t('upi.again')}
        </Button>
      )}
    </div>
  );
}
