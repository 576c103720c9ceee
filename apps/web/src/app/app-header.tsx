/**
 * The header of a logged-in user (spec §2: hidden when logged out) as a chunk of its own, with
 * its widgets, the cart store and the logout call: a public page visited logged out does not
 * download or hydrate them (issue 9, docs/decisions/036-web-first-paint.md). The private layout's
 * clientLoader loads it before a logged-in page renders (`loadHeader`), so such a page never
 * shows without its header; elsewhere a logged-in user's header comes once its chunk is there.
 */
import { useEffect, useState } from 'react';
import { useUser } from '../lib/session.ts';
import type * as HeaderChunk from './logged-in-header.tsx';

type HeaderModule = typeof HeaderChunk;

let loaded: HeaderModule | null = null;

export async function loadHeader(): Promise<HeaderModule> {
  loaded ??= await import('./logged-in-header.tsx');
  return loaded;
}

export function AppHeader() {
  const loggedIn = useUser() !== null;
  const [module, setModule] = useState(loaded);
  useEffect(() => {
    // A chunk that fails to load leaves the page without header until the next navigation.
    if (loggedIn && !module) loadHeader().then(setModule, () => undefined);
  }, [loggedIn, module]);
  if (!loggedIn || !module) return null;
  return <module.LoggedInHeader />;
}
