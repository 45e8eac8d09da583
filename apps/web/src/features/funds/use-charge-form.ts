import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { required } from '../../components/form-rules';
import { useFormState } from '../../components/use-form-state';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { maxDecimal } from './amount';
import { amountErrors } from './amount-message';
import { useCharge } from './mutations';
import { useIncomeChannels, useIncomeCurrencies } from './queries';

/** Where the recharge comes in: the channel (unlocked by its password when it has one) and the currency. */
export function useChargeTarget() {
  const channels = useIncomeChannels();
  const [picked, setPicked] = useState<number | null>(null);
  const [unlocked, setUnlocked] = useState<ReadonlySet<number>>(new Set());
  const channel = channels.data?.find((c) => c.id === picked) ?? channels.data?.[0] ?? null;
  const locked = channel?.needPassword === true && !unlocked.has(channel.id);
  const currencies = useIncomeCurrencies(channel && !locked ? channel.id : null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const currency = currencies.data?.find((c) => c.id === currencyId) ?? currencies.data?.[0] ?? null;
  return {
    channels,
    channel,
    locked,
    pickChannel: (id: number) => {
      setPicked(id);
      setCurrencyId(null);
    },
    unlock: (id: number) => setUnlocked((s) => new Set([...s, id])),
    currencies,
    currency,
    setCurrencyId,
  };
}

/**
 * The recharge's amount, evidence (its url, '' until one is uploaded) and remark on `useFormState`,
 * their errors and the submit (one request id per recharge). The amount's limits are said as it is
 * typed; the other errors wait for the first submit.
 */
export function useChargeForm(target: ReturnType<typeof useChargeTarget>) {
  const { t } = useTranslation();
  const settings = useSettings();
  const { channel, locked, currency } = target;
  const form = useFormState({ amount: '', evidence: '', remark: '' });
  const v = form.values;
  const charge = useCharge();
  const keeper = useRef(contentKeeper()).current;

  const accountCurrency = settings.data?.defaultCurrency;
  // X6: a currency other than the account's is typed in its own units and converts at the quoted rate.
  const foreign =
    currency !== null && currency.quote !== null && accountCurrency !== undefined
      ? { currency: currency.currency, rate: currency.rate, accountCurrency }
      : null;
  const min = maxDecimal(settings.data?.minChargeAmount, channel?.minAmount);
  const amount = amountErrors(t, v.amount, foreign ? {} : { min }, foreign?.currency ?? accountCurrency);
  const errors = {
    amount: amount.error,
    evidence: required(v.evidence, t('funds.imageRequired', { field: t('charge.evidence') })),
  };
  const shown = form.shown(errors);

  const submit = async () => {
    // The form is not on screen without an unlocked channel; this only tells the compiler.
    if (!channel || locked) return;
    const request = {
      channelId: channel.id,
      type: channel.type,
      ...(currency ? { currencyId: currency.id } : {}),
      amount: v.amount.trim(),
      evidence: v.evidence,
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
    };
    // The same recharge sent again (after a timeout) is one request, filed once; a refreshed rate
    // quote does not make it another (X6, E7).
    await charge
      .mutateAsync({
        ...request,
        ...(currency?.quote ? { quote: currency.quote } : {}),
        requestId: keeper.idFor(JSON.stringify(request)),
      })
      .catch(async (error: unknown) => {
        // A lapsed quote: show the new rate before the customer tries again.
        if (foreign) await target.currencies.refetch();
        throw error;
      });
    keeper.renew();
    toast(t('common.commitSuccess'), 'success');
    form.reset();
  };

  return {
    form,
    accountCurrency,
    foreign,
    min,
    shown: { ...shown, amount: shown.amount ?? amount.typing },
    onSubmit: form.onSubmit(errors, submit),
    pending: charge.isPending,
  };
}
