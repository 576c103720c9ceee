import { screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ok } from '../test/api.ts';
import { renderAt } from '../test/render.tsx';
import { resetErrorReporting } from './lib/error-reporting.ts';
import { loadPublicConfig, setPublicConfig } from './lib/public-config.ts';
import { ErrorBoundary } from './root.tsx';

function Broken(): never {
  throw new TypeError('contracts is undefined');
}

beforeEach(() => {
  resetErrorReporting(() => 0);
  // React and the router log the thrown error; here it is the point of the test.
  vi.spyOn(console, 'error').mockImplementation(() => undefined);
});
afterEach(() => setPublicConfig(null));

describe('the root error page', () => {
  it('says the page broke, and reports it when error reporting is on', async () => {
    const api = fakeApi({ 'Monitoring/reportError.json': ok({ received: true }) });
    setPublicConfig({ ...(await loadPublicConfig()), errorReporting: true, traceSampleRate: 1 });
    renderAt(<p>elsewhere</p>, {
      path: '/accessibility',
      routes: [{ path: '/accessibility', element: <Broken />, errorElement: <ErrorBoundary /> }],
    });
    expect(await screen.findByRole('heading', { level: 1 })).toHaveTextContent('Erreur interne du serveur');
    expect(screen.getByText('Erreur 500')).toBeInTheDocument();
    await vi.waitFor(() => expect(api.calls('Monitoring/reportError.json')).toHaveLength(1));
    expect(api.calls('Monitoring/reportError.json')[0]!.body).toMatchObject({
      kind: 'render',
      name: 'TypeError',
      message: 'contracts is undefined',
    });
  });
});
