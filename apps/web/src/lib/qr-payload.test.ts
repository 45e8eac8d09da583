// Proves QR codes carry exactly what a scanner needs: the bare deposit address, or the absolute invite link.
import { registerLink } from '@demo/contract/refs';
import { describe, expect, it } from 'vitest';
import { depositQr, depositQrPayload, inviteLink } from './qr-payload';

describe('depositQrPayload', () => {
  it('is the bare address, trimmed', () => {
    expect(depositQrPayload(' TXYZabcdefghijkmnopqrstuvwxyz12345 ')).toBe('TXYZabcdefghijkmnopqrstuvwxyz12345');
    expect(depositQrPayload('0x52908400098527886E0F7030069857D2E4169EE7')).toBe(
      '0x52908400098527886E0F7030069857D2E4169EE7',
    );
  });
  it('has no QR code for empty text or a bank account description', () => {
    expect(depositQrPayload('')).toBeNull();
    expect(depositQrPayload('State Bank of India\nA/C 1234567890')).toBeNull();
  });
});

describe('inviteLink', () => {
  it('resolves the hash link against the page, keeping origin and path', () => {
    expect(inviteLink(registerLink('AB12CD'), 'https://demo.example/app/#/pages/mine/invite')).toBe(
      'https://demo.example/app/#/pages/login/register?code=AB12CD',
    );
  });
  it('keeps an absolute link as it is', () => {
    expect(inviteLink('https://x.example/#/pages/login/register?code=Z', 'https://demo.example/')).toBe(
      'https://x.example/#/pages/login/register?code=Z',
    );
  });
});

describe('depositQr', () => {
  it('draws a UPI link the staff set, even on a bank channel', () => {
    const upi = 'upi://pay?pa=demo.securities@icici&pn=DEMO%20Securities';
    expect(depositQr({ address: 'demo.securities@icici', qrCode: upi }, 'bank')).toEqual({
      kind: 'payload',
      value: upi,
    });
  });
  it('shows an uploaded QR image as it is', () => {
    expect(depositQr({ address: 'x', qrCode: '/uploads/ab/qr.png' }, 'digital')).toEqual({
      kind: 'image',
      src: '/uploads/ab/qr.png',
    });
  });
  it('draws a digital address without a set code, and nothing for bank details', () => {
    expect(depositQr({ address: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE', qrCode: null }, 'digital')).toEqual({
      kind: 'payload',
      value: 'TQn9Y2khEsLJW1ChVWFMSMeRDow5KcbLSE',
    });
    expect(depositQr({ address: 'HDFC Bank 50200012345678 IFSC HDFC0001234', qrCode: null }, 'bank')).toBeNull();
  });
});
