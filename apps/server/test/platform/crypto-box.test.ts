// Proves the sealing of Aadhaar and account numbers (P2): AES-256-GCM round-trips, a fresh IV per
// value, tampering is detected, fingerprints are keyed, and the embedded-mode key file is generated
// once with mode 0600 while production refuses to start without DATA_ENCRYPTION_KEY.
import { mkdtempSync, readFileSync, statSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';
import { createCryptoBox, loadDataKey } from '../../src/lib/crypto-box';

const box = createCryptoBox(Buffer.alloc(32, 1));

describe('crypto-box', () => {
  it('P2: seals as v1:iv:tag:ciphertext with a fresh IV and opens back', () => {
    const a = box.seal('234123412346');
    const b = box.seal('234123412346');
    expect(a).toMatch(/^v1:[\w-]{16}:[\w-]{22}:[\w-]+$/);
    expect(a).not.toBe(b);
    expect(a).not.toContain('234123412346');
    expect(box.open(a)).toBe('234123412346');
  });

  it('P2: a tampered value or another key fails to open', () => {
    const sealed = box.seal('123456789012');
    const [v, iv, tag, body = ''] = sealed.split(':');
    const flipped = `${v}:${iv}:${tag}:${body.startsWith('A') ? `B${body.slice(1)}` : `A${body.slice(1)}`}`;
    expect(() => box.open(flipped)).toThrow();
    expect(() => createCryptoBox(Buffer.alloc(32, 2)).open(sealed)).toThrow();
  });

  it('P2: fingerprints are equal for equal input and depend on the key', () => {
    expect(box.fingerprint('x')).toBe(box.fingerprint('x'));
    expect(box.fingerprint('x')).not.toBe(box.fingerprint('y'));
    expect(createCryptoBox(Buffer.alloc(32, 2)).fingerprint('x')).not.toBe(box.fingerprint('x'));
  });

  it('generates the embedded key once into DATA_DIR/secrets/data-key with mode 0600', () => {
    const dataDir = mkdtempSync(join(tmpdir(), 'demo-key-'));
    const first = loadDataKey({ fromEnv: undefined, dataDir, production: false });
    const second = loadDataKey({ fromEnv: undefined, dataDir, production: false });
    expect(first.equals(second)).toBe(true);
    const file = join(dataDir, 'secrets', 'data-key');
    expect(statSync(file).mode & 0o777).toBe(0o600);
    expect(Buffer.from(readFileSync(file, 'utf8').trim(), 'base64').equals(first)).toBe(true);
  });

  it('takes the key from the environment, and production requires it', () => {
    const key = Buffer.alloc(32, 9);
    expect(
      loadDataKey({ fromEnv: key.toString('base64'), dataDir: '/nonexistent', production: true }).equals(key),
    ).toBe(true);
    expect(() => loadDataKey({ fromEnv: undefined, dataDir: '/nonexistent', production: true })).toThrow(
      /DATA_ENCRYPTION_KEY/,
    );
    expect(() => loadDataKey({ fromEnv: 'c2hvcnQ=', dataDir: '/nonexistent', production: true })).toThrow(/32 bytes/);
  });
});
