import { formatDecimal } from '@demo/client';
import { REMARK_LENGTH_MAX } from '@demo/contract/refs';
import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { ImageUpload } from '../../components/ImageUpload';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { channelName } from '../../i18n/data-names';
import { contentKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useSettings } from '../content/queries';
import { amountProblem, maxDecimal, sanitizeAmountInput } from './amount';
import { amountMessage } from './amount-message';
import { ChannelPassword } from './ChannelPassword';
import { FxQuoteLine } from './FxQuoteLine';
import { useCharge } from './mutations';
import { useIncomeChannels, useIncomeCurrencies } from './queries';
import { TransferTarget } from './TransferTarget';

/** Recharge: channel, (its password), currency, where to transfer, then amount, evidence and remark. */
export function ChargeForm() {
  const { t, i18n } = useTranslation();
  const settings = useSettings();
  const channels = useIncomeChannels();
  const [picked, setPicked] = useState<number | null>(null);
  const [unlocked, setUnlocked] = useState<ReadonlySet<number>>(new Set());
  const channel = channels.data?.find((c) => c.id === picked) ?? channels.data?.[0] ?? null;
  const locked = channel?.needPassword === true && !unlocked.has(channel.id);
  const currencies = useIncomeCurrencies(channel && !locked ? channel.id : null);
  const [currencyId, setCurrencyId] = useState<number | null>(null);
  const currency = currencies.data?.find((c) => c.id === currencyId) ?? currencies.data?.[0] ?? null;
  const [amount, setAmount] = useState('');
  const [evidence, setEvidence] = useState<string | null>(null);
  const [remark, setRemark] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const charge = useCharge();
  const keeper = useRef(contentKeeper()).current;
  const ids = { amount: useId(), remark: useId() };

  const accountCurrency = settings.data?.defaultCurrency;
  // X6: a currency other than the account's is typed in its own units and converts at the quoted rate.
  const foreign =
    currency !== null && currency.quote !== null && accountCurrency !== undefined
      ? { currency: currency.currency, rate: currency.rate, accountCurrency }
      : null;
  const min = maxDecimal(settings.data?.minChargeAmount, channel?.minAmount);
  const limits = foreign ? {} : { min };
  const problem = amountProblem(amount, limits);
  const amountError =
    (submitted || (amount !== '' && problem !== 'empty')) && problem
      ? amountMessage(t, problem, limits, foreign?.currency ?? accountCurrency)
      : null;
  const evidenceError = submitted && !evidence ? t('funds.imageRequired', { field: t('charge.evidence') }) : null;

  const submit = async () => {
    setSubmitted(true);
    if (!channel || locked || problem || !evidence) return;
    const request = {
      channelId: channel.id,
      type: channel.type,
      ...(currency ? { currencyId: currency.id } : {}),
      amount: amount.trim(),
      evidence,
      ...(remark.trim() ? { remark: remark.trim() } : {}),
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
        if (foreign) await currencies.refetch();
        throw error;
      });
    keeper.renew();
    toast(t('common.commitSuccess'), 'success');
    setAmount('');
    setEvidence(null);
    setRemark('');
    setSubmitted(false);
  };

  if (channels.isPending) return <LoadingSkeleton lines={5} />;
  if (channels.isError) return <ErrorRetry onRetry={() => void channels.refetch()} />;
  if (!channel) return <EmptyState text={t('charge.noChannels')} />;
  return (
    <>
      <section className="card">
        <h2 className="card-title">{t('charge.channel')}</h2>
        <fieldset className="chip-row funds-chips" aria-label={t('charge.channel')}>
          {channels.data.map((c) => (
            <button
              key={c.id}
              type="button"
              className="chip"
              aria-pressed={c.id === channel.id}
              data-testid="charge-channel"
              data-id={c.id}
              onClick={() => {
                setPicked(c.id);
                setCurrencyId(null);
              }}
            >
              {channelName(c.name, i18n.language)}
            </button>
          ))}
        </fieldset>
        {currencies.data && currencies.data.length > 1 && (
          <>
            <h2 className="card-title" style={{ marginTop: 16 }}>
              {t('charge.currency')}
            </h2>
            <fieldset className="chip-row funds-chips" aria-label={t('charge.currency')}>
              {currencies.data.map((c) => (
                <button
                  key={c.id}
                  type="button"
                  className="chip"
                  aria-pressed={c.id === currency?.id}
                  data-testid="charge-currency"
                  data-id={c.id}
                  onClick={() => setCurrencyId(c.id)}
                >
                  {c.currency} {c.protocol !== 'NONE' ? c.protocol : ''}
                </button>
              ))}
            </fieldset>
          </>
        )}
      </section>

      {locked ? (
        <ChannelPassword
          key={channel.id}
          channelId={channel.id}
          onPassed={() => setUnlocked((s) => new Set([...s, channel.id]))}
        />
      ) : currencies.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : currency ? (
        <TransferTarget target={currency} kind={channel.type} />
      ) : null}

      {!locked && (
        <form
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            void submit().catch(() => undefined);
          }}
        >
          <section className="card form-card">
            <Field
              label={foreign ? t('fx.amountIn', { currency: foreign.currency }) : t('funds.amount')}
              htmlFor={ids.amount}
              error={amountError}
              hint={
                foreign ? (
                  <FxQuoteLine {...foreign} amount={amount} direction="in" />
                ) : min ? (
                  <span className="tabular">
                    {t('funds.minAmount', {
                      amount: formatDecimal(min, accountCurrency ? { currency: accountCurrency } : {}).text,
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
                data-testid="charge-amount"
              />
            </Field>
            <Field label={t('charge.evidence')} error={evidenceError}>
              <ImageUpload
                value={evidence}
                onChange={setEvidence}
                label={t('charge.evidence')}
                invalid={evidenceError !== null}
                data-testid="charge-evidence"
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
                data-testid="charge-remark"
              />
            </Field>
          </section>
          <div style={{ marginBottom: 12 }}>
            <SubmitButton loading={charge.isPending} data-testid="charge-submit">
              {t('charge.submit')}
            </SubmitButton>
          </div>
        </form>
      )}
    </>
  );
}
