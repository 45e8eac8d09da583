import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TextInput } from '../../components/TextField';
import { toast } from '../../lib/toast';
import { OtpField } from '../security/OtpField';
import { useSecondFactor } from '../security/use-second-factor';
import { useAddWallet } from './mutations';
import { useOutcomeChannels } from './queries';
import { protocolOf, walletAddressOk } from './wallet-protocol';
import './funds.css';
import { SubmitButton } from '../../components/SubmitButton';
import { useGoBack } from '../../components/use-go-back';
import { PATHS } from '../../lib/paths';

const ADDRESS_MAX = 128;

type OutcomeChannel = NonNullable<ReturnType<typeof useOutcomeChannels>['data']>[number];

/** The digital withdrawal channels to choose the wallet's network from. */
function ChannelSelect({
  id,
  channels,
  picked,
  onPick,
}: {
  id: string;
  channels: readonly OutcomeChannel[];
  picked: number | null;
  onPick: (id: number | null) => void;
}) {
  const { t } = useTranslation();
  return (
    <select
      id={id}
      className="native-select"
      value={picked ?? ''}
      onChange={(e) => onPick(e.target.value ? Number(e.target.value) : null)}
      data-testid="wallet-form-channel"
    >
      <option value="">{t('digital.currencyPick')}</option>
      {channels.map((c) => (
        <option key={c.id} value={c.id}>
          {c.name}
        </option>
      ))}
    </select>
  );
}

/** Add a digital wallet: a digital withdrawal channel (its network) and an address checked for that network. */
export function DigitalForm() {
  const { t } = useTranslation();
  const goBack = useGoBack(PATHS.digitalList);
  const channels = useOutcomeChannels();
  const add = useAddWallet();
  const channelId = useId();
  const addressId = useId();
  const [picked, setPicked] = useState<number | null>(null);
  const [address, setAddress] = useState('');
  const [submitted, setSubmitted] = useState(false);
  const secondFactor = useSecondFactor();

  const digital = channels.data?.filter((c) => c.type === 'digital') ?? [];
  const channel = digital.find((c) => c.id === picked) ?? null;
  const protocol = channel ? protocolOf(channel) : null;
  const addressOk = walletAddressOk(protocol, address);
  const channelError = submitted && !channel ? t('field.required', { field: t('digital.currency') }) : null;
  const addressError =
    submitted && address.trim() === ''
      ? t('field.required', { field: t('digital.address') })
      : address.trim() !== '' && (submitted || address.trim().length >= 34) && !addressOk
        ? t('digital.addressInvalid', { protocol: protocol ?? t('digital.address') })
        : null;

  const submit = async () => {
    setSubmitted(true);
    if (!channel || !addressOk || !secondFactor.valid) return;
    await add.mutateAsync({ channelId: channel.id, address: address.trim(), ...secondFactor.payload() });
    toast(t('funds.addSuccess'), 'success');
    goBack();
  };

  if (channels.isPending) return <LoadingSkeleton lines={4} />;
  if (channels.isError) return <ErrorRetry onRetry={() => void channels.refetch()} />;
  if (digital.length === 0) return <EmptyState text={t('withdraw.noWallet')} />;
  return (
    <form
      className="page-body"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        void submit().catch(() => undefined);
      }}
    >
      <section className="card form-card">
        <Field label={t('digital.currency')} htmlFor={channelId} error={channelError}>
          <ChannelSelect id={channelId} channels={digital} picked={picked} onPick={setPicked} />
        </Field>
        <Field
          label={t('digital.address')}
          htmlFor={addressId}
          error={addressError}
          good={address !== '' && addressOk}
          hint={channel && protocol ? t('digital.protocolHint', { currency: channel.name, protocol }) : null}
        >
          <TextInput
            id={addressId}
            value={address}
            onChange={(text) => setAddress(text.replace(/\s/g, ''))}
            maxLength={ADDRESS_MAX}
            autoComplete="off"
            placeholder={t('digital.addressPlaceholder')}
            data-testid="wallet-form-address"
          />
        </Field>
        {secondFactor.required && (
          <OtpField value={secondFactor.value} onChange={secondFactor.setValue} showErrors={submitted} />
        )}
      </section>
      <SubmitButton loading={add.isPending} data-testid="wallet-form-submit">
        {t('funds.submit')}
      </SubmitButton>
    </form>
  );
}
