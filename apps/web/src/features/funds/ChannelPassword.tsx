import Button from 'antd-mobile/es/components/button';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { PasswordInput } from '../../components/TextField';
import { useCheckChannelPassword } from './mutations';

/** A channel that needs a password asks for it (`income_currency_channel/check`) before it shows where to pay. */
export function ChannelPassword({ channelId, onPassed }: { channelId: number; onPassed: () => void }) {
  const { t } = useTranslation();
  const id = useId();
  const [password, setPassword] = useState('');
  const check = useCheckChannelPassword();
  const submit = async () => {
    if (password === '') return;
    await check.mutateAsync({ id: channelId, password });
    onPassed();
  };
  return (
    <section className="card" data-testid="charge-password-card">
      <h2 className="card-title">{t('charge.passwordTitle')}</h2>
      <p className="muted" style={{ marginTop: 0 }}>
        {t('charge.passwordPrompt')}
      </p>
      <Field label={t('charge.passwordTitle')} htmlFor={id}>
        <PasswordInput
          id={id}
          value={password}
          onChange={setPassword}
          autoComplete="off"
          placeholder={t('charge.passwordPlaceholder')}
          data-testid="charge-channel-password"
        />
      </Field>
      <Button
        block
        color="primary"
        disabled={password === ''}
        loading={check.isPending}
        onClick={() => void submit().catch(() => undefined)}
        data-testid="charge-channel-password-submit"
      >
        {t('charge.passwordCheck')}
      </Button>
    </section>
  );
}
