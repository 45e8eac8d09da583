import { formatDecimal } from '@demo/client';
import { REMARK_LENGTH_MAX } from '@demo/contract/refs';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { ImageUpload } from '../../components/ImageUpload';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { SubmitButton } from '../../components/SubmitButton';
import { TextInput } from '../../components/TextField';
import { channelName } from '../../i18n/data-names';
import { sanitizeAmountInput } from './amount';
import { ChannelPassword } from './ChannelPassword';
import { FxQuoteLine } from './FxQuoteLine';
import { TransferTarget } from './TransferTarget';
import { useChargeForm, useChargeTarget } from './use-charge-form';

type ChargeTarget = ReturnType<typeof useChargeTarget>;
type ChargeFormState = ReturnType<typeof useChargeForm>;

/** Recharge: channel, (its password), currency, where to transfer, then amount, evidence and remark. */
export function ChargeForm() {
  const { t } = useTranslation();
  const target = useChargeTarget();
  const charge = useChargeForm(target);
  const { channels, channel, locked, currencies, currency } = target;

  if (channels.isPending) return <LoadingSkeleton lines={5} />;
  if (channels.isError) return <ErrorRetry onRetry={() => void channels.refetch()} />;
  if (!channel) return <EmptyState text={t('charge.noChannels')} />;
  return (
    <>
      <ChargeChannelCard target={target} channelId={channel.id} />

      {locked ? (
        <ChannelPassword key={channel.id} channelId={channel.id} onPassed={() => target.unlock(channel.id)} />
      ) : currencies.isPending ? (
        <LoadingSkeleton lines={3} />
      ) : currency ? (
        <TransferTarget target={currency} kind={channel.type} />
      ) : null}

      {!locked && <ChargeDetailsForm charge={charge} />}
    </>
  );
}

/** The channel chips and, when the channel takes more than one, the currency chips. */
function ChargeChannelCard({ target, channelId }: { target: ChargeTarget; channelId: number }) {
  const { t, i18n } = useTranslation();
  const { channels, currencies, currency } = target;
  return (
    <section className="card">
      <h2 className="card-title">{t('charge.channel')}</h2>
      <fieldset className="chip-row funds-chips" aria-label={t('charge.channel')}>
        {channels.data?.map((c) => (
          <button
            key={c.id}
            type="button"
            className="chip"
            aria-pressed={c.id === channelId}
            data-testid="charge-channel"
            data-id={c.id}
            onClick={() => target.pickChannel(c.id)}
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
                onClick={() => target.setCurrencyId(c.id)}
              >
                {c.currency} {c.protocol !== 'NONE' ? c.protocol : ''}
              </button>
            ))}
          </fieldset>
        </>
      )}
    </section>
  );
}

/** What the customer sent: the amount, the transfer's evidence and a remark, then the submit. */
function ChargeDetailsForm({ charge }: { charge: ChargeFormState }) {
  const { t } = useTranslation();
  const ids = { amount: useId(), remark: useId() };
  const { form, shown, foreign, min, accountCurrency } = charge;
  const v = form.values;
  return (
    <form noValidate onSubmit={charge.onSubmit}>
      <section className="card form-card">
        <Field
          label={foreign ? t('fx.amountIn', { currency: foreign.currency }) : t('funds.amount')}
          htmlFor={ids.amount}
          error={shown.amount}
          hint={
            foreign ? (
              <FxQuoteLine {...foreign} amount={v.amount} direction="in" />
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
            value={v.amount}
            onChange={(text) => form.set('amount')(sanitizeAmountInput(text))}
            inputMode="decimal"
            autoComplete="off"
            placeholder={t('funds.amountPlaceholder')}
            data-testid="charge-amount"
          />
        </Field>
        <Field label={t('charge.evidence')} error={shown.evidence}>
          <ImageUpload
            value={v.evidence || null}
            onChange={form.set('evidence')}
            label={t('charge.evidence')}
            invalid={Boolean(shown.evidence)}
            data-testid="charge-evidence"
          />
        </Field>
        <Field label={t('funds.remark')} htmlFor={ids.remark}>
          <textarea
            id={ids.remark}
            className="native-textarea"
            value={v.remark}
            maxLength={REMARK_LENGTH_MAX}
            placeholder={t('funds.remarkPlaceholder')}
            onChange={(e) => form.set('remark')(e.target.value)}
            data-testid="charge-remark"
          />
        </Field>
      </section>
      <div style={{ marginBottom: 12 }}>
        <SubmitButton loading={charge.pending} data-testid="charge-submit">
          {t('charge.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}
