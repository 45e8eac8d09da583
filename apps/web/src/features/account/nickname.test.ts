// Proves VP3: leaving the nickname field saves the trimmed draft when it differs from the saved nickname,
// and saves nothing for an empty or unchanged draft.
import { describe, expect, it } from 'vitest';
import { nicknameToSave } from './nickname';

describe('VP3: the nickname saved on blur', () => {
  it('saves a changed nickname, trimmed', () => {
    expect(nicknameToSave('Asha', 'Trader 1')).toBe('Asha');
    expect(nicknameToSave('  Asha  ', 'Trader 1')).toBe('Asha');
  });

  it('saves nothing when the draft is the saved nickname, give or take spaces', () => {
    expect(nicknameToSave('Asha', 'Asha')).toBeNull();
    expect(nicknameToSave(' Asha ', 'Asha')).toBeNull();
  });

  it('never saves an empty nickname', () => {
    expect(nicknameToSave('', 'Asha')).toBeNull();
    expect(nicknameToSave('   ', 'Asha')).toBeNull();
  });
});
