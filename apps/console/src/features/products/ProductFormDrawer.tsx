import { consoleMarketsApi } from '@demo/contract';
import { Col, Descriptions, Form, type FormInstance, Input, InputNumber, Row, Select, Tag } from 'antd';
import { descriptionColumns } from '../../components/columns';
import { FormDrawer } from '../../components/FormDrawer';
import { call } from '../../lib/api';
import { contractItem } from '../../lib/contract-rule';
import {
  EXCHANGE_OPTIONS,
  type ExchangeCode,
  exchangeLook,
  MARKET_OPTIONS,
  type MarketCode,
  marketLabel,
  suggestedCurrency,
  suggestedExchange,
} from '../../lib/markets';
import {
  type CreateValues,
  editValuesOf,
  NEW_PRODUCT_DEFAULTS,
  startPriceIssue,
  toCreatePayload,
  toUpdatePayload,
  volatilityIssue,
  volatilityPercent,
} from './product-form';

type AdminProduct = consoleMarketsApi.AdminProduct;
const fields = consoleMarketsApi.productCreate.payload.shape;
const wide = { style: { width: '100%' } } as const;

/** Rules that turn a pure check (null = fine) into an antd rule. */
function checkRule(check: (value: string | undefined) => string | null) {
  return {
    validator: (_: unknown, value: string | undefined) => {
      const issue = check(value);
      return issue === null ? Promise.resolve() : Promise.reject(new Error(issue));
    },
  };
}

interface ProductFormDrawerProps {
  /** The product being edited, or null to add a new one. */
  product: AdminProduct | null;
  onClose: () => void;
  onSaved: (saved: AdminProduct) => Promise<unknown>;
}

/**
 * Adds or edits a product. Codes, market, exchange, currency and decimals are fixed once a product
 * exists; its price is never set here: a new product gets a start price for the simulated feed.
 */
export function ProductFormDrawer({ product, onClose, onSaved }: ProductFormDrawerProps) {
  const [form] = Form.useForm<CreateValues>();
  const creating = product === null;

  async function save(values: CreateValues): Promise<string> {
    const saved =
      product === null
        ? await call(consoleMarketsApi.productCreate, toCreatePayload(values))
        : await call(consoleMarketsApi.productUpdate, toUpdatePayload(product, values));
    await onSaved(saved);
    return creating ? `${saved.code} added; the feed starts it now` : `${saved.code} saved`;
  }

  return (
    <FormDrawer
      form={form}
      size={640}
      title={creating ? 'Add product' : `Edit ${product.code}`}
      submitText={creating ? 'Add product' : 'Save changes'}
      submitTestId="product-form-submit"
      save={save}
      onClose={onClose}
    >
      <Form<CreateValues>
        form={form}
        layout="vertical"
        preserve={false}
        initialValues={creating ? NEW_PRODUCT_DEFAULTS : editValuesOf(product)}
        data-testid="product-form"
      >
        {creating ? <NewIdentityFields form={form} /> : <FixedIdentity product={product} />}
        <TradingFields form={form} creating={creating} />
        {creating && (
          <Form.Item
            name="startPrice"
            label="Simulator start price"
            extra="Where the simulated feed starts this product. The feed moves the price from then on; nobody sets it again."
            dependencies={['decimals']}
            {...contractItem(fields.startPrice, ({ getFieldValue }) =>
              checkRule((v) => startPriceIssue(v, getFieldValue('decimals'))),
            )}
          >
            <Input placeholder="2500.00" data-testid="product-form-start-price" />
          </Form.Item>
        )}
        <Form.Item name="reason" label="Reason (written to the audit log)" {...contractItem(fields.reason)}>
          <Input.TextArea rows={2} maxLength={500} showCount data-testid="product-form-reason" />
        </Form.Item>
      </Form>
    </FormDrawer>
  );
}

