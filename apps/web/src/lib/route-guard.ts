/** Where the login page lives, and how a page asks to come back after it. */
export const LOGIN_PATH = '/pages/login/login';
export const HOME_PATH = '/';

/** The login route that returns to `current` (a path with its query, as in the hash) afterwards. */
export function loginPathFor(current: string): string {
  const target = safeRedirect(current);
  if (target === HOME_PATH || target.startsWith('/pages/login/')) return LOGIN_PATH;
  return `${LOGIN_PATH}?redirect=${encodeURIComponent(target)}`;
}

/**
 * The page to open after login. Only an in-app path is accepted: anything that could leave the app
 * (a scheme, `//host`, a backslash trick) falls back to the home page.
 */
export function safeRedirect(raw: string | null | undefined): string {
  if (!raw) return HOME_PATH;
  const value = raw.trim();
  if (!value.startsWith('/') || value.startsWith('//') || value.includes('\\') || /^\/[^/]*:/.test(value)) {
    return HOME_PATH;
  }
  return value;
}
