import { formatDecimal } from '@demo/client';
import type { User } from '@demo/contract';
import { PAY_PASSWORD_LENGTH, REMARK_LENGTH_MAX, ROUTES } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { Field } from '../../components/Field';
import { SubmitButton } from '../../components/SubmitButton';
import { PasswordInput, TextInput } from '../../components/TextField';
import { currencyName } from '../../i18n/data-names';
import { OtpField } from '../security/OtpField';
import { sanitizeAmountInput } from './amount';
import { FxQuoteLine } from './FxQuoteLine';
import { useWithdrawForm } from './use-withdraw-form';

type WithdrawFormState = ReturnType<typeof useWithdrawForm>;

/** Withdrawal: to a bank account or a wallet, amount within min and available, payment password. */
export function WithdrawForm({ user, onLocked }: { user: User; onLocked: (amount: string) => void }) {
  const { t } = useTranslation();
  const withdraw = useWithdrawForm(user, onLocked);
  const ids = { remark: useId(), password: useId() };
  const { form, shown, secondFactor } = withdraw;

  return (
    <form noValidate onSubmit={withdraw.onSubmit}>
      <section className="card form-card">
        <WithdrawTargetFields withdraw={withdraw} />
        <WithdrawAmountField withdraw={withdraw} user={user} />
        <Field label={t('funds.remark')} htmlFor={ids.remark}>
          <textarea
            id={ids.remark}
            className="native-textarea"
            value={form.values.remark}
            maxLength={REMARK_LENGTH_MAX}
            placeholder={t('funds.remarkPlaceholder')}
            onChange={(e) => form.set('remark')(e.target.value)}
            data-testid="withdraw-remark"
          />
        </Field>
        <Field label={t('withdraw.payPassword')} htmlFor={ids.password} error={shown.password}>
          <PasswordInput
            id={ids.password}
            value={form.values.password}
            onChange={(text) => form.set('password')(text.replace(/\D/g, ''))}
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
            showErrors={form.submitted}
            data-testid="withdraw-otp"
          />
        )}
      </section>
      <div style={{ marginBottom: 12 }}>
        <SubmitButton loading={withdraw.pending} data-testid="withdraw-submit">
          {t('withdraw.submit')}
        </SubmitButton>
      </div>
    </form>
  );
}

/** Where the money goes: the payout kind, the account of that kind and the payout currency. */
function WithdrawTargetFields({ withdraw }: { withdraw: WithdrawFormState }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const ids = { account: useId(), currency: useId() };
  const { target } = withdraw;
  const { kinds, kind, accounts, account, currencyOptions, currency } = target;
  return (
    <>
      <Field label={t('withdraw.type')}>
        <fieldset className="chip-row funds-chips" aria-label={t('withdraw.type')} style={{ padding: '4px 0' }}>
          {kinds.map((k) => (
            <button
              key={k}
              type="button"
              className="chip"
              aria-pressed={k === kind}
              data-testid={`withdraw-type-${k}`}
              onClick={() => target.pickKind(k)}
            >
              {k === 'bank' ? t('withdraw.typeBank') : t('withdraw.typeDigital')}
            </button>
          ))}
        </fieldset>
      </Field>
      <Field label={t('withdraw.account')} htmlFor={ids.account} error={withdraw.shown.account}>
        {target.accountsLoading ? (
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
            onChange={(e) => target.setAccountId(Number(e.target.value))}
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
            onChange={(e) => target.setCurrencyId(Number(e.target.value))}
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
    </>
  );
}

/** The amount, in the payout currency when it is foreign, with the minimum or the live rate below. */
function WithdrawAmountField({ withdraw, user }: { withdraw: WithdrawFormState; user: User }) {
  const { t } = useTranslation();
  const id = useId();
  const { form, foreign, settings } = withdraw;
  return (
    <Field
      label={foreign ? t('fx.amountIn', { currency: foreign.currency }) : t('funds.amount')}
      htmlFor={id}
      error={withdraw.shown.amount}
      hint={
        foreign ? (
          <FxQuoteLine {...foreign} amount={form.values.amount} direction="out" />
        ) : settings ? (
          <span className="tabular">
            {t('funds.minAmount', {
              amount: formatDecimal(settings.minWithdrawAmount, { currency: settings.defaultCurrency }).text,
            })}
          </span>
        ) : null
      }
    >
      <TextInput
        id={id}
        value={form.values.amount}
        onChange={(text) => form.set('amount')(sanitizeAmountInput(text))}
        inputMode="decimal"
        autoComplete="off"
        placeholder={t('funds.amountPlaceholder')}
        data-testid="withdraw-amount"
        suffix={
          foreign ? undefined : (
            <button
              type="button"
              className="link-button"
              onClick={() => form.set('amount')(formatDecimal(user.balance, { grouped: false }).text)}
              data-testid="withdraw-all"
            >
              {t('withdraw.all')}
            </button>
          )
        }
      />
    </Field>
  );
}
