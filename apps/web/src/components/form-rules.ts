import type { FormInstance } from 'antd-mobile/es/components/form';

/**
 * A form rule that a confirmation field must equal `field`, answering `message` when it does not.
 * An empty value passes here so that the field's own `required` rule speaks for it.
 */
export function mustMatch(field: string, message: string) {
  return ({ getFieldValue }: Pick<FormInstance, 'getFieldValue'>) => ({
    validator: (_: unknown, value: unknown) =>
      !value || value === getFieldValue(field) ? Promise.resolve() : Promise.reject(new Error(message)),
  });
}
