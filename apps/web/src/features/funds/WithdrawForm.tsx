import { formatDecimal } from '@demo/client';
import type { User } from '@demo/contract';
import { PAY_PASSWORD_LENGTH, REMARK_LENGTH_MAX, ROUTES } from '@demo/contract/refs';
import { isPayPassword } from '@demo/core';
import Button from 'antd-mobile/es/components/button';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { PasswordInput, TextInput } from '../../components/TextField';
import { currencyName } from '../../i18n/data-names';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { OtpField } from '../security/OtpField';
import { useSecondFactor } from '../security/use-second-factor';
import { amountProblem, sanitizeAmountInput } from './amount';
import { amountMessage } from './amount-message';
import { shortAddress } from './DigitalList';
import { convertedAmount, FxQuoteLine } from './FxQuoteLine';
import { useWithdraw } from './mutations';
import { useBanks, useOutcomeChannels, useOutcomeCurrencies, useWallets } from './queries';
import { protocolOf } from './wallet-protocol';

type Kind = 'bank' | 'digital';

/** Withdrawal: to a bank account or a wallet, amount within min and available, payment password. */
export function WithdrawForm({ user, onLocked }: { user: User; onLocked: (amount: string) => void }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const settings = useSettings();
  const channels = useOutcomeChannels();
  const banks = useBanks();
  const wallets = useWallets();
  const currencies = useOutcomeCurrencies();
  const withdraw = useWithdraw();
  const keeper = useRef(contentKeeper()).current;
  const ids = { account: useId(), currency: useId(), amount: useId(), remark: useId(), password: useId() };
  const kinds: Kind[] = channels.data?.length
    ? (['bank', 'digital'] as const).filter((k) => channels.data.some((c) => c.type === k))
    : ['bank', 'digital'];
  const [kindPicked, setKind] = useState<Kind>('bank');
  const kind = kinds.includes(kindPicked) ? kindPicked : (kinds[0] ?? 'bank');
  const [accountId, setAccountId] = useState<number | null>(null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const [amount, setAmount] = useState('');
  const [remark, setRemark] = useState('');
  const [password, setPassword] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const secondFactor = useSecondFactor();

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

  const accountCurrency = settings.data?.defaultCurrency;
  // X6: a payout in another currency is asked in its units; the account holds its conversion at the quoted rate.
  const foreign =
    currency !== null && currency.quote !== null && accountCurrency !== undefined
      ? { currency: currency.code, rate: currency.rate, accountCurrency }
      : null;
  const limits = foreign ? {} : { min: settings.data?.minWithdrawAmount, max: user.balance };
  const problem = amountProblem(amount, limits);
  const amountError =
    (submitted || (amount !== '' && problem !== 'empty')) && problem
      ? amountMessage(t, problem, limits, foreign?.currency ?? accountCurrency)
      : null;
  const passwordError =
    submitted && !isPayPassword(password)
      ? password === ''
        ? t('field.required', { field: t('withdraw.payPassword') })
        : t('withdraw.payPasswordInvalid')
      : null;
  const accountsLoading = kind === 'bank' ? banks.isPending : wallets.isPending;

  const submit = async () => {
    setSubmitted(true);
    if (!account || problem || !isPayPassword(password) || !secondFactor.valid) return;
    const value = amount.trim();
    const held = foreign ? convertedAmount({ ...foreign, amount: value, direction: 'out' }) : value;
    const request = {
      type: kind,
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
        if (foreign) await currencies.refetch();
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

  return (
    <form
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <section className="card form-card">
        <Field label={t('withdraw.type')}>
          <fieldset className="chip-row funds-chips" aria-label={t('withdraw.type')} style={{ padding: '4px 0' }}>
            {kinds.map((k) => (
              <button
                key={k}
                type="button"
                className="chip"
                aria-pressed={k === kind}
                data-testid={`withdraw-type-${k}`}
                onClick={() => {
                  setKind(k);
                  setAccountId(null);
                }}
              >
                {k === 'bank' ? t('withdraw.typeBank') : t('withdraw.typeDigital')}
              </button>
            ))}
          </fieldset>
        </Field>
        <Field
          label={t('withdraw.account')}
          htmlFor={ids.account}
          error={submitted && !account ? t('field.required', { field: t('withdraw.account') }) : null}
        >
          {accountsLoading ? (
            <div className="muted">{t('common.loading')}</div>
          ) : accounts.length === 0 ? (
            <Button
              size="small"
              color="primary"
              fill="outline"
              onClick={() => navigate(kind === 'bank' ? ROUTES.bankAdd : ROUTES.digitalAdd)}
              data-testid="withdraw-add-account"
            >
              {kind === 'bank' ? t('withdraw.noBank') : t('withdraw.noWallet')}
            </Button>
          ) : (
            <select
              id={ids.account}
              className="native-select tabular"
              value={account?.id ?? ''}
              onChange={(e) => setAccountId(Number(e.target.value))}
              data-testid="withdraw-account"
            >
              {accounts.map((a) => (
                <option key={a.id} value={a.id}>
                  {a.label}
                </option>
              ))}
            </select>
          )}
        </Field>
        {currencyOptions.length > 0 && (
          <Field label={t('withdraw.currency')} htmlFor={ids.currency}>
            <select
              id={ids.currency}
              className="native-select"
              value={currency?.id ?? ''}
              onChange={(e) => setCurrencyId(Number(e.target.value))}
              data-testid="withdraw-currency"
            >
              {currencyOptions.map((c) => (
                <option key={c.id} value={c.id}>
                  {c.protocol.toUpperCase() === 'NONE'
                    ? currencyName(c, i18n.language)
                    : `${currencyName(c, i18n.language)} · ${c.protocol}`}
                </option>
              ))}
            </select>
          </Field>
        )}
        <Field
          label={foreign ? t('fx.amountIn', { currency: foreign.currency }) : t('funds.amount')}
          htmlFor={ids.amount}
          error={amountError}
          hint={
            foreign ? (
              <FxQuoteLine {...foreign} amount={amount} direction="out" />
            ) : settings.data ? (
              <span className="tabular">
                {t('funds.minAmount', {
                  amount: formatDecimal(settings.data.minWithdrawAmount, { currency: settings.data.defaultCurrency })
                    .text,
                })}
              </span>
            ) : null
          }
        >
          <TextInput
            id={ids.amount}
            value={amount}
            onChange={(text) => setAmount(sanitizeAmountInput(text))}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('funds.amountPlaceholder')}
            data-testid="withdraw-amount"
            suffix={
              foreign ? undefined : (
                <button
                  type="button"
                  className="link-button"
                  onClick={() => setAmount(formatDecimal(user.balance, { grouped: false }).text)}
                  data-testid="withdraw-all"
                >
                  {t('withdraw.all')}
                </button>
              )
            }
          />
        </Field>
        <Field label={t('funds.remark')} htmlFor={ids.remark}>
          <textarea
            id={ids.remark}
            className="native-textarea"
            value={remark}
            maxLength={REMARK_LENGTH_MAX}
            placeholder={t('funds.remarkPlaceholder')}
            onChange={(e) => setRemark(e.target.value)}
            data-testid="withdraw-remark"
          />
        </Field>
        <Field label={t('withdraw.payPassword')} htmlFor={ids.password} error={passwordError}>
          <PasswordInput
            id={ids.password}
            value={password}
            onChange={(text) => setPassword(text.replace(/\D/g, ''))}
            inputMode="numeric"
            maxLength={PAY_PASSWORD_LENGTH}
            autoComplete="off"
            placeholder={t('withdraw.payPasswordPlaceholder')}
            data-testid="withdraw-password"
          />
        </Field>
        {secondFactor.required && (
          <OtpField
            value={secondFactor.value}
            onChange={secondFactor.setValue}
            showErrors={submitted}
            data-testid="withdraw-otp"
          />
        )}
      </section>
      <div style={{ marginBottom: 12 }}>
        <SubmitButton loading={withdraw.isPending} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
