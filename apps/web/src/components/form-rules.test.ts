// Proves the confirmation rule passes only a value equal to the field it confirms, and leaves an
// empty value to the field's own required rule.
import { describe, expect, it } from 'vitest';
import { mustMatch } from './form-rules';

const form = (values: Record<string, unknown>) => ({ getFieldValue: (name: string) => values[name] });

describe('mustMatch', () => {
  it('accepts the same value and an empty one, and refuses a different one with its message', async () => {
    const rule = mustMatch('password', 'Wrong confirm password')(form({ password: 'secret-1' }) as never);
    await expect(rule.validator(undefined, 'secret-1')).resolves.toBeUndefined();
    await expect(rule.validator(undefined, '')).resolves.toBeUndefined();
    await expect(rule.validator(undefined, 'secret-2')).rejects.toThrow('Wrong confirm password');
  });
});
