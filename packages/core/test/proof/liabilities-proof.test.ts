// Proves that every account of a random book verifies against the published root and total, and that a changed balance, path, salt or record does not (docs/SPEC.md PF1–PF3, PF6).
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { sha256Hex } from '../../src/new-shares';
import {
  buildProofTree,
  CHAIN_GENESIS,
  type ChainRecord,
  chainHashes,
  chainHead,
  EMPTY_PROOF_ROOT,
  type ProofLeaf,
  proofLeafHash,
  proofParent,
  proofPath,
  verifyProofPath,
} from '../../src/proof';

/** A fast-check seed from the environment replays a failure (`FC_SEED=… npx vitest run …`). */
const seed = process.env.FC_SEED === undefined ? Date.now() : Number(process.env.FC_SEED);

const hex64 = fc.uint8Array({ minLength: 32, maxLength: 32 }).map((b) => Buffer.from(b).toString('hex'));
const book = fc.uniqueArray(fc.integer({ min: 1, max: 1_000_000 }), { minLength: 1, maxLength: 40 }).chain((ids) =>
  fc.tuple(
    ...ids.map((accountId) =>
      fc.record({
        accountId: fc.constant(accountId),
        salt: hex64,
        balanceMinor: fc.bigInt({ min: 0n, max: 10n ** 15n }),
        chainHead: hex64,
      }),
    ),
  ),
);

function proofOf(leaves: readonly ProofLeaf[], leaf: ProofLeaf) {
  const tree = buildProofTree(leaves);
  const path = proofPath(tree, proofLeafHash(leaf));
  if (path === null) throw new Error('leaf not in tree');
  return { tree, path };
}

describe('liabilities proof', () => {
  it('PF1, PF3: every account in a random book verifies, and the root sums the book', () => {
    console.info(`liabilities-proof seed ${seed}`);
    fc.assert(
      fc.property(book, (leaves) => {
        const tree = buildProofTree(leaves);
        expect(tree.root.sumMinor).toBe(leaves.reduce((s, l) => s + l.balanceMinor, 0n));
        for (const leaf of leaves) {
          const { path } = proofOf(leaves, leaf);
          expect(path.length).toBeLessThanOrEqual(Math.ceil(Math.log2(leaves.length)));
          const check = verifyProofPath({ leaf, path, rootHash: tree.root.hash, totalMinor: tree.root.sumMinor });
          expect(check).toMatchObject({ ok: true, failure: null });
          expect(check.steps.at(-1) ?? check.leaf).toEqual(tree.root);
        }
      }),
      { seed, numRuns: 60 },
    );
  });

  it('PF3: a changed balance, salt, chain head, sibling hash, sibling sum or side fails', () => {
    fc.assert(
      fc.property(
        book.filter((l) => l.length >= 2),
        fc.nat(),
        (leaves, pick) => {
          const leaf = leaves[pick % leaves.length] as ProofLeaf;
          const { tree, path } = proofOf(leaves, leaf);
          const root = { rootHash: tree.root.hash, totalMinor: tree.root.sumMinor };
          const fails = (input: Parameters<typeof verifyProofPath>[0]) => expect(verifyProofPath(input).ok).toBe(false);
          fails({ ...root, path, leaf: { ...leaf, balanceMinor: leaf.balanceMinor + 1n } });
          fails({ ...root, path, leaf: { ...leaf, salt: '0'.repeat(64) } });
          fails({ ...root, path, leaf: { ...leaf, chainHead: CHAIN_GENESIS } });
          fails({ ...root, path, leaf: { ...leaf, accountId: leaf.accountId + 1 } });
          const [first, ...rest] = path;
          if (first === undefined) throw new Error('a book of two has a path');
          fails({ ...root, leaf, path: [{ ...first, hash: sha256Hex('other') }, ...rest] });
          fails({ ...root, leaf, path: [{ ...first, sumMinor: first.sumMinor + 1n }, ...rest] });
          fails({ ...root, leaf, path: [{ ...first, side: first.side === 'left' ? 'right' : 'left' }, ...rest] });
          fails({ ...root, leaf, path: rest });
          expect(verifyProofPath({ ...root, leaf, path, totalMinor: root.totalMinor + 1n }).failure).toBe(
            'total_differs',
          );
        },
      ),
      { seed, numRuns: 60 },
    );
  });

  it('PF2: a negative sum on the path is refused even when the hashes agree', () => {
    const leaf: ProofLeaf = { accountId: 7, salt: 'a'.repeat(64), balanceMinor: 500n, chainHead: CHAIN_GENESIS };
    // An operator hiding liabilities under a negative leaf: the root is honest about the hashes.
    const hidden = { hash: sha256Hex('hidden'), sumMinor: -400n };
    const leafNode = { hash: proofLeafHash(leaf), sumMinor: 500n };
    const root = proofParent(leafNode, hidden);
    const check = verifyProofPath({
      leaf,
      path: [{ ...hidden, side: 'right' }],
      rootHash: root.hash,
      totalMinor: root.sumMinor,
    });
    expect(check).toMatchObject({ ok: false, failure: 'negative_sum' });
    expect(() => buildProofTree([{ ...leaf, balanceMinor: -1n }])).toThrow(/PF2/);
  });

  it('PF1: the leaf hash is the SHA-256 of the written text; an empty book has the fixed empty root', () => {
    const leaf: ProofLeaf = { accountId: 42, salt: 'ab'.repeat(32), balanceMinor: 123_45n, chainHead: CHAIN_GENESIS };
    expect(proofLeafHash(leaf)).toBe(sha256Hex(`PF|leaf|${'ab'.repeat(32)}:42:12345:${CHAIN_GENESIS}`));
    expect(buildProofTree([]).root).toEqual(EMPTY_PROOF_ROOT);
    const single = buildProofTree([leaf]);
    expect(single.root).toEqual({ hash: proofLeafHash(leaf), sumMinor: 12345n });
    expect(proofPath(single, proofLeafHash(leaf))).toEqual([]);
    expect(proofPath(single, sha256Hex('absent'))).toBeNull();
  });
});

describe('hash-chained statement', () => {
  const records: ChainRecord[] = [1, 2, 3, 4].map((id) => ({
    id,
    type: id === 1 ? 1 : 3,
    debitAccountId: id === 1 ? 1 : 10,
    creditAccountId: id === 1 ? 10 : 2,
    amountMinor: BigInt(id * 1000),
    currency: 'INR',
    ref: `order:${id}`,
    debitBalanceAfterMinor: id === 1 ? null : BigInt(10_000 - id * 1000),
    creditBalanceAfterMinor: id === 1 ? 10_000n : null,
    createdAtMs: 1_700_000_000_000 + id,
  }));

  it('PF6: each hash covers the one before, so editing a past record changes every later hash and the head', () => {
    const hashes = chainHashes(records);
    expect(new Set(hashes).size).toBe(4);
    expect(chainHead([])).toBe(CHAIN_GENESIS);
    const edited = records.map((r) => (r.id === 2 ? { ...r, amountMinor: r.amountMinor + 1n } : r));
    const after = chainHashes(edited);
    expect(after[0]).toBe(hashes[0]);
    for (const i of [1, 2, 3]) expect(after[i]).not.toBe(hashes[i]);
    expect(chainHead(edited)).not.toBe(chainHead(records));
    expect(chainHead(records.filter((r) => r.id !== 2))).not.toBe(chainHead(records));
    const rebalanced = records.map((r) => (r.id === 3 ? { ...r, debitBalanceAfterMinor: 1n } : r));
    expect(chainHead(rebalanced)).not.toBe(chainHead(records));
  });
});
