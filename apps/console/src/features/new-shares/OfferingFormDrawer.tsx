import { formatIndiaTime } from '@demo/client';
import { consoleNewSharesApi as api, type consoleNewSharesApi, OFFERING_TYPES } from '@demo/contract';
import { Alert, Form, Input, InputNumber, Select, Space } from 'antd';
import { FormDrawer } from '../../components/FormDrawer';
import { call } from '../../lib/api';
import { createPayload, type OfferingFormValues } from './offering-form';

type AdminOffering = consoleNewSharesApi.AdminOffering;

export const TYPE_LABELS: Record<(typeof OFFERING_TYPES)[number], string> = {
  ipo: 'IPO',
  placement: 'Placement',
  dazong: 'Block trade (Dazong)',
  limit: 'Upper circuit',
};

const HOUR_MS = 3_600_000;

function initialValues(offering: AdminOffering | null): Partial<OfferingFormValues> {
  if (offering === null) {
    const now = Math.ceil(Date.now() / HOUR_MS) * HOUR_MS;
    return {
      type: 'ipo',
      lotSize: 1,
      minLots: 1,
      maxLots: 10,
      fee: '0',
      simulatedApplicants: 0,
      simulatedMaxLots: 1,
      subscribeStart: formatIndiaTime(now, 'YYYY-MM-DDTHH:mm'),
      subscribeEnd: formatIndiaTime(now + 48 * HOUR_MS, 'YYYY-MM-DDTHH:mm'),
      allotDate: formatIndiaTime(now + 72 * HOUR_MS, 'YYYY-MM-DDTHH:mm'),
      listingDate: formatIndiaTime(now + 120 * HOUR_MS, 'YYYY-MM-DDTHH:mm'),
    };
  }
  return {
    type: offering.type,
    underlyingCode: offering.underlyingCode,
    name: offering.name,
    sectors: offering.sectors,
    securitiesCompany: offering.securitiesCompany,
    price: offering.price,
    lotSize: offering.lotSize,
    minLots: offering.minLots,
    maxLots: offering.maxLots,
    fee: offering.fee,
    totalShare: offering.totalShare,
    simulatedApplicants: offering.simulatedApplicants,
    simulatedMaxLots: offering.simulatedMaxLots,
    subscribeStart: formatIndiaTime(offering.subscribeStart, 'YYYY-MM-DDTHH:mm'),
    subscribeEnd: formatIndiaTime(offering.subscribeEnd, 'YYYY-MM-DDTHH:mm'),
    allotDate: formatIndiaTime(offering.allotDate ?? offering.subscribeEnd, 'YYYY-MM-DDTHH:mm'),
    listingDate: formatIndiaTime(offering.listingDate ?? offering.subscribeEnd, 'YYYY-MM-DDTHH:mm'),
  };
}

/** Kind and underlying (fixed once created), name, sectors and the securities company. */
function IdentityFields({ editing }: { editing: boolean }) {
  return (
    <>
      <Space wrap size={16} style={{ width: '100%' }}>
        <Form.Item name="type" label="Kind" rules={[{ required: true }]}>
          <Select
            style={{ width: 200 }}
            disabled={editing}
            options={OFFERING_TYPES.map((t) => ({ value: t, label: TYPE_LABELS[t] }))}
            data-testid="offering-form-type"
          />
        </Form.Item>
        <Form.Item name="underlyingCode" label="Underlying product (KRX or NSE code)" rules={[{ required: true }]}>
          <Input style={{ width: 200 }} disabled={editing} data-testid="offering-form-underlying" />
        </Form.Item>
      </Space>
      <Form.Item name="name" label="Name" rules={[{ required: true, max: 64 }]}>
        <Input data-testid="offering-form-name" />
      </Form.Item>
      <Space wrap size={16} style={{ width: '100%' }}>
        <Form.Item name="sectors" label="Sectors" rules={[{ required: true, max: 64 }]}>
          <Input style={{ width: 240 }} />
        </Form.Item>
        <Form.Item name="securitiesCompany" label="Securities company" rules={[{ required: true, max: 64 }]}>
          <Input style={{ width: 240 }} />
        </Form.Item>
      </Space>
    </>
  );
}

