/**
 * English texts of the app shell's honest states (issue 42): the offline banner, why this device was
 * signed out (A22), and a detail page whose offering does not exist. Part of the start bundle
 * (en-start.ts), since the shell shows them on any screen.
 */
export const shellEn = {
  connectivity: {
    offline: 'You are offline. What you see may be out of date; it refreshes by itself when the connection is back.',
    offlineRetry: 'No connection. This loads by itself when you are back online.',
  },
  sessionEnd: {
    title: 'You were signed out',
    expired: 'Your session expired. Please log in again.',
    password_changed:
      'Your password was changed on another device, so this device was signed out. Log in with the new password.',
    password_reset: 'Your password was reset, so this device was signed out. Log in with the new password.',
    signed_in_elsewhere: 'Your account signed in on another device, so this one was signed out.',
    revoked_by_user: 'This device was signed out from the Devices page of another device.',
    disabled: 'Your account has been disabled. Contact customer service.',
    ended_by_staff: 'Customer service signed your account out of every device.',
    two_factor_disabled: 'Two-factor sign-in was turned off on another device, so this device was signed out.',
    other: 'You were signed out because your account signed in elsewhere or its password changed.',
  },
  missing: {
    offering: 'This offering does not exist',
    offeringHint: 'It may have been withdrawn, or the link is incomplete.',
    toNewShares: 'See all new shares',
    toAiProducts: 'See all AI products',
  },
  notFoundPage: {
    title: 'Page not found',
    text: 'There is no such page in the app',
    hint: 'This address belongs to a map page of the mini-program version; the web app has no location picker and no form asks for a location.',
    home: 'Go to Markets',
  },
} as const;
