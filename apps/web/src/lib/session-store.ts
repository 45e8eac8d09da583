import { STORAGE_KEYS } from '@demo/contract/refs';
import { create } from 'zustand';
import type { SessionEndNotice } from './session-end';
import { readString, writeString } from './storage';

/** The access data of the signed-in session (specification, section 3: access token and access id). */
export interface Session {
  token: string | null;
  accessId: string | null;
}

interface SessionActions {
  signIn: (token: string, accessId: string) => void;
  /** Forgets the access data; `ended` says why when the server ended the session (A22). */
  clear: (ended?: SessionEndNotice) => void;
}

interface SessionEnded {
  /** Why the last session ended on the server's word, for the sign-in page; null after a sign-in. */
  ended: SessionEndNotice | null;
}

export const useSession = create<Session & SessionEnded & SessionActions>()((set) => ({
  token: readString(STORAGE_KEYS.accessToken),
  accessId: readString(STORAGE_KEYS.accessId),
  ended: null,
  signIn: (token, accessId) => {
    writeString(STORAGE_KEYS.accessToken, token);
    writeString(STORAGE_KEYS.accessId, accessId);
    set({ token, accessId, ended: null });
  },
  clear: (ended) => {
    writeString(STORAGE_KEYS.accessToken, null);
    writeString(STORAGE_KEYS.accessId, null);
    set({ token: null, accessId: null, ended: ended ?? null });
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
