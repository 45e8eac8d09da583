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

/** The sheet's choices; the defaults are the safe ones (SP1). */
interface SipChoices {
  by: 'amount' | 'lots';
  amount: string;
  lots: string;
  frequency: SipPlan['frequency'];
  weekday: (typeof WEEKDAYS)[number];
  monthDate: number;
  startDate: string;
  endDate: string;
  /** Instalments before the plan ends (SP10), digits only; empty = none. Exclusive with `endDate`. */
  count: string;
  accountType: AccountType;
}
type SetChoices = (patch: Partial<SipChoices>) => void;

function defaultChoices(accountType: AccountType): SipChoices {
  const tomorrow = indiaDate(Date.now(), 1);
  const date = Number(tomorrow.slice(8, 10));
  return {
    by: 'amount',
    amount: '',
    lots: '1',
    frequency: 'monthly',
    weekday: 1,
    monthDate: Math.min(date, 28),
    startDate: tomorrow,
    endDate: '',
    count: '',
    accountType,
  };
}

/** The payload of `sip/create` for the choices, without its request id. */
function payloadOf(target: SipTarget, c: SipChoices, byLots: boolean) {
  return {
    ...(target.kind === 'product' ? { code: target.code } : { aiProductId: target.aiProductId }),
    ...(byLots ? { hands: Number(c.lots) } : { amount: c.amount.trim() }),
    frequency: c.frequency,
    ...(c.frequency === 'weekly' ? { day: c.weekday } : c.frequency === 'monthly' ? { day: c.monthDate } : {}),
    startDate: c.startDate,
    ...(c.count ? { count: Number(c.count) } : c.endDate ? { endDate: c.endDate } : {}),
    accountType: c.accountType,
  };
}

function SipForm({ target, onDone }: { target: SipTarget; onDone: () => void }) {
  const { t } = useTranslation();
  const appAccount = usePrefs((s) => s.accountType);
  const [choices, setChoices] = useState(() => defaultChoices(appAccount));
  const set: SetChoices = (patch) => setChoices((c) => ({ ...c, ...patch }));
  const create = useCreateSip();
  // One request id per confirmation: a retry of the same tap cannot start two plans (E7).
  const requestId = useRef(requestIdKeeper());
  const byLots = target.kind === 'product' && choices.by === 'lots';

  const submit = async () => {
    if (byLots ? !validLots(choices.lots) : !validAmount(choices.amount)) {
      toast(t(byLots ? 'sip.invalidLots' : 'sip.invalidAmount'), 'fail');
      return;
    }
    try {
      const plan = await create.mutateAsync({
        ...payloadOf(target, choices, byLots),
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
      <SizeFields target={target} choices={choices} set={set} byLots={byLots} />
      <ScheduleFields choices={choices} set={set} />
      <DatesAndAccount choices={choices} set={set} />
      <Button block color="primary" type="submit" loading={create.isPending} data-testid="sip-create">
        {t('sip.create')}
      </Button>
    </form>
  );
}

/** Amount or lots, and how much each time. */
function SizeFields({
  target,
  choices,
  set,
  byLots,
}: {
  target: SipTarget;
  choices: SipChoices;
  set: SetChoices;
  byLots: boolean;
}) {
  const { t } = useTranslation();
  const settings = useSettings();
  return (
    <>
      {target.kind === 'product' && (
        <Chips
          label={t('sip.by')}
          options={['amount', 'lots'] as const}
          value={choices.by}
          onPick={(by) => set({ by })}
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
            value={choices.lots}
            onChange={(lots) => set({ lots })}
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
            value={choices.amount}
            onChange={(amount) => set({ amount })}
            inputMode="decimal"
            maxLength={16}
            placeholder="5000"
            data-testid="sip-amount"
          />
          <span className="sip-form__hint">{t('sip.amountHint')}</span>
        </div>
      )}
    </>
  );
}

/** How often, and on which weekday or date. */
function ScheduleFields({ choices, set }: { choices: SipChoices; set: SetChoices }) {
  const { t } = useTranslation();
  return (
    <>
      <Chips
        label={t('sip.frequency')}
        options={FREQUENCIES}
        value={choices.frequency}
        onPick={(frequency) => set({ frequency })}
        text={(k) => t(`sip.${k}`)}
        testId="sip-frequency"
      />
      {choices.frequency === 'weekly' && (
        <Chips
          label={t('sip.weekday')}
          options={WEEKDAYS}
          value={choices.weekday}
          onPick={(weekday) => set({ weekday })}
          text={(k) => t(weekdayKey(k))}
          testId="sip-weekday"
        />
      )}
      {choices.frequency === 'monthly' && (
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.monthDate')}</span>
          <select
            value={choices.monthDate}
            onChange={(e) => set({ monthDate: Number(e.target.value) })}
            className="sip-form__input tabular"
            data-testid="sip-month-date"
          >
            {Array.from({ length: 31 }, (_, i) => i + 1).map((d) => (
              <option key={d} value={d}>
                {d}
              </option>
            ))}
          </select>
          {choices.monthDate > 28 && <span className="sip-form__hint">{t('sip.monthDateHint')}</span>}
        </label>
      )}
    </>
  );
}

/** The start, the optional end and the account. */
function DatesAndAccount({ choices, set }: { choices: SipChoices; set: SetChoices }) {
  const { t } = useTranslation();
  const accountLabel = useAccountLabel();
  return (
    <>
      <div className="sip-form__dates">
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.startDate')}</span>
          <input
            type="date"
            className="sip-form__input tabular"
            value={choices.startDate}
            min={indiaDate(Date.now())}
            onChange={(e) => set({ startDate: e.target.value })}
            data-testid="sip-start"
          />
        </label>
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.endDate')}</span>
          <input
            type="date"
            className="sip-form__input tabular"
            value={choices.endDate}
            min={choices.startDate}
            onChange={(e) => set({ endDate: e.target.value, count: '' })}
            data-testid="sip-end"
          />
        </label>
        <label className="sip-form__field">
          <span className="sip-form__label">{t('sip.count')}</span>
          <input
            inputMode="numeric"
            className="sip-form__input tabular"
            value={choices.count}
            placeholder={t('sip.countPlaceholder')}
            maxLength={4}
            onChange={(e) => set({ count: e.target.value.replace(/\D/g, ''), endDate: '' })}
            data-testid="sip-count"
          />
        </label>
      </div>
      <Chips
        label={t('sip.account')}
        options={ACCOUNTS}
        value={choices.accountType}
        onPick={(accountType) => set({ accountType })}
        text={(k) => accountLabel(k)}
        testId="sip-account"
      />
    </>
  );
}
