// Proves wallet addresses are checked against the network of the chosen channel (TRC20, ERC20).
import { describe, expect, it } from 'vitest';
import { protocolOf, walletAddressOk } from './wallet-protocol';

const TRON = 'TJRabPrwbZy45sbavfcjinPJC18kjpRTv8';
const ETH = '0x52908400098527886E0F7030069857D2E4169EE7';

describe('protocolOf', () => {
  it('prefers the declared protocol, then the label', () => {
    expect(protocolOf({ name: 'Tether', protocol: 'erc20' })).toBe('ERC20');
    expect(protocolOf({ name: 'USDT-TRC20' })).toBe('TRC20');
    expect(protocolOf({ name: 'Bank' })).toBeNull();
  });
});

describe('walletAddressOk', () => {
  it('checks the address shape of the network', () => {
    expect(walletAddressOk('TRC20', TRON)).toBe(true);
    expect(walletAddressOk('TRC20', ETH)).toBe(false);
    expect(walletAddressOk('ERC20', ETH)).toBe(true);
    expect(walletAddressOk('ERC20', `${ETH.slice(0, -1)}Z`)).toBe(false);
  });
  it('falls back to the generic shape when the network is unknown', () => {
    expect(walletAddressOk(null, TRON)).toBe(true);
    expect(walletAddressOk(null, 'short')).toBe(false);
  });
});
