/** The header with its logout (auth's `useLogout`), loaded on demand by app-header.tsx. */
import { useLogout } from '../features/auth/api/logout.ts';
import { Header } from '../features/shell/components/header.tsx';

export function LoggedInHeader() {
  const logout = useLogout();
  return <Header onLogout={logout} />;
}
