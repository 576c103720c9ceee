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

/**
 * The dialogs' mount point after the page, handed to the dialogs once it is in the document (see
 * ui/dialog.tsx). Its state lives here rather than in AppShell: setting it as the page first
 * commits is a synchronous update, and in AppShell it drew the whole frame (header, footer) a
 * second time, blocking the main thread right after hydration (issue 9). Here it draws only this
 * component and the dialogs: `children` are the same elements, which React does not draw again.
 */
function WithModalRoot({ children }: { children: ReactNode }) {
  const [modalRoot, setModalRoot] = useState<HTMLElement | null>(null);
  return (
    <ModalRootContext value={modalRoot}>
      {children}
      <div id={MODAL_ROOT_ID} ref={setModalRoot} />
    </ModalRootContext>
  );
}

export function AppShell({ children }: { children: ReactNode }) {
  const { t } = useTranslation();
  useNavigationGuard();
  useRouteFocus();
  useBuildWatch();
  useRememberLocale();
  useMonitoring();

  return (
    <>
      <WithModalRoot>
        <a href={`#${MAIN_ID}`} className="skip-link">
          {t('shell.skipLink')}
        </a>
        <AppHeader />
        <main id={MAIN_ID} tabIndex={-1} className="main">
          {children}
        </main>
        <Footer />
        <SessionExpiry />
      </WithModalRoot>
      <LikelyNextPrefetch />
    </>
  );
}