/** Price, lots, fee, total and the simulated demand: fixed once the subscription has opened. */
function TermsFields({ opened }: { opened: boolean }) {
  return (
    <>
      <Space wrap size={16}>
        <Form.Item name="price" label="Price (offering currency)" rules={[{ required: true }]}>
          <Input style={{ width: 160 }} disabled={opened} data-testid="offering-form-price" />
        </Form.Item>
        <Form.Item name="lotSize" label="Lot size (shares)" rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} disabled={opened} data-testid="offering-form-lot-size" />
        </Form.Item>
        <Form.Item name="minLots" label="Min lots" rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} disabled={opened} />
        </Form.Item>
        <Form.Item name="maxLots" label="Max lots" rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} disabled={opened} data-testid="offering-form-max-lots" />
        </Form.Item>
        <Form.Item name="fee" label="Application fee">
          <Input style={{ width: 120 }} disabled={opened} />
        </Form.Item>
        <Form.Item name="totalShare" label="Total shares" rules={[{ required: true }]}>
          <InputNumber min={1} precision={0} disabled={opened} data-testid="offering-form-total" />
        </Form.Item>
      </Space>
      <Space wrap size={16}>
        <Form.Item
          name="simulatedApplicants"
          label="Simulated applicants"
          tooltip="Applications of the simulated market, drawn from the committed seed"
        >
          <InputNumber min={0} max={100000} precision={0} disabled={opened} data-testid="offering-form-simulated" />
        </Form.Item>
        <Form.Item name="simulatedMaxLots" label="Simulated max lots">
          <InputNumber min={1} max={1000} precision={0} disabled={opened} />
        </Form.Item>
      </Space>
    </>
  );
}

/** The four instants of an offering, in India time. */
function ScheduleFields() {
  return (
    <Space wrap size={16}>
      <Form.Item name="subscribeStart" label="Subscription opens (IST)" rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="offering-form-start" />
      </Form.Item>
      <Form.Item name="subscribeEnd" label="Subscription closes (IST)" rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="offering-form-end" />
      </Form.Item>
      <Form.Item name="allotDate" label="Allotment (IST)" rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="offering-form-allot" />
      </Form.Item>
      <Form.Item name="listingDate" label="Listing (IST)" rules={[{ required: true }]}>
        <Input type="datetime-local" data-testid="offering-form-listing" />
      </Form.Item>
    </Space>
  );
}

/**
 * Create or edit an offering. The server decides what may still change (docs/SPEC.md N10: terms until
 * the subscription opens, instants not yet passed, never a result); its refusal names the field.
 */
export function OfferingFormDrawer({
  offering,
  onClose,
  onSaved,
}: {
  offering: AdminOffering | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<OfferingFormValues>();
  const type = Form.useWatch('type', form);
  const opened = offering !== null && offering.status !== 'upcoming';

  async function save(values: OfferingFormValues): Promise<string | null> {
    const built = createPayload(values);
    if (!built.ok) {
      form.setFields([{ name: built.field as keyof OfferingFormValues, errors: ['Enter a date and time'] }]);
      return null;
    }
    let done: string;
    if (offering === null) {
      const created = await call(api.newShareCreate, built.payload);
      done = `Offering ${created.code} created; its draw commitment is published`;
    } else {
      const { type: _type, underlyingCode: _code, ...rest } = built.payload;
      await call(api.newShareUpdate, { ...rest, id: offering.id });
      done = `Offering ${offering.code} updated`;
    }
    await onSaved();
    return done;
  }

  return (
    <FormDrawer
      form={form}
      size="large"
      title={offering ? `Edit ${offering.code}` : 'New offering'}
      submitText={offering ? 'Save' : 'Create'}
      submitTestId="offering-form-submit"
      save={save}
      onClose={onClose}
    >
      {opened && (
        <Alert
          type="info"
          showIcon
          style={{ marginBottom: 16 }}
          title="Subscription has opened: price, lots, fee, total and simulated demand are fixed, and passed times cannot move. Results are never edited."
        />
      )}
      <Form<OfferingFormValues> form={form} layout="vertical" initialValues={initialValues(offering)} preserve={false}>
        <IdentityFields editing={offering !== null} />
        <TermsFields opened={opened} />
        <ScheduleFields />
        {(type === 'dazong' || offering?.passwordSet) && (
          <Form.Item
            name="password"
            label={offering?.passwordSet ? 'New access password (leave empty to keep)' : 'Access password'}
            rules={[{ required: type === 'dazong' && !offering?.passwordSet, max: 64 }]}
          >
            <Input.Password autoComplete="new-password" data-testid="offering-form-password" />
          </Form.Item>
        )}
        <Form.Item name="reason" label="Reason (audit log)" rules={[{ required: true, max: 500 }]}>
          <Input.TextArea rows={2} data-testid="offering-form-reason" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}
