import { formatIndiaTime } from '@demo/client';
import type { AccountType, SipPlan } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TextInput } from '../../components/TextField';
import { usePrefs } from '../../lib/prefs-store';
import { requestIdKeeper } from '../../lib/request-id';
import { toast } from '../../lib/toast';
import { useAccountLabel } from '../account/use-account-label';
import { useSettings } from '../content/queries';
import { indiaDate, validAmount, validLots, weekdayKey } from './describe';
import { useCreateSip } from './queries';
import './sip.css';

/** What a plan buys: a product by code, or an AI product by id (which is bought by amount only). */
export type SipTarget =
  | { kind: 'product'; code: string; name: string }
  | { kind: 'ai'; aiProductId: number; name: string };

const FREQUENCIES: readonly SipPlan['frequency'][] = ['monthly', 'weekly', 'daily'];
const WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const ACCOUNTS: readonly AccountType[] = ['real', 'virtual'];

/** A row of choice chips, each a 44 px button; the chosen one pressed. */
function Chips<K extends string | number>({
  label,
  options,
  value,
  onPick,
  text,
  testId,
}: {
  label: string;
  options: readonly K[];
  value: K;
  onPick: (key: K) => void;
  text: (key: K) => string;
  testId: string;
}) {
  return (
    <fieldset className="sip-chips" aria-label={label}>
      <legend className="sip-form__label">{label}</legend>
      {options.map((o) => (
        <button
          key={o}
          type="button"
          aria-pressed={o === value}
          className={o === value ? 'sip-chip sip-chip--on' : 'sip-chip'}
          data-testid={`${testId}-${o}`}
          onClick={() => onPick(o)}
        >
          {text(o)}
        </button>
      ))}
    </fieldset>
  );
}

/**
 * "Start a SIP" (docs/SPEC.md SP1): amount or lots, how often and on which day, the start and an
 * optional end, and the account. Safe defaults: monthly on tomorrow's date from tomorrow, by amount,
 * in the account the app is showing.
 */
export function SipSheet({ target, onClose }: { target: SipTarget; onClose: () => void }) {
  return (
    <Popup visible onMaskClick={onClose} onClose={onClose} destroyOnClose>
      <SipForm target={target} onDone={onClose} />
    </Popup>
  );
}

function SipForm({ target, onDone }: { target: SipTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  const appAccount = usePrefs((s) => s.accountType);
  const tomorrow = indiaDate(Date.now(), 1);
  const [by, setBy] = useState<'amount' | 'lots'>('amount');
  const [amount, setAmount] = useState('');
  const [lots, setLots] = useState('1');
  const [frequency, setFrequency] = useState<SipPlan['frequency']>('monthly');
  const [weekday, setWeekday] = useState<number>(1);
  const [monthDate, setMonthDate] = useState<number>(Math.min(Number(tomorrow.slice(8, 10)), 28));
  const [startDate, setStartDate] = useState(tomorrow);
  const [endDate, setEndDate] = useState('');
  const [accountType, setAccountType] = useState<AccountType>(appAccount);
  const create = useCreateSip();
  const settings = useSettings();
  // One request id per confirmation: a retry of the same tap cannot start two plans (E7).
  const requestId = useRef(requestIdKeeper());
  const byLots = target.kind === 'product' && by === 'lots';

  const submit = async () => {
    if (byLots ? !validLots(lots) : !validAmount(amount)) {
      toast(t(byLots ? 'sip.invalidLots' : 'sip.invalidAmount'), 'fail');
      return;
    }
    try {
      const plan = await create.mutateAsync({
        ...(target.kind === 'product' ? { code: target.code } : { aiProductId: target.aiProductId }),
        ...(byLots ? { hands: Number(lots) } : { amount: amount.trim() }),
        frequency,
        ...(frequency === 'weekly' ? { day: weekday } : frequency === 'monthly' ? { day: monthDate } : {}),
        startDate,
        ...(endDate ? { endDate } : {}),
        accountType,
        requestId: requestId.current.current(),
      });
      requestId.current.renew();
      const at = plan.nextAt === null ? '' : formatIndiaTime(plan.nextAt, 'YYYY-MM-DD HH:mm');
      toast(t('sip.created', { at }), 'success');
      onDone();
    } catch {
      // The API client has already toasted why (the message names the field).
    }
  };

  return (
    <form
      className="sip-form"
      data-testid="sip-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <h3 className="card-title">{t('sip.sheetTitle', { name: target.name })}</h3>
      <p className="sip-form__hint">{t('sip.intro')}</p>
      {target.kind === 'product' && (
        <Chips
          label={t('sip.by')}
          options={['amount', 'lots'] as const}
          value={by}
          onPick={setBy}
          text={(k) => t(k === 'amount' ? 'sip.byAmount' : 'sip.byLots')}
          testId="sip-by"
        />
      )}
      {byLots ? (
        <div className="sip-form__field">
          <label className="sip-form__label" htmlFor="sip-lots">
            {t('sip.lots')}
          </label>
          <TextInput
            id="sip-lots"
            value={lots}
            onChange={setLots}
            inputMode="numeric"
            maxLength={4}
            data-testid="sip-lots"
          />
        </div>
      ) : (
        <div className="sip-form__field">
          <label className="sip-form__label" htmlFor="sip-amount">
            {t('sip.amount', { currency: settings.data?.defaultCurrency ?? 'INR' })}
          </label>
          <TextInput
            id="sip-amount"
            value={amount}
            onChange={setAmount}
            inputMode="decimal"
            maxLength={16}
            placeholder="5000"
            data-testid="sip-amount"
          />
          <span className="sip-form__hint">{t('sip.amountHint')}</span>
        </div>
      )}
      <Chips
        label={t('sip.frequency')}
        options={FREQUENCIES}
        value={frequency}
        onPick={setFrequency}
        text={(k) => t(`sip.${k}`)}
        testId="sip-frequency"
      />
      {frequency === 'weekly' && (
        <Chips
          label={t('sip.weekday')}
          options={WEEKDAYS}
          value={weekday as (typeof WEEKDAYS)[number]}
          onPick={setWeekday}
          text={(k) => t(weekdayKey(k))}
          testId="sip-weekday"
        />
      )}
      {frequency === 'monthly' && (
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.monthDate')}</span>
          <select
            value={monthDate}
            onChange={(e) => setMonthDate(Number(e.target.value))}
            className="sip-form__input tabular"
            data-testid="sip-month-date"
          >
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          {monthDate > 28 && <span className="sip-form__hint">{t('sip.monthDateHint')}</span>}
        </label>
      )}
      <div className="sip-form__dates">
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.startDate')}</span>
          <input
            type="date"
            className="sip-form__input tabular"
            value={startDate}
            min={indiaDate(Date.now())}
            onChange={(e) => setStartDate(e.target.value)}
            data-testid="sip-start"
          />
        </label>
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.endDate')}</span>
          <input
            type="date"
            className="sip-form__input tabular"
            value={endDate}
            min={startDate}
            onChange={(e) => setEndDate(e.target.value)}
            data-testid="sip-end"
          />
        </label>
      </div>
      <Chips
        label={t('sip.account')}
        options={ACCOUNTS}
        value={accountType}
        onPick={setAccountType}
        text={(k) => accountLabel(k)}
        testId="sip-account"
      />
      <Button block color="primary" type="submit" loading={create.isPending} data-testid="sip-create">
        {t('sip.create')}
      </Button>
    </form>
  );
}
