import { consoleAiApi } from '@demo/contract';
import { Col, Form, Input, InputNumber, Row, Select, Switch } from 'antd';
import { FormDrawer } from '../../components/FormDrawer';
import { call } from '../../lib/api';
import { contractItem } from '../../lib/contract-rule';
import { type AiFormValues, editValuesOf, NEW_AI_DEFAULTS, STRATEGY_OPTIONS, toPayload } from './ai-form';

type AdminAiProduct = consoleAiApi.AdminAiProduct;
const fields = consoleAiApi.aiProductCreate.payload.shape;
const wide = { style: { width: '100%' } } as const;

/** Adds or edits an AI product's terms; the server names any parameter it refuses. */
export function AiFormDrawer({
  product,
  onClose,
  onSaved,
}: {
  product: AdminAiProduct | null;
  onClose: () => void;
  onSaved: () => Promise<unknown>;
}) {
  const [form] = Form.useForm<AiFormValues>();
  const strategy = Form.useWatch('strategy', form) ?? product?.strategy ?? 'momentum';
  const creating = product === null;

  async function save(values: AiFormValues): Promise<string> {
    const payload = toPayload(values);
    const saved =
      product === null
        ? await call(consoleAiApi.aiProductCreate, payload)
        : await call(consoleAiApi.aiProductUpdate, { ...payload, id: product.id });
    await onSaved();
    return creating ? `${saved.name} added` : `${saved.name} saved`;
  }

  return (
    <FormDrawer
      form={form}
      size={640}
      title={creating ? 'Add AI product' : `Edit ${product.name}`}
      submitText={creating ? 'Add AI product' : 'Save changes'}
      submitTestId="ai-form-submit"
      save={save}
      onClose={onClose}
    >
      <Form<AiFormValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={creating ? NEW_AI_DEFAULTS : editValuesOf(product)}
        data-testid="ai-form"
      >
        <Row gutter={16}>
          <IdentityFields />
          <StrategyFields strategy={strategy} />
          <TermsFields />
        </Row>
        <Form.Item name="reason" label="Reason (written to the audit log)" {...contractItem(fields.reason)}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="ai-form-reason" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

/** Names and descriptions in both languages, the strategy and the instrument it trades. */
function IdentityFields() {
  return (
    <>
      <Col span={12}>
        <Form.Item name="name" label="Name (English)" {...contractItem(fields.name)}>
          <Input maxLength={64} data-testid="ai-form-name" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nameHi" label="Name (Hindi)" {...contractItem(fields.nameHi)}>
          <Input maxLength={64} data-testid="ai-form-name-hi" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="description" label="Description (English)" {...contractItem(fields.description)}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="descriptionHi" label="Description (Hindi)" {...contractItem(fields.descriptionHi)}>
          <Input.TextArea rows={3} maxLength={1000} />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="strategy" label="Strategy" rules={[{ required: true }]}>
          <Select options={[...STRATEGY_OPTIONS]} data-testid="ai-form-strategy" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="code"
          label="Instrument (product code)"
          normalize={(v: string) => v.toUpperCase()}
          {...contractItem(fields.code)}
        >
          <Input placeholder="NIFTY50" maxLength={32} data-testid="ai-form-code" />
        </Form.Item>
      </Col>
    </>
  );
}

/** The parameters the chosen strategy reads: a lookback, z-score bands, or two moving averages. */
function StrategyFields({ strategy }: { strategy: AiFormValues['strategy'] }) {
  return (
    <>
      {strategy !== 'ma_crossover' && (
        <Col span={8}>
          <Form.Item name="lookbackBars" label="Lookback (days)" rules={[{ required: true }]}>
            <InputNumber min={1} max={250} precision={0} {...wide} data-testid="ai-form-lookback" />
          </Form.Item>
        </Col>
      )}
      {strategy === 'mean_reversion' && (
        <>
          <Col span={8}>
            <Form.Item name="entryZ" label="Entry z-score" rules={[{ required: true }]}>
              <Input placeholder="1.50" />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="exitZ" label="Exit z-score" rules={[{ required: true }]}>
              <Input placeholder="0.50" />
            </Form.Item>
          </Col>
        </>
      )}
      {strategy === 'ma_crossover' && (
        <>
          <Col span={8}>
            <Form.Item name="fastBars" label="Fast average (days)" rules={[{ required: true }]}>
              <InputNumber min={1} max={249} precision={0} {...wide} />
            </Form.Item>
          </Col>
          <Col span={8}>
            <Form.Item name="slowBars" label="Slow average (days)" rules={[{ required: true }]}>
              <InputNumber min={2} max={250} precision={0} {...wide} />
            </Form.Item>
          </Col>
        </>
      )}
    </>
  );
}

/** Shorting, amount bounds, lever, period and whether the product is on offer. */
function TermsFields() {
  return (
    <>
      <Col span={8}>
        <Form.Item name="allowShort" label="May go short" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="minAmount" label="Minimum amount" {...contractItem(fields.minAmount)}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="maxAmount" label="Maximum amount" {...contractItem(fields.maxAmount)}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="unit" label="Amount unit" {...contractItem(fields.unit)}>
          <Input inputMode="decimal" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="lever" label="Lever" rules={[{ required: true }]}>
          <InputNumber min={1} max={20} precision={0} {...wide} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="periodDays" label="Period (days)" rules={[{ required: true }]}>
          <InputNumber min={1} max={365} precision={0} {...wide} />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="enabled" label="On offer" valuePropName="checked">
          <Switch />
        </Form.Item>
      </Col>
    </>
  );
}
