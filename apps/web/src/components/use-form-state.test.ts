// Proves the form idiom's error rules: no error shows before the first submit except a field a button
// checked on its own, every error shows after it, and a form is sent only when no field has an error.
import { describe, expect, it } from 'vitest';
import { hasErrors, shownErrors } from './use-form-state';

const errors = { username: 'Please enter Username', code: 'Please enter Code', password: null };

describe('form errors', () => {
  it('stay hidden until submit, but for the fields a button checked', () => {
    expect(shownErrors(errors, false, new Set())).toEqual({});
    expect(shownErrors(errors, false, new Set(['username']))).toEqual({ username: 'Please enter Username' });
    expect(shownErrors(errors, true, new Set())).toEqual(errors);
  });

  it('hold a form back while any field has one', () => {
    expect(hasErrors(errors)).toBe(true);
    expect(hasErrors({ username: null, code: undefined })).toBe(false);
    expect(hasErrors({})).toBe(false);
  });
});
