import { Form, Input, InputNumber, Select, Switch } from 'antd';
import type { Rule } from 'antd/es/form';
import type { ReactNode } from 'react';
import { FormDrawer } from '../../components/FormDrawer';
import { contractItem, type FieldSchema } from '../../lib/contract-rule';

/** One field of a configuration form; `name` is the payload field its contract schema checks. */
export interface ConfigField {
  readonly name: string;
  readonly label: string;
  readonly kind: 'text' | 'textarea' | 'decimal' | 'int' | 'switch' | 'select' | 'password';
  readonly options?: readonly { value: string | number; label: string }[];
  readonly placeholder?: string;
  readonly extra?: string;
  /** Shown only while this returns true for the form's current values. */
  readonly shownWhen?: (values: Record<string, unknown>) => boolean;
  /** Rules after the contract's, e.g. a password a new protected channel must have. */
  readonly rules?: Rule[];
  /** Shows the required mark where a rule above, not the contract, makes the field required. */
  readonly required?: boolean;
}

interface ConfigDrawerProps<V> {
  title: string;
  fields: readonly ConfigField[];
  /** The save call's payload schema, field by field. */
  shape: Readonly<Record<string, FieldSchema>>;
  initialValues: Partial<V>;
  submitText: string;
  /** Saves and answers what the server saved, in words; the drawer stays open with what was typed if it rejects. */
  onSave: (values: V) => Promise<string>;
  onClose: () => void;
}

function control(field: ConfigField): ReactNode {
  const testId = `config-form-${field.name}`;
  switch (field.kind) {
    case 'switch':
      return <Switch data-testid={testId} />;
    case 'select':
      return <Select options={(field.options ?? []).map((o) => ({ ...o }))} data-testid={testId} />;
    case 'int':
      return <InputNumber style={{ width: '100%' }} precision={0} data-testid={testId} />;
    case 'password':
      return <Input.Password autoComplete="new-password" placeholder={field.placeholder} data-testid={testId} />;
    case 'textarea':
      return <Input.TextArea rows={3} maxLength={500} showCount placeholder={field.placeholder} data-testid={testId} />;
    default:
      // Decimals stay text: money and rates are typed and sent as exact decimal strings.
      return <Input autoComplete="off" placeholder={field.placeholder} data-testid={testId} />;
  }
}

/** Adds or edits one configuration row; every save carries a reason for the audit log. */
export function ConfigDrawer<V>({
  title,
  fields,
  shape,
  initialValues,
  submitText,
  onSave,
  onClose,
}: ConfigDrawerProps<V>) {
  const [form] = Form.useForm<V>();
  const watched: Record<string, unknown> = Form.useWatch([], form) ?? initialValues;
  const reasonSchema = shape.reason;

  return (
    <FormDrawer<V>
      form={form}
      size={520}
      title={title}
      submitText={submitText}
      submitTestId="config-form-submit"
      save={onSave}
      onClose={onClose}
    >
      <Form form={form} layout="vertical" preserve={false} initialValues={initialValues} data-testid="config-form">
        {fields.map((field) => {
          if (field.shownWhen !== undefined && !field.shownWhen(watched)) return null;
          const schema = shape[field.name];
          const checks =
            schema === undefined ? { rules: field.rules ?? [] } : contractItem(schema, ...(field.rules ?? []));
          return (
            <Form.Item
              key={field.name}
              name={field.name}
              label={field.label}
              extra={field.extra}
              valuePropName={field.kind === 'switch' ? 'checked' : 'value'}
              {...checks}
              {...(field.required === undefined ? {} : { required: field.required })}
            >
              {control(field)}
            </Form.Item>
          );
        })}
        {reasonSchema !== undefined && (
          <Form.Item name="reason" label="Reason (written to the audit log)" {...contractItem(reasonSchema)}>
            <Input.TextArea rows={2} maxLength={500} showCount data-testid="config-form-reason" />
          </Form.Item>
        )}
      </Form>
    </FormDrawer>
  );
}
