import { App, Button, Drawer, type FormInstance, Space } from 'antd';
import { type ReactNode, useState } from 'react';

export interface FormDrawerProps<V> {
  form: FormInstance<V>;
  title: ReactNode;
  size: number | 'large';
  submitText: string;
  submitTestId: string;
  /**
   * Saves the validated values and returns the success message; `null` keeps the drawer open (the
   * save has marked a field itself). A call the server refuses throws: the API client has shown the
   * server's message, and the form keeps what was typed.
   */
  save(values: V): Promise<string | null>;
  onClose(): void;
  children: ReactNode;
}

/**
 * A console drawer around one form: Cancel and a submit button that validates the form, saves, shows
 * the success message and closes; on a refusal it stays open with what staff typed.
 */
export function FormDrawer<V>({
  form,
  title,
  size,
  submitText,
  submitTestId,
  save,
  onClose,
  children,
}: FormDrawerProps<V>) {
  const { message } = App.useApp();
  const [busy, setBusy] = useState(false);

  async function submit() {
    // An invalid form shows its own field messages; there is nothing more to do until it is fixed.
    const values = await form.validateFields().catch(() => null);
    if (values === null) return;
    setBusy(true);
    try {
      const done = await save(values);
      if (done === null) return;
      message.success(done);
      onClose();
    } catch {
      // The API client has shown the server's message; the form keeps what was typed.
    } finally {
      setBusy(false);
    }
  }

  return (
    <Drawer
      open
      size={size}
      title={title}
      onClose={onClose}
      destroyOnHidden
      footer={
        <Space style={{ width: '100%', justifyContent: 'flex-end' }}>
          <Button onClick={onClose}>Cancel</Button>
          <Button type="primary" loading={busy} onClick={() => void submit()} data-testid={submitTestId}>
            {submitText}
          </Button>
        </Space>
      }
    >
      {children}
    </Drawer>
  );
}
