import type { Alert } from '@demo/contract';
import { ALERT_CONDITION_VALUES, ALERTS_ACTIVE_LIMIT } from '@demo/contract/refs';
import Button from 'antd-mobile/es/components/button';
import Popup from 'antd-mobile/es/components/popup';
import Switch from 'antd-mobile/es/components/switch';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { TextInput } from '../../components/TextField';
import { PATHS } from '../../lib/paths';
import { latestQuote, useQuote } from '../../lib/realtime';
import { toast } from '../../lib/toast';
import { conditionKey, isRateCondition, notificationState, prefilledLevel } from './alert-text';
import { useCreateAlert } from './queries';

/**
 * The sheet the bell opens: a level pre-filled with the current price, the condition, repeat, and
 * notifications. Its own chunk, with the popup and form controls, loaded on the first tap of the bell.
 */
export default function AlertSheet({
  code,
  visible,
  onClose,
}: {
  code: string;
  visible: boolean;
  onClose: () => void;
}) {
  const navigate = useNavigate();
  return (
    <Popup visible={visible} onMaskClick={onClose} onClose={onClose} destroyOnClose>
      <AlertForm code={code} onDone={onClose} onOpenList={() => navigate(PATHS.alerts)} />
    </Popup>
  );
}

/** Whether alerts can show as system notifications, with the button that asks for permission. */
function NotificationsNote() {
  const { t } = useTranslation();
  const [permission, setPermission] = useState(notificationState);
  const askPermission = async () => {
    if (typeof Notification === 'undefined') return;
    setPermission(await Notification.requestPermission());
  };

  return (
    <>
      {permission === 'default' && (
        <Button block fill="outline" onClick={() => void askPermission()} data-testid="alert-allow-notifications">
          {t('alerts.allowNotifications')}
        </Button>
      )}
      {permission === 'granted' && <div className="alert-form__hint">{t('alerts.notificationsOn')}</div>}
      {permission === 'denied' && <div className="alert-form__hint">{t('alerts.notificationsBlocked')}</div>}
    </>
  );
}

/** The four conditions as chips, the chosen one pressed. */
function ConditionChips({
  condition,
  onPick,
}: {
  condition: Alert['condition'];
  onPick: (condition: Alert['condition']) => void;
}) {
  const { t } = useTranslation();
  return (
    <fieldset className="alert-form__conditions" aria-label={t('alerts.condition')}>
      {ALERT_CONDITION_VALUES.map((c) => (
        <button
          key={c}
          type="button"
          aria-pressed={c === condition}
          className={c === condition ? 'alert-chip alert-chip--on' : 'alert-chip'}
          data-testid={`alert-condition-${c}`}
          onClick={() => onPick(c)}
        >
          {t(conditionKey(c))}
        </button>
      ))}
    </fieldset>
  );
}

function AlertForm({ code, onDone, onOpenList }: { code: string; onDone: () => void; onOpenList: () => void }) {
  const { t } = useTranslation();
  const quote = useQuote(code);
  const [condition, setCondition] = useState<Alert['condition']>('above');
  const [value, setValue] = useState(() => prefilledLevel('above', quote));
  const [repeat, setRepeat] = useState(false);
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
      <ConditionChips condition={condition} onPick={pick} />
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
      <NotificationsNote />
      <div className="alert-form__hint">{t('alerts.limitHint', { max: ALERTS_ACTIVE_LIMIT })}</div>
      <Button block color="primary" type="submit" loading={create.isPending} data-testid="alert-create">
        {t('alerts.create')}
      </Button>
    </form>
  );
}
