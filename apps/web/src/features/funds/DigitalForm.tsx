import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { Field } from '../../components/Field';
import { requiredText } from '../../components/form-rules';
import { EmptyState, ErrorRetry, LoadingSkeleton } from '../../components/PageStates';
import { TextInput } from '../../components/TextField';
import { useFormState } from '../../components/use-form-state';
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
/** From this many characters (a TRC20 address's length, the shorter one) an address is checked as typed. */
const WALLET_ADDRESS_LIVE_CHECK_LENGTH = 34;

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
  // The channel is kept as its id's text ('' until one is picked), as every value of the form is text.
  const form = useFormState({ channel: '', address: '' });
  const v = form.values;
  const picked = v.channel === '' ? null : Number(v.channel);
  const secondFactor = useSecondFactor();

  const digital = channels.data?.filter((c) => c.type === 'digital') ?? [];
  const channel = digital.find((c) => c.id === picked) ?? null;
  const protocol = channel ? protocolOf(channel) : null;
  const addressOk = walletAddressOk(protocol, v.address);
  const addressInvalid = t('digital.addressInvalid', { protocol: protocol ?? t('digital.address') });
  const errors = {
    channel: channel ? null : t('field.required', { field: t('digital.currency') }),
    address:
      requiredText(v.address, t('field.required', { field: t('digital.address') })) ??
      (addressOk ? null : addressInvalid),
  };
  const shown = form.shown(errors);
  // A full-length address that fails its network's check is said while typing, before submit.
  const addressError =
    shown.address ??
    (v.address.trim().length >= WALLET_ADDRESS_LIVE_CHECK_LENGTH && !addressOk ? addressInvalid : null);

  const submit = async () => {
    if (!channel || !secondFactor.valid) return;
    await add.mutateAsync({ channelId: channel.id, address: v.address.trim(), ...secondFactor.payload() });
    toast(t('funds.addSuccess'), 'success');
    goBack();
  };

  if (channels.isPending) return <LoadingSkeleton lines={4} />;
  if (channels.isError) return <ErrorRetry onRetry={() => void channels.refetch()} />;
  if (digital.length === 0) return <EmptyState text={t('withdraw.noWallet')} />;
  return (
    <form className="page-body" noValidate onSubmit={form.onSubmit(errors, submit)}>
      <section className="card form-card">
        <Field label={t('digital.currency')} htmlFor={channelId} error={shown.channel}>
          <ChannelSelect
            id={channelId}
            channels={digital}
            picked={picked}
            onPick={(id) => form.set('channel')(id === null ? '' : String(id))}
          />
        </Field>
        <Field
          label={t('digital.address')}
          htmlFor={addressId}
          error={addressError}
          good={v.address !== '' && addressOk}
          hint={channel && protocol ? t('digital.protocolHint', { currency: channel.name, protocol }) : null}
        >
          <TextInput
            id={addressId}
            value={v.address}
            onChange={(text) => form.set('address')(text.replace(/\s/g, ''))}
            maxLength={ADDRESS_MAX}
            autoComplete="off"
            placeholder={t('digital.addressPlaceholder')}
            data-testid="wallet-form-address"
          />
        </Field>
        {secondFactor.required && (
          <OtpField value={secondFactor.value} onChange={secondFactor.setValue} showErrors={form.submitted} />
        )}
      </section>
      <SubmitButton loading={add.isPending} data-testid="wallet-form-submit">
        {t('funds.submit')}
      </SubmitButton>
    </form>
  );
}
