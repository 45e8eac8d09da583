import { parseQuantity } from './quantity-clamp';

export interface QuantityFieldProps {
  /** The text as typed: kept as it is, so a wrong entry stays visible with its message. */
  text: string;
  onText: (text: string) => void;
  min: number;
  max?: number;
  label: string;
  decreaseLabel: string;
  increaseLabel: string;
  'data-testid'?: string;
}

/**
 * A whole-number field with − and + buttons. Unlike antd-mobile's stepper it never rewrites what was
 * typed (0, nothing or 1.5 used to become 1 silently); the form reads it with parseQuantity and says
 * what is wrong. The buttons step from the typed number, or start at the minimum when it is not one.
 */
export function QuantityField({
  text,
  onText,
  min,
  max,
  label,
  decreaseLabel,
  increaseLabel,
  'data-testid': testId,
}: QuantityFieldProps) {
  const parsed = parseQuantity(text, { min: 0, max: Number.MAX_SAFE_INTEGER });
  const current = parsed.ok ? parsed.value : null;
  const step = (delta: number) => {
    const next = current === null ? min : current + delta;
    onText(String(Math.max(min, max === undefined ? next : Math.min(max, next))));
  };
  return (
    <span className="quantity-field" data-testid={testId}>
      <button
        type="button"
        className="icon-button"
        aria-label={decreaseLabel}
        disabled={current !== null && current <= min}
        onClick={() => step(-1)}
      >
        −
      </button>
      <input
        className="quantity-field__input tabular"
        value={text}
        inputMode="numeric"
        aria-label={label}
        aria-invalid={!parseQuantity(text, { min, ...(max === undefined ? {} : { max }) }).ok}
        onChange={(e) => onText(e.target.value)}
      />
      <button
        type="button"
        className="icon-button"
        aria-label={increaseLabel}
        disabled={current !== null && max !== undefined && current >= max}
        onClick={() => step(1)}
      >
        +
      </button>
    </span>
  );
}
