/**
 * The header with its logout (auth's `useLogout`), loaded on demand by app-header.tsx, and under
 * it the notice of a cart this browser refuses to save (spec §8): both exist only for a session.
 */
import { useLogout } from '../features/auth/api/logout.ts';
import { Header } from '../features/shell/components/header.tsx';
import { StorageFailureNotice } from './storage-failure-notice.tsx';

export function LoggedInHeader() {
  const logout = useLogout();
  return (
    <>
      <Header onLogout={logout} />
      <StorageFailureNotice />
    </>
  );
}
