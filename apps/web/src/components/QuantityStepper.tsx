import { STEPPER_MAX, STEPPER_MIN, STEPPER_STEP } from '@demo/contract/refs';
import Stepper from 'antd-mobile/es/components/stepper';
import { clampQuantity } from './quantity-clamp';

export interface QuantityStepperProps {
  value: number;
  onChange: (value: number) => void;
  min?: number;
  max?: number;
  step?: number;
  disabled?: boolean;
  'data-testid'?: string;
}

/** The specification's quantity stepper: whole numbers, min 0, max 100000000, step 1, never below min. */
export function QuantityStepper({
  value,
  onChange,
  min = STEPPER_MIN,
  max = STEPPER_MAX,
  step = STEPPER_STEP,
  disabled = false,
  'data-testid': testId,
}: QuantityStepperProps) {
  return (
    <Stepper
      data-testid={testId}
      className="tabular"
      value={clampQuantity(value, { min, max })}
      min={min}
      max={max}
      step={step}
      digits={0}
      disabled={disabled}
      parser={(text) => clampQuantity(text, { min, max })}
      formatter={(v) => String(v ?? min)}
      onChange={(v) => onChange(clampQuantity(v, { min, max }))}
    />
  );
}
