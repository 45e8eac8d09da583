// Proves invitation codes are 8 unambiguous characters drawn uniformly from the bytes given, and the share link has the register route.
import { describe, expect, it } from 'vitest';
import { INVITATION_ALPHABET, invitationCodeFromBytes, normalizeInvitationCode, shareLink } from '../src/index';

describe('invitation codes', () => {
  it('uses 32 characters without 0, O, 1 or I', () => {
    expect(INVITATION_ALPHABET).toHaveLength(32);
    expect(new Set(INVITATION_ALPHABET).size).toBe(32);
    expect(INVITATION_ALPHABET).not.toMatch(/[0O1I]/);
  });

  it('turns 8 bytes into 8 characters and needs at least 8 bytes', () => {
    expect(invitationCodeFromBytes(new Uint8Array([0, 1, 2, 3, 4, 5, 6, 31]))).toBe('ABCDEFG9');
    expect(invitationCodeFromBytes(new Uint8Array([32, 64, 255, 224, 0, 0, 0, 0]))).toBe('AA9AAAAA');
    expect(invitationCodeFromBytes(new Uint8Array(7))).toBeNull();
    const every = Array.from({ length: 256 }, (_, b) => invitationCodeFromBytes(new Uint8Array(8).fill(b))?.[0]);
    for (const c of INVITATION_ALPHABET) expect(every.filter((x) => x === c)).toHaveLength(8);
  });

  it('normalises typed codes and builds the share link', () => {
    expect(normalizeInvitationCode(' k7p9xq2m ')).toBe('K7P9XQ2M');
    expect(normalizeInvitationCode('K7P9XQ20')).toBeNull();
    expect(normalizeInvitationCode('K7P9XQ2')).toBeNull();
    expect(shareLink('K7P9XQ2M')).toBe('#/pages/login/register?code=K7P9XQ2M');
  });
});
