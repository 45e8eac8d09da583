import { WALLET_ADDRESS_PATTERN } from '@demo/contract/refs';
import { isWalletAddress } from '@demo/core';

/** Networks whose address shape the app checks before the server does. */
export const KNOWN_PROTOCOLS = ['TRC20', 'ERC20'] as const;
export type KnownProtocol = (typeof KNOWN_PROTOCOLS)[number];

/**
 * The network of a withdrawal channel: its `protocol` field when the server sends one, else the
 * network named in its label ("USDT-TRC20"), else null (then only the generic shape is checked).
 */
export function protocolOf(channel: { name: string; protocol?: unknown }): KnownProtocol | null {
  const declared = typeof channel.protocol === 'string' ? channel.protocol.toUpperCase() : '';
  const found =
    KNOWN_PROTOCOLS.find((p) => declared === p) ?? KNOWN_PROTOCOLS.find((p) => channel.name.toUpperCase().includes(p));
  return found ?? null;
}

/** Whether `address` fits the network; with no known network, the contract's generic wallet shape. */
export function walletAddressOk(protocol: KnownProtocol | null, address: string): boolean {
  const trimmed = address.trim();
  return protocol ? isWalletAddress(protocol, trimmed) : WALLET_ADDRESS_PATTERN.test(trimmed);
}
