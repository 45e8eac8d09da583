import { assert } from '../assert';
import { sha256Hex } from '../new-shares/sha256';

/**
 * The liabilities proof (docs/SPEC.md PF): a Merkle sum tree over every customer's real-money
 * balance in one currency. Each node carries a hash and a sum; a parent's sum is its children's,
 * and its hash covers both children's hashes and sums, so a leaf's path proves the leaf is counted
 * inside the published total. A plain Merkle tree would let the operator publish any total; a sum
 * tree makes the total the root's sum, and a verifier refuses a negative sum anywhere on the path,
 * so a hidden negative leaf cannot shrink the total (PF2). Written on core's own SHA-256 so the
 * same check runs in the browser with no server (as the allotment draw does).
 */

/** One customer's leaf: the account's id, its day's salt (hex), its balance and its ledger chain head. */
export interface ProofLeaf {
  /** The customer's user id: the account the leaf stands for in its currency. */
  readonly accountId: number;
  /** 32 random bytes as hex, fresh per account per day, shown only to the account's owner (PF4). */
  readonly salt: string;
  /** Available + locked + margin in the currency, in minor units; never negative (L3). */
  readonly balanceMinor: bigint;
  /** The head of the account's hash-chained ledger statement at the snapshot (PF6, `chainHead`). */
  readonly chainHead: string;
}

/** A node of the tree: its hash (64 hex digits) and the sum of the balances under it, in minor units. */
export interface ProofNode {
  readonly hash: string;
  readonly sumMinor: bigint;
}

/** One step of a path: the sibling at that level and the side it sits on. */
export interface ProofStep extends ProofNode {
  readonly side: 'left' | 'right';
}

/** The root of an empty tree: a fixed hash and a zero sum, so a currency with no customers still publishes. */
export const EMPTY_PROOF_ROOT: ProofNode = { hash: sha256Hex('PF|empty'), sumMinor: 0n };

/**
 * PF1: a leaf's hash, SHA-256 of the UTF-8 text `PF|leaf|{salt}:{accountId}:{balanceMinor}:{chainHead}`
 * (decimal integers, lower-case hex). The `leaf` and `node` prefixes keep a leaf from ever reading as a node.
 */
export function proofLeafHash(leaf: ProofLeaf): string {
  return sha256Hex(`PF|leaf|${leaf.salt}:${leaf.accountId}:${leaf.balanceMinor}:${leaf.chainHead}`);
}

/** PF1: a parent: SHA-256 of `PF|node|{left.hash}:{left.sum}:{right.hash}:{right.sum}`, summing both. */
export function proofParent(left: ProofNode, right: ProofNode): ProofNode {
  return {
    hash: sha256Hex(`PF|node|${left.hash}:${left.sumMinor}:${right.hash}:${right.sumMinor}`),
    sumMinor: left.sumMinor + right.sumMinor,
  };
}

/** A built tree: every level from the leaves (level 0, sorted by hash) up to the root. */
export interface ProofTree {
  readonly root: ProofNode;
  /** `levels[0]` are the leaves in tree order; the last level holds the root alone. */
  readonly levels: readonly (readonly ProofNode[])[];
}

/**
 * Builds the tree over `leaves` (PF1). Leaves are ordered by their hash, so the order says nothing
 * about who the customers are and anyone holding the leaves rebuilds the same root. An odd node at
 * the end of a level is carried up unchanged (its path simply has no step at that level).
 * A negative balance is a bug here (L3 keeps user accounts at zero or above).
 */
export function buildProofTree(leaves: readonly ProofLeaf[]): ProofTree {
  const level0 = leaves
    .map((leaf) => {
      assert(leaf.balanceMinor >= 0n, `PF2: account ${leaf.accountId} has a negative balance ${leaf.balanceMinor}`);
      return { hash: proofLeafHash(leaf), sumMinor: leaf.balanceMinor };
    })
    .sort((a, b) => (a.hash < b.hash ? -1 : a.hash > b.hash ? 1 : 0));
  if (level0.length === 0) return { root: EMPTY_PROOF_ROOT, levels: [[EMPTY_PROOF_ROOT]] };
  const levels: ProofNode[][] = [level0];
  let current = level0;
  while (current.length > 1) {
    const next: ProofNode[] = [];
    for (let i = 0; i < current.length; i += 2) {
      const left = current[i] as ProofNode;
      const right = current[i + 1];
      next.push(right === undefined ? left : proofParent(left, right));
    }
    levels.push(next);
    current = next;
  }
  return { root: current[0] as ProofNode, levels };
}

/** The path of the leaf whose hash is `leafHash`, from the leaf's sibling up; null when no such leaf. */
export function proofPath(tree: ProofTree, leafHash: string): ProofStep[] | null {
  const first = tree.levels[0] ?? [];
  let index = first.findIndex((node) => node.hash === leafHash);
  if (index < 0 || tree.root === EMPTY_PROOF_ROOT) return null;
  const path: ProofStep[] = [];
  for (const level of tree.levels.slice(0, -1)) {
    const siblingIndex = index % 2 === 0 ? index + 1 : index - 1;
    const sibling = level[siblingIndex];
    if (sibling !== undefined) path.push({ ...sibling, side: index % 2 === 0 ? 'right' : 'left' });
    index = Math.floor(index / 2);
  }
  return path;
}

/** Why a path does not prove its leaf: a negative sum on it, or the root or total it reaches differ. */
export type ProofFailure = 'negative_sum' | 'root_differs' | 'total_differs';

/** What the check saw at each step, for a screen that shows the work. */
export interface ProofCheck {
  readonly leaf: ProofNode;
  /** The node reached after each step of the path. */
  readonly steps: readonly ProofNode[];
  readonly ok: boolean;
  readonly failure: ProofFailure | null;
}

/**
 * PF3: checks that `leaf` lies under a root of hash `rootHash` and sum `totalMinor`: hashes the
 * leaf, folds the path into it, and compares. Refuses a negative sibling sum (PF2), which is how a
 * sum tree stops a negative leaf from hiding liabilities. Pure; runs in the browser.
 */
export function verifyProofPath(input: {
  readonly leaf: ProofLeaf;
  readonly path: readonly ProofStep[];
  readonly rootHash: string;
  readonly totalMinor: bigint;
}): ProofCheck {
  const leaf: ProofNode = { hash: proofLeafHash(input.leaf), sumMinor: input.leaf.balanceMinor };
  const steps: ProofNode[] = [];
  let node = leaf;
  let failure: ProofFailure | null = input.leaf.balanceMinor < 0n ? 'negative_sum' : null;
  for (const step of input.path) {
    if (step.sumMinor < 0n) failure ??= 'negative_sum';
    node = step.side === 'left' ? proofParent(step, node) : proofParent(node, step);
    steps.push(node);
  }
  if (node.hash !== input.rootHash) failure ??= 'root_differs';
  else if (node.sumMinor !== input.totalMinor) failure ??= 'total_differs';
  return { leaf, steps, ok: failure === null, failure };
}