/** A new product's code, market, exchange and currency, fixed once it exists. */
function NewIdentityFields({ form }: { form: FormInstance<CreateValues> }) {
  /** Picking a market suggests its usual exchange and currency, unless staff already chose them. */
  function onMarketChange(market: MarketCode) {
    if (!form.isFieldTouched('exchange')) {
      const exchange = suggestedExchange(market);
      form.setFieldValue('exchange', exchange);
      onExchangeChange(exchange);
    }
  }

  function onExchangeChange(exchange: ExchangeCode) {
    if (!form.isFieldTouched('currency')) form.setFieldValue('currency', suggestedCurrency(exchange));
  }

  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="code" label="Code" normalize={(v: string) => v.toUpperCase()} {...contractItem(fields.code)}>
          <Input placeholder="RELIANCE.NS" autoComplete="off" data-testid="product-form-code" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="market" label="Market" {...contractItem(fields.market)}>
          <Select options={MARKET_OPTIONS} onChange={onMarketChange} data-testid="product-form-market" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="exchange" label="Exchange (trading calendar)" {...contractItem(fields.exchange)}>
          <Select options={EXCHANGE_OPTIONS} onChange={onExchangeChange} data-testid="product-form-exchange" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="currency"
          label="Currency"
          normalize={(v: string) => v.toUpperCase()}
          {...contractItem(fields.currency)}
        >
          <Input placeholder="INR" maxLength={5} data-testid="product-form-currency" />
        </Form.Item>
      </Col>
    </Row>
  );
}

/** An existing product's fixed identity and its feed-set price, shown, not edited. */
function FixedIdentity({ product }: { product: AdminProduct }) {
  return (
    <Descriptions size="small" column={descriptionColumns(2)} bordered style={{ marginBottom: 20 }}>
      <Descriptions.Item label="Code">{product.code}</Descriptions.Item>
      <Descriptions.Item label="Market">{marketLabel(product.market)}</Descriptions.Item>
      <Descriptions.Item label="Exchange">
        {product.exchange} ({exchangeLook(product.exchange)?.timezone ?? product.timezone})
      </Descriptions.Item>
      <Descriptions.Item label="Currency">{product.currency}</Descriptions.Item>
      <Descriptions.Item label="Latest price" span="filled">
        {product.price} <Tag>simulated</Tag> set by the feed, never by staff
      </Descriptions.Item>
    </Descriptions>
  );
}

/** Names, listing order and the trading terms: decimals, lot size, lever, spread and volatility. */
function TradingFields({ form, creating }: { form: FormInstance<CreateValues>; creating: boolean }) {
  const volatility = Form.useWatch('volatilityAnnual', form);
  return (
    <Row gutter={16}>
      <Col span={12}>
        <Form.Item name="name" label="Name" {...contractItem(fields.name)}>
          <Input maxLength={64} data-testid="product-form-name" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="nameHi" label="Hindi name (optional)" {...contractItem(fields.nameHi)}>
          <Input maxLength={64} lang="hi" data-testid="product-form-name-hi" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item name="sector" label="Sector (optional)" {...contractItem(fields.sector)}>
          <Input maxLength={64} data-testid="product-form-sector" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="sortOrder"
          label="Sort order (optional)"
          tooltip="Lower numbers list first within the market"
          {...contractItem(fields.sortOrder)}
        >
          <InputNumber {...wide} precision={0} data-testid="product-form-sort-order" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item
          name="decimals"
          label="Decimals"
          tooltip={creating ? 'Price places; one tick is 10^-decimals. Fixed once the product exists.' : 'Fixed'}
          {...contractItem(fields.decimals)}
        >
          <InputNumber {...wide} precision={0} disabled={!creating} data-testid="product-form-decimals" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="handCount" label="Lot size (units)" {...contractItem(fields.handCount)}>
          <InputNumber {...wide} precision={0} data-testid="product-form-hand-count" />
        </Form.Item>
      </Col>
      <Col span={8}>
        <Form.Item name="lever" label="Lever (×)" {...contractItem(fields.lever)}>
          <InputNumber {...wide} precision={0} data-testid="product-form-lever" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="spreadTicks"
          label="Spread (ticks)"
          tooltip="Distance between bid and ask, in price ticks"
          {...contractItem(fields.spreadTicks)}
        >
          <InputNumber {...wide} precision={0} data-testid="product-form-spread" />
        </Form.Item>
      </Col>
      <Col span={12}>
        <Form.Item
          name="volatilityAnnual"
          label="Annual volatility"
          extra={`${volatilityPercent(volatility ?? '') ?? 'A fraction: 0.3 is 30%'} a year`}
          {...contractItem(fields.volatilityAnnual, checkRule(volatilityIssue))}
        >
          <Input placeholder="0.3" data-testid="product-form-volatility" />
        </Form.Item>
      </Col>
    </Row>
  );
}
