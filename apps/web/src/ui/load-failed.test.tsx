import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { LoadFailed } from './load-failed.tsx';

describe('LoadFailed: a read that failed, with a way to ask again', () => {
  it('says a coded failure in the catalogue’s words, as an alert, and asks again on Retry', async () => {
    const onRetry = vi.fn();
    renderAt(<LoadFailed error={{ code: 'EMAIL_NOT_FOUND', message: 'server words' }} onRetry={onRetry} />);
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Cette adresse e-mail ne correspond à aucun compte.');
    expect(alert).not.toHaveTextContent('server words');
    await userEvent.click(screen.getByRole('button', { name: 'Réessayer' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('says the generic text for a failure without a code (a bug’s own message is never shown)', async () => {
    renderAt(<LoadFailed error={new TypeError('x is undefined')} onRetry={() => undefined} />, {
      path: '/en',
    });
    expect(await screen.findByRole('alert')).toHaveTextContent('An error occurred, refresh the page.');
    expect(screen.getByRole('alert')).not.toHaveTextContent('x is undefined');
    expect(screen.getByRole('button', { name: 'Try again' })).toBeVisible();
  });
});
