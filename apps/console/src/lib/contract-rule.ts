import type { Rule } from 'antd/es/form';

/**
 * Form validation straight from the contract: a field is checked by the same schema the server
 * parses its payload with, so the console can neither be stricter nor looser than the server.
 * Only the wording is the console's: zod's default texts become short sentences for staff.
 */

interface FieldIssue {
  readonly code: string;
  readonly message: string;
  readonly origin?: string;
  readonly expected?: string;
  readonly minimum?: unknown;
  readonly maximum?: unknown;
}

/** The part of a zod schema the check needs; typed structurally so the console needs no zod import. */
export interface FieldSchema {
  safeParse(value: unknown): { success: true } | { success: false; error: { issues: readonly FieldIssue[] } };
}

function isBlank(value: unknown): boolean {
  return value === undefined || value === null || (typeof value === 'string' && value.trim() === '');
}

function sentence(text: string): string {
  return text.charAt(0).toUpperCase() + text.slice(1);
}

function wording(issue: FieldIssue): string {
  if (issue.origin === 'number' && issue.code === 'too_small') return `Must be at least ${String(issue.minimum)}`;
  if (issue.origin === 'number' && issue.code === 'too_big') return `Must be at most ${String(issue.maximum)}`;
  if (issue.code === 'invalid_type' && issue.expected === 'int') return 'Must be a whole number';
  return sentence(issue.message);
}

/** Why the contract refuses `value` for a field, or null when it accepts it. A blank field is "Required" or fine. */
export function contractIssue(schema: FieldSchema, value: unknown): string | null {
  if (isBlank(value)) return schema.safeParse(undefined).success ? null : 'Required';
  const result = schema.safeParse(value);
  if (result.success) return null;
  const first = result.error.issues[0];
  return first === undefined ? 'Not accepted' : wording(first);
}

/** Whether the contract refuses the field left out. */
export function isRequired(schema: FieldSchema): boolean {
  return !schema.safeParse(undefined).success;
}

/**
 * Form.Item props that check a field with its contract schema: the rule, and the required mark
 * when the contract needs the field. Further rules run after the contract's.
 */
export function contractItem(schema: FieldSchema, ...more: Rule[]): { required: boolean; rules: Rule[] } {
  const rule: Rule = {
    // The contract decides about blank fields too, so antd's own `required` rule is not used.
    validator: (_, value: unknown) => {
      const issue = contractIssue(schema, value);
      return issue === null ? Promise.resolve() : Promise.reject(new Error(issue));
    },
  };
  return { required: isRequired(schema), rules: [rule, ...more] };
}
