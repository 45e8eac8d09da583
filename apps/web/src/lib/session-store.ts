import { STORAGE_KEYS } from '@demo/contract/refs';
import { create } from 'zustand';
import { readString, writeString } from './storage';

/** The access data of the signed-in session (specification, section 3: access token and access id). */
export interface Session {
  token: string | null;
  accessId: string | null;
}

interface SessionActions {
  signIn: (token: string, accessId: string) => void;
  clear: () => void;
}

export const useSession = create<Session & SessionActions>()((set) => ({
  token: readString(STORAGE_KEYS.accessToken),
  accessId: readString(STORAGE_KEYS.accessId),
  signIn: (token, accessId) => {
    writeString(STORAGE_KEYS.accessToken, token);
    writeString(STORAGE_KEYS.accessId, accessId);
    set({ token, accessId });
  },
  clear: () => {
    writeString(STORAGE_KEYS.accessToken, null);
    writeString(STORAGE_KEYS.accessId, null);
    set({ token: null, accessId: null });
  },
}));

// Another tab that logs in or out changes the stored token; this tab follows so both agree.
if (typeof window !== 'undefined') {
  window.addEventListener('storage', (e) => {
    if (e.key !== STORAGE_KEYS.accessToken && e.key !== STORAGE_KEYS.accessId && e.key !== null) return;
    useSession.setState({
      token: readString(STORAGE_KEYS.accessToken),
      accessId: readString(STORAGE_KEYS.accessId),
    });
  });
}
