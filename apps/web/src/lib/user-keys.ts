/**
 * The query keys of the signed-in user's detail and invitation. The socket binding (lib/realtime)
 * and several features read and invalidate them, so they live in lib, below all of them. They carry
 * the token so another session never sees stale data.
 */
export const userKeys = {
  all: ['user'] as const,
  detail: (token: string | null) => ['user', 'detail', token] as const,
  invite: (token: string | null) => ['user', 'invite', token] as const,
};
