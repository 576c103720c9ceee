/**
 * After a client-side navigation, the focus goes to the new page's main content, as a full page
 * load would start a screen reader there; the first load leaves the focus alone.
 */
import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';

export const MAIN_ID = 'main';

export function useRouteFocus(): void {
  const { pathname } = useLocation();
  const previous = useRef(pathname);
  useEffect(() => {
    if (previous.current === pathname) return;
    previous.current = pathname;
    const active = document.activeElement;
    // A control that survives the navigation (a tab, the dialog that caused it) keeps the focus.
    if (active && active !== document.body && document.body.contains(active)) return;
    document.getElementById(MAIN_ID)?.focus({ preventScroll: true });
  }, [pathname]);
}
