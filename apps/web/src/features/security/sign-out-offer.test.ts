// Proves the offer made right after two-factor is turned on (A21): it appears only when other devices
// are signed in, counts them, turns into "signed out" once accepted, and reads in English and Hindi.
import { describe, expect, it } from 'vitest';
import { i18n } from '../../i18n';
import { hi } from '../../i18n/hi';
import { signOutOffer } from './sign-out-offer';

const here = { current: true };
const elsewhere = { current: false };

describe('the offer to sign out other devices after turning two-factor on', () => {
  it('offers only when another device is signed in, and counts the others', () => {
    expect(signOutOffer(undefined, false)).toEqual({ kind: 'none' });
    expect(signOutOffer([], false)).toEqual({ kind: 'none' });
    expect(signOutOffer([here], false)).toEqual({ kind: 'none' });
    expect(signOutOffer([here, elsewhere], false)).toEqual({ kind: 'offer', others: 1 });
    expect(signOutOffer([elsewhere, here, elsewhere], false)).toEqual({ kind: 'offer', others: 2 });
  });

  it('once accepted it says so, whatever the list still shows', () => {
    expect(signOutOffer([here, elsewhere], true)).toEqual({ kind: 'done' });
    expect(signOutOffer(undefined, true)).toEqual({ kind: 'done' });
  });

  it('names the count in English and in Hindi', () => {
    const en = i18n.getFixedT('en');
    expect(en('twoFactor.othersTitle', { count: 1 })).toBe('Another device is still signed in');
    expect(en('twoFactor.othersTitle', { count: 3 })).toBe('3 other devices are still signed in');
    i18n.addResourceBundle('hi', 'translation', hi, true, true);
    const inHindi = i18n.getFixedT('hi');
    expect(inHindi('twoFactor.othersTitle', { count: 1 })).toBe('एक और डिवाइस अब भी साइन-इन है');
    expect(inHindi('twoFactor.othersTitle', { count: 3 })).toBe('3 और डिवाइस अब भी साइन-इन हैं');
    for (const key of ['twoFactor.othersHint', 'twoFactor.othersSignedOut', 'devices.signOutOthers'] as const)
      expect(inHindi(key)).toMatch(/[\u0900-\u097F]/);
  });
});
