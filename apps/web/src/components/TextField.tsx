import { type HTMLAttributes, type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EyeIcon } from './icons';

/**
 * Native inputs for antd-mobile forms. antd-mobile's Input puts extra attributes on its wrapper,
 * so a `data-testid` would not reach the <input> that browser tests fill; these put it there.
 */
export interface TextInputProps {
  value?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  type?: 'text' | 'password' | 'email' | 'tel';
  inputMode?: HTMLAttributes<HTMLInputElement>['inputMode'];
  autoComplete?: string;
  maxLength?: number;
  readOnly?: boolean;
  id?: string;
  'data-testid'?: string;
  'aria-label'?: string;
  suffix?: ReactNode;
  /**
   * Enter in the field (not while an input method is composing): for a field that is a form of its
   * own (a nickname, a list's name), so Enter saves as the button beside it does.
   */
  onEnter?: () => void;
  /** The field is left: a field that is a form of its own saves then (the nickname). */
  onBlur?: () => void;
}

export function TextInput({ value, onChange, suffix, onEnter, type = 'text', readOnly, ...rest }: TextInputProps) {
  return (
    <div className={readOnly ? 'text-field text-field--readonly' : 'text-field'}>
      <input
        {...rest}
        type={type}
        readOnly={readOnly}
        className="text-field__input"
        value={value ?? ''}
        onChange={(e) => onChange?.(e.target.value)}
        onKeyDown={
          onEnter
            ? (e) => {
                if (e.key !== 'Enter' || e.nativeEvent.isComposing) return;
                e.preventDefault();
                onEnter();
              }
            : undefined
        }
      />
      {suffix}
    </div>
  );
}

/** A password input with a show/hide toggle. */
export function PasswordInput(props: Omit<TextInputProps, 'type' | 'suffix'>) {
  const { t } = useTranslation();
  const [visible, setVisible] = useState(false);
  return (
    <TextInput
      {...props}
      type={visible ? 'text' : 'password'}
      suffix={
        <button
          type="button"
          className="icon-button"
          aria-label={visible ? t('field.hidePassword') : t('field.showPassword')}
          aria-pressed={visible}
          data-testid={props['data-testid'] ? `${props['data-testid']}-toggle` : undefined}
          onClick={() => setVisible((v) => !v)}
        >
          <EyeIcon open={visible} />
        </button>
      }
    />
  );
}
