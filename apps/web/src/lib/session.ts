/**
 * Auth state (spec §3): the user and the two stored tokens. Tokens live in the `userToken` and
 * `idToken` cookies (expiring 2030-01-01), the names in localStorage `oceane.user`. The server
 * snapshot is always "logged out", so the prerendered pages hydrate before the user shows.
 */
import { useStore } from 'zustand';
import { createStore } from 'zustand/vanilla';
import { deleteCookie, readCookie, writeCookie } from './cookies.ts';

export type User = {
  userToken: string;
  userId: string | number;
  userName: string;
  userLastname: string;
  /** A guest session (decision 054): the card lent to it, whose reload is the guest's one page. */
  guestMediaId?: number;
};

export type SessionState = {
  user: User | null;
  idToken: string | null;
  /** Set by the api client on a 401 SESSION_EXPIRED; the session popup reads it. */
  expired: boolean;
};

export const USER_TOKEN_COOKIE = 'userToken';
export const ID_TOKEN_COOKIE = 'idToken';
export const USER_STORAGE_KEY = 'oceane.user';
/** Spec §9: the auth cookies expire in 2030. */
export const AUTH_COOKIE_EXPIRY = new Date(Date.UTC(2030, 0, 1));

const LOGGED_OUT: SessionState = { user: null, idToken: null, expired: false };

export const sessionStore = createStore<SessionState>(() => LOGGED_OUT);

type StoredUser = Omit<User, 'userToken'>;

function readStoredUser(): StoredUser | null {
  try {
    const raw = window.localStorage.getItem(USER_STORAGE_KEY);
    return raw ? (JSON.parse(raw) as StoredUser) : null;
  } catch {
    return null;
  }
}

/** What the browser remembers: logged in as long as the userToken cookie is there. */
export function readStoredSession(): SessionState {
  const userToken = readCookie(USER_TOKEN_COOKIE);
  if (!userToken) return LOGGED_OUT;
  const stored = readStoredUser();
  return {
    user: {
      userToken,
      userId: stored?.userId ?? '',
      userName: stored?.userName ?? '',
      userLastname: stored?.userLastname ?? '',
      ...(typeof stored?.guestMediaId === 'number' ? { guestMediaId: stored.guestMediaId } : {}),
    },
    idToken: readCookie(ID_TOKEN_COOKIE),
    expired: false,
  };
}

if (typeof window !== 'undefined') sessionStore.setState(readStoredSession());

export function startSession(user: User, idToken: string | null): void {
  writeCookie(USER_TOKEN_COOKIE, user.userToken, { expires: AUTH_COOKIE_EXPIRY });
  if (idToken) writeCookie(ID_TOKEN_COOKIE, idToken, { expires: AUTH_COOKIE_EXPIRY });
  const { userToken: _token, ...names } = user;
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(names));
  sessionStore.setState({ user, idToken, expired: false });
}

/** Clears both tokens and the stored user (spec §4 logout). */
export function endSession(): void {
  deleteCookie(USER_TOKEN_COOKIE);
  deleteCookie(ID_TOKEN_COOKIE);
  window.localStorage.removeItem(USER_STORAGE_KEY);
  sessionStore.setState(LOGGED_OUT);
}

/** New names of the logged-in user (Account/update.json): the header and the stored user follow. */
export function renameSessionUser(names: Pick<User, 'userName' | 'userLastname'>): void {
  const user = sessionStore.getState().user;
  if (!user) return;
  const renamed = { ...user, ...names };
  const { userToken: _token, ...stored } = renamed;
  window.localStorage.setItem(USER_STORAGE_KEY, JSON.stringify(stored));
  sessionStore.setState({ user: renamed });
}

export function markSessionExpired(): void {
  if (sessionStore.getState().user) sessionStore.setState({ expired: true });
}

export function fullName(user: Pick<User, 'userName' | 'userLastname'>): string {
  return [user.userName, user.userLastname].filter(Boolean).join(' ');
}

export function useSession<T>(selector: (state: SessionState) => T): T {
  return useStore(sessionStore, selector);
}

/** The card lent to a guest session, or null for an account holder or a visitor (decision 054). */
export function guestMediaId(): number | null {
  return sessionStore.getState().user?.guestMediaId ?? null;
}

export function useUser(): User | null {
  return useSession((state) => state.user);
}
