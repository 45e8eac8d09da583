import type { User } from '@demo/contract';
import { isPayPassword } from '@demo/core';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useFormState } from '../../components/use-form-state';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { useSecondFactor } from '../security/use-second-factor';
import { amountErrors } from './amount-message';
import { shortAddress } from './DigitalList';
import { convertedAmount } from './FxQuoteLine';
import { useWithdraw } from './mutations';
import { useBanks, useOutcomeChannels, useOutcomeCurrencies, useWallets } from './queries';
import { protocolOf } from './wallet-protocol';

export type WithdrawKind = 'bank' | 'digital';

/** Where the payout goes: the kind, the account of that kind and the currency it can be paid in. */
function useWithdrawTarget() {
  const channels = useOutcomeChannels();
  const banks = useBanks();
  const wallets = useWallets();
  const currencies = useOutcomeCurrencies();
  const kinds: WithdrawKind[] = channels.data?.length
    ? (['bank', 'digital'] as const).filter((k) => channels.data.some((c) => c.type === k))
    : ['bank', 'digital'];
  const [kindPicked, setKind] = useState<WithdrawKind>('bank');
  const kind = kinds.includes(kindPicked) ? kindPicked : (kinds[0] ?? 'bank');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);

  const accounts =
    kind === 'bank'
      ? (banks.data ?? []).map((b) => ({ id: b.id, label: `${b.bankName} ${b.accountNumberMasked}`, channelId: null }))
      : (wallets.data ?? []).map((w) => ({
          id: w.id,
          label: `${w.channelName} ${shortAddress(w.address)}`,
          channelId: w.channelId,
        }));
  const account = accounts.find((a) => a.id === accountId) ?? accounts[0] ?? null;
  const walletChannel = channels.data?.find((c) => c.id === account?.channelId);
  const protocol = walletChannel ? protocolOf(walletChannel) : null;
  // A bank payout is in a currency without a network; a wallet payout in one on the wallet's network.
  const currencyOptions = (currencies.data ?? []).filter((c) =>
    kind === 'bank' ? c.protocol.toUpperCase() === 'NONE' : protocol === null || c.protocol.toUpperCase() === protocol,
  );
  const currency = currencyOptions.find((c) => c.id === currencyId) ?? currencyOptions[0] ?? null;
  const pickKind = (k: WithdrawKind) => {
    setKind(k);
    setAccountId(null);
  };
  return {
    kinds,
    kind,
    pickKind,
    accounts,
    account,
    accountsLoading: kind === 'bank' ? banks.isPending : wallets.isPending,
    setAccountId,
    currencyOptions,
    currency,
    setCurrencyId,
    refetchCurrencies: currencies.refetch,
  };
}

/** X6: a payout in another currency is asked in its units; the account holds its conversion at the quoted rate. */
function foreignPayout(
  currency: { code: string; rate: string; quote: string | null } | null,
  accountCurrency: string | undefined,
) {
  return currency !== null && currency.quote !== null && accountCurrency !== undefined
    ? { currency: currency.code, rate: currency.rate, accountCurrency }
    : null;
}

function payPasswordError(t: TFunction, password: string) {
  if (isPayPassword(password)) return null;
  return password === '' ? t('field.required', { field: t('withdraw.payPassword') }) : t('withdraw.payPasswordInvalid');
}

/**
 * The withdrawal's amount, remark and payment password on `useFormState`, their errors and the submit
 * (one request id per withdrawal). The amount's limits are said as it is typed; the other errors wait
 * for the first submit. The account is a pick of the target's, not a typed value, and is required.
 */
export function useWithdrawForm(user: User, onLocked: (amount: string) => void) {
  const { t } = useTranslation();
  const settings = useSettings();
  const withdraw = useWithdraw();
  const keeper = useRef(contentKeeper()).current;
  const target = useWithdrawTarget();
  const { account, currency } = target;
  const form = useFormState({ amount: '', remark: '', password: '' });
  const v = form.values;
  const secondFactor = useSecondFactor();

  const accountCurrency = settings.data?.defaultCurrency;
  const foreign = foreignPayout(currency, accountCurrency);
  const limits = foreign ? {} : { min: settings.data?.minWithdrawAmount, max: user.balance };
  const amount = amountErrors(t, v.amount, limits, foreign?.currency ?? accountCurrency);
  const fieldErrors = { amount: amount.error, password: payPasswordError(t, v.password) };
  const accountError = account ? null : t('field.required', { field: t('withdraw.account') });
  const errors = { ...fieldErrors, account: accountError };
  const shown = form.shown(fieldErrors);

  const submit = async () => {
    // The account's rule has held submit back already; this only tells the compiler.
    if (!account || !secondFactor.valid) return;
    const value = v.amount.trim();
    const held = foreign ? convertedAmount({ ...foreign, amount: value, direction: 'out' }) : value;
    const request = {
      type: target.kind,
      accountId: account.id,
      ...(currency ? { currencyId: currency.id } : {}),
      amount: value,
      ...(v.remark.trim() ? { remark: v.remark.trim() } : {}),
    };
    // The same withdrawal sent again (after a timeout, with a fresh one-time code or a refreshed rate
    // quote) is one request.
    const requestId = keeper.idFor(JSON.stringify(request));
    await withdraw
      .mutateAsync({
        ...request,
        ...(currency?.quote ? { quote: currency.quote } : {}),
        password: v.password,
        ...secondFactor.payload(),
        requestId,
      })
      .catch(async (error: unknown) => {
        // A lapsed quote: show the new rate before the customer tries again.
        if (foreign) await target.refetchCurrencies();
        throw error;
      });
    keeper.renew();
    toast(t('common.commitSuccess'), 'success');
    onLocked(held ?? value);
    form.reset();
    secondFactor.clear();
  };

  return {
    form,
    target,
    settings: settings.data,
    foreign,
    shown: {
      ...shown,
      amount: shown.amount ?? amount.typing,
      account: form.submitted ? accountError : null,
    },
    secondFactor,
    onSubmit: form.onSubmit(errors, submit),
    pending: withdraw.isPending,
  };
}
