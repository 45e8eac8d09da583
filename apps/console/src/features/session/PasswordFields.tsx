import { Form, Input } from 'antd';

/** The shortest staff password the server accepts (contract: staff/password). */
const STAFF_PASSWORD_LENGTH_MIN = 10;

/** The checks of any new staff password field: a change, a new member's, an admin's reset. */
export const newStaffPasswordRules = [
  { required: true, message: 'Required' },
  { min: STAFF_PASSWORD_LENGTH_MIN, message: `At least ${STAFF_PASSWORD_LENGTH_MIN} characters` },
];

export interface PasswordForm {
  oldPassword: string;
  newPassword: string;
  confirmPassword: string;
}

/** The current, new and repeated password fields of a staff password change, with their checks. */
export function PasswordFields() {
  return (
    <>
      <Form.Item name="oldPassword" label="Current password" rules={[{ required: true, message: 'Required' }]}>
        <Input.Password autoComplete="current-password" data-testid="password-old" />
      </Form.Item>
      <Form.Item name="newPassword" label="New password" rules={newStaffPasswordRules}>
        <Input.Password autoComplete="new-password" data-testid="password-new" />
      </Form.Item>
      <Form.Item
        name="confirmPassword"
        label="Repeat the new password"
        dependencies={['newPassword']}
        rules={[
          { required: true, message: 'Required' },
          ({ getFieldValue }) => ({
            validator: (_, value) =>
              value === getFieldValue('newPassword') ? Promise.resolve() : Promise.reject(new Error('Does not match')),
          }),
        ]}
      >
        <Input.Password autoComplete="new-password" data-testid="password-repeat" />
      </Form.Item>
    </>
  );
}
