import { ALERT_CONDITION_VALUES, ALERTS_ACTIVE_LIMIT, type Alert } from '@demo/contract';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocation, useNavigate } from 'react-router';
import { TextInput } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { latestQuote, useQuote } from '../../lib/realtime';
import { loginPathFor } from '../../lib/route-guard';
import { useSession } from '../../lib/session-store';
import { toast } from '../../lib/toast';
import { conditionKey, isRateCondition, notificationState, prefilledLevel } from './alert-text';
import { useCreateAlert } from './queries';
import './alerts.css';

/** The bell in the detail page's top bar: opens a sheet that sets an alert at a level, pre-filled with the current price. */
export function AlertBell({ code }: { code: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const location = useLocation();
  const token = useSession((s) => s.token);
  const [open, setOpen] = useState(false);

  const onClick = () => {
    if (!token) {
      navigate(loginPathFor(location.pathname + location.search));
      return;
    }
    setOpen(true);
  };

  return (
    <>
      <button
        type="button"
        className="alert-bell"
        aria-label={t('alerts.bell')}
        title={t('alerts.bell')}
        data-testid="alert-bell"
        onClick={onClick}
      >
        <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
          <path
            d="M12 3a6 6 0 0 0-6 6v3.6L4.3 16h15.4L18 12.6V9a6 6 0 0 0-6-6zM9.8 19a2.2 2.2 0 0 0 4.4 0"
            fill="none"
            stroke="currentColor"
            strokeWidth="1.8"
            strokeLinejoin="round"
            strokeLinecap="round"
          />
        </svg>
      </button>
      <Popup visible={open} onMaskClick={() => setOpen(false)} onClose={() => setOpen(false)} destroyOnClose>
        <AlertForm code={code} onDone={() => setOpen(false)} onOpenList={() => navigate(PATHS.alerts)} />
      </Popup>
    </>
  );
}

function AlertForm({ code, onDone, onOpenList }: { code: string; onDone: () => void; onOpenList: () => void }) {
  const { t } = useTranslation();
  const quote = useQuote(code);
  const [condition, setCondition] = useState<Alert['condition']>('above');
  const [value, setValue] = useState(() => prefilledLevel('above', quote));
  const [repeat, setRepeat] = useState(false);
  const [permission, setPermission] = useState(notificationState);
  const create = useCreateAlert();

  const pick = (next: Alert['condition']) => {
    // Switching between price and day change puts the matching current value back in the field.
    if (isRateCondition(next) !== isRateCondition(condition)) setValue(prefilledLevel(next, latestQuote(code)));
    setCondition(next);
  };

  const submit = async () => {
    try {
      await create.mutateAsync({ code, condition, value: value.trim(), repeat: repeat ? 1 : 0 });
      toast(t('alerts.created'), 'success');
      onDone();
    } catch {
      // The API client has already toasted why (the message names the field).
    }
  };

  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };

  const current = quote ? (isRateCondition(condition) ? `${quote.changeRate}%` : quote.price) : '';
  return (
    <form
      className="alert-form"
      data-testid="alert-form"
      onSubmit={(e) => {
        e.preventDefault();
        void submit();
      }}
    >
      <div className="alert-form__head">
        <h3 className="card-title">
          {t('alerts.sheetTitle')} · {code}
        </h3>
        <Button size="small" fill="none" color="primary" onClick={onOpenList} data-testid="alert-form-mine">
          {t('alerts.mine')}
        </Button>
      </div>
      <fieldset className="alert-form__conditions" aria-label={t('alerts.condition')}>
        {ALERT_CONDITION_VALUES.map((c) => (
          <button
            key={c}
            type="button"
            aria-pressed={c === condition}
            className={c === condition ? 'alert-chip alert-chip--on' : 'alert-chip'}
            data-testid={`alert-condition-${c}`}
            onClick={() => pick(c)}
          >
            {t(conditionKey(c))}
          </button>
        ))}
      </fieldset>
      <label className="alert-form__label" htmlFor="alert-value">
        {t('alerts.value')}
        {current && (
          <span className="alert-form__hint tabular" data-testid="alert-current" data-value={current}>
            {t('alerts.valueHint', { current })}
          </span>
        )}
      </label>
      <TextInput
        id="alert-value"
        value={value}
        onChange={setValue}
        inputMode="decimal"
        maxLength={24}
        data-testid="alert-value"
      />
      <div className="alert-form__row">
        <div>
          <div>{t('alerts.repeat')}</div>
          <div className="alert-form__hint">{t('alerts.repeatHint')}</div>
        </div>
        <Switch checked={repeat} onChange={setRepeat} data-testid="alert-repeat" />
      </div>
      {permission === 'default' && (
        <Button block fill="outline" onClick={() => void askPermission()} data-testid="alert-allow-notifications">
          {t('alerts.allowNotifications')}
        </Button>
      )}
      {permission === 'granted' && <div className="alert-form__hint">{t('alerts.notificationsOn')}</div>}
      {permission === 'denied' && <div className="alert-form__hint">{t('alerts.notificationsBlocked')}</div>}
      <div className="alert-form__hint">{t('alerts.limitHint', { max: ALERTS_ACTIVE_LIMIT })}</div>
      <Button block color="primary" type="submit" loading={create.isPending} data-testid="alert-create">
        {t('alerts.create')}
      </Button>
    </form>
  );
}
