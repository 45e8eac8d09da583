// Proves the form rules: the confirmation rule passes only a value equal to the field it confirms and
// leaves an empty value to the field's own required rule; the other rules likewise leave an empty value
// to `required`, and `requiredText` counts spaces alone as nothing typed.
import { describe, expect, it } from 'vitest';
import { lengthWithin, mustFit, mustMatch, required, requiredText } from './form-rules';

describe('mustMatch', () => {
  it('accepts the same value and an empty one, and refuses a different one with its message', () => {
    expect(mustMatch('secret-1', 'secret-1', 'Wrong confirm password')).toBeNull();
    expect(mustMatch('', 'secret-1', 'Wrong confirm password')).toBeNull();
    expect(mustMatch('secret-2', 'secret-1', 'Wrong confirm password')).toBe('Wrong confirm password');
  });
});

describe('the other rules', () => {
  it('leave an empty value to required, which refuses only it', () => {
    expect(required('', 'Please enter Password')).toBe('Please enter Password');
    expect(required('   ', 'Please enter Password')).toBeNull();
    expect(requiredText('   ', 'Please enter Username')).toBe('Please enter Username');
    expect(mustFit('', /^\d{6}$/, 'Six digits')).toBeNull();
    expect(lengthWithin('', 6, 20, 'Six to twenty')).toBeNull();
  });

  it('answer their message for a value that breaks them', () => {
    expect(mustFit('12345', /^\d{6}$/, 'Six digits')).toBe('Six digits');
    expect(mustFit('123456', /^\d{6}$/, 'Six digits')).toBeNull();
    expect(lengthWithin('short', 6, 20, 'Six to twenty')).toBe('Six to twenty');
    expect(lengthWithin('a'.repeat(21), 6, 20, 'Six to twenty')).toBe('Six to twenty');
    expect(lengthWithin('secret-1', 6, 20, 'Six to twenty')).toBeNull();
  });
});
