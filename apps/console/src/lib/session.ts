/**
 * The staff token lives in sessionStorage: it dies with the tab, so a console left open on a shared
 * desk does not sign the next person in.
 */
const TOKEN_KEY = 'console.staffToken';

export function readToken(): string | null {
  return sessionStorage.getItem(TOKEN_KEY);
}

export function saveToken(token: string): void {
  sessionStorage.setItem(TOKEN_KEY, token);
}

export function clearToken(): void {
  sessionStorage.removeItem(TOKEN_KEY);
}
