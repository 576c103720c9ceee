/**
 * Renders a piece of the portal as a page would: inside a memory router at a path, with the
 * locale's i18next instance, a fresh query client and react-aria's router.
 */
import { render } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { ReactNode } from 'react';
import { createMemoryRouter, Outlet, RouterProvider, type RouteObject } from 'react-router';
import { Providers } from '../src/app/providers.tsx';
import { createQueryClient } from '../src/lib/query-client.ts';

export type RenderOptions = {
  /** The address the page opens at, e.g. '/en/auth/signup?redirect=%2Faccount'. */
  path?: string;
  /** The element rendered at any path not listed in `routes`. */
  routes?: RouteObject[];
};

export function renderAt(ui: ReactNode, { path = '/', routes = [] }: RenderOptions = {}) {
  const queryClient = createQueryClient();
  const router = createMemoryRouter(
    [
      {
        element: (
          <Providers queryClient={queryClient}>
            <Outlet />
          </Providers>
        ),
        children: [...routes, { path: '*', element: ui }],
      },
    ],
    { initialEntries: [path] },
  );
  const view = render(<RouterProvider router={router} />);
  const location = () => `${router.state.location.pathname}${router.state.location.search}`;
  return { ...view, router, queryClient, location, user: userEvent.setup({ delay: null }) };
}

/** A page that only says where the router went, for the journeys that leave the page. */
export function landing(path: string, text = `landed on ${path}`): RouteObject {
  return { path, element: <p>{text}</p> };
}
