import type { User } from '@demo/contract';
import { isPayPassword } from '@demo/core';
import type { TFunction } from 'i18next';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { useSecondFactor } from '../security/use-second-factor';
import { amountProblem } from './amount';
import { amountMessage } from './amount-message';
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

/** The withdrawal form's state, its field errors and its submit (one request id per withdrawal). */
export function useWithdrawForm(user: User, onLocked: (amount: string) => void) {
  const { t } = useTranslation();
  const settings = useSettings();
  const withdraw = useWithdraw();
  const keeper = useRef(contentKeeper()).current;
  const target = useWithdrawTarget();
  const { account, currency } = target;
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const secondFactor = useSecondFactor();

  const accountCurrency = settings.data?.defaultCurrency;
  const foreign = foreignPayout(currency, accountCurrency);
  const limits = foreign ? {} : { min: settings.data?.minWithdrawAmount, max: user.balance };
  const problem = amountProblem(amount, limits);
  const amountError =
    (submitted || (amount !== '' && problem !== 'empty')) && problem
      ? amountMessage(t, problem, limits, foreign?.currency ?? accountCurrency)
      : null;
  const passwordError = submitted ? payPasswordError(t, password) : null;

  const submit = async () => {
    setSubmitted(true);
    if (!account || problem || !isPayPassword(password) || !secondFactor.valid) return;
    const value = amount.trim();
    const held = foreign ? convertedAmount({ ...foreign, amount: value, direction: 'out' }) : value;
    const request = {
      type: target.kind,
      accountId: account.id,
      ...(currency ? { currencyId: currency.id } : {}),
      amount: value,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
    };
    // The same withdrawal sent again (after a timeout, with a fresh one-time code or a refreshed rate
    // quote) is one request.
    const requestId = keeper.idFor(JSON.stringify(request));
    await withdraw
      .mutateAsync({
        ...request,
        ...(currency?.quote ? { quote: currency.quote } : {}),
        password,
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
    setAmount('');
    setRemark('');
    setPassword('');
    secondFactor.clear();
    setSubmitted(false);
  };

  return {
    target,
    settings: settings.data,
    foreign,
    amount,
    setAmount,
    amountError,
    remark,
    setRemark,
    password,
    setPassword,
    passwordError,
    submitted,
    secondFactor,
    submit,
    pending: withdraw.isPending,
  };
}
