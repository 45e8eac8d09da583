import Button from 'antd-mobile/es/components/button';
import type { ReactNode } from 'react';

/** A form's one submit button: full width, large, spinning while the form's call is in flight. */
export function SubmitButton({
  loading,
  children,
  'data-testid': testId,
}: {
  loading: boolean;
  children: ReactNode;
  'data-testid': string;
}) {
  return (
    <Button block type="submit" color="primary" size="large" loading={loading} data-testid={testId}>
      {children}
    </Button>
  );
}
