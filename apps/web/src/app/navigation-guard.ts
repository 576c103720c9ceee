/**
 * The check run on each navigation (spec §2): guardNavigation of packages/domain decides, this
 * module applies. Pages behind a login are guarded before they render (the private layout's
 * clientLoader); every page, including the prerendered ones, is checked again once shown.
 */
import { guardNavigation, guestRedirect } from '@oceane/domain';
import { useEffect } from 'react';
import { redirect, useLocation, useNavigate } from 'react-router';
import { guestMediaId, sessionStore } from '../lib/session.ts';

export function isLoggedIn(): boolean {
  return sessionStore.getState().user !== null;
}

/** A target on another origin cannot be a client-side navigation. */
export function isExternalTarget(to: string, origin = window.location.origin): boolean {
  return new URL(to, origin).origin !== origin;
}

/** Where a navigation to this address must go instead, or null to let it through. */
export function redirectTarget(
  pathname: string,
  search = '',
  loggedIn = isLoggedIn(),
  lentMediaId = guestMediaId(),
): string | null {
  const decision = guardNavigation(pathname, loggedIn);
  // A guest (decision 054) goes from a page that needs a person to the reload of its card.
  if (loggedIn && lentMediaId !== null) {
    const target = decision.kind === 'allow' ? pathname : decision.to.split('?')[0]!;
    const guestTarget = guestRedirect(target, lentMediaId);
    if (guestTarget) return guestTarget;
  }
  if (decision.kind === 'allow') return null;
  // guardNavigation keeps only the path in `redirect`; keep the query of the page asked for.
  return search && decision.to.includes('?redirect=')
    ? `${decision.to}${encodeURIComponent(search)}`
    : decision.to;
}

/** clientLoader of the pages behind a login: redirects before the page renders or fetches. */
export function guardRequest(request: Request): Response | null {
  const url = new URL(request.url);
  const target = redirectTarget(url.pathname, url.search);
  if (!target) return null;
  if (isExternalTarget(target, url.origin)) {
    window.location.assign(target);
    return null;
  }
  return redirect(target);
}

/** Runs the guard after every navigation, on the state the browser holds. */
export function useNavigationGuard(): void {
  const { pathname, search } = useLocation();
  const navigate = useNavigate();
  useEffect(() => {
    const target = redirectTarget(pathname, search);
    if (!target) return;
    if (isExternalTarget(target)) window.location.assign(target);
    else void navigate(target, { replace: true });
  }, [pathname, search, navigate]);
}
