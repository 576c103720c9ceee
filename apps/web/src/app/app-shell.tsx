/**
 * The page frame (spec §2): skip link, header (logged in only), main content, footer, the
 * session-expired popup and the modal mount point, plus the per-navigation services.
 */
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SessionExpiry } from '../features/session/components/session-expiry.tsx';
import { Footer } from '../features/shell/components/footer.tsx';
import { MODAL_ROOT_ID, ModalRootContext } from '../ui/modal-root.ts';
import { AppHeader } from './app-header.tsx';
import { useBuildWatch } from './build-watch.ts';
import { useMonitoring } from './monitoring.ts';
import { useNavigationGuard } from './navigation-guard.ts';
import { LikelyNextPrefetch } from './prefetch.tsx';
import { MAIN_ID, useRouteFocus } from './route-focus.ts';
import { useRememberLocale } from './remember-locale.ts';

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useNavigationGuard();
  useRouteFocus();
  useBuildWatch();
  useRememberLocale();
  useMonitoring();
  // The dialogs portal into the mount point once it is in the document (see ui/dialog.tsx).
  const [modalRoot, setModalRoot] = useState<HTMLElement | null>(null);

  return (
    <ModalRootContext value={modalRoot}>
      <a href={`#${MAIN_ID}`} className="skip-link">
        {t('shell.skipLink')}
      </a>
      <AppHeader />
      <main id={MAIN_ID} tabIndex={-1} className="main">
        {children}
      </main>
      <Footer />
      <SessionExpiry />
      <div id={MODAL_ROOT_ID} ref={setModalRoot} />
      <LikelyNextPrefetch />
    </ModalRootContext>
  );
}
