import { screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { MODAL_ROOT_ID } from '../ui/modal-root.ts';
import { AppShell } from './app-shell.tsx';

const footer = vi.hoisted(() => ({ renders: 0 }));
vi.mock('../features/shell/components/footer.tsx', () => ({
  Footer: () => {
    footer.renders += 1;
    return <footer>pied de page</footer>;
  },
}));

describe('AppShell', () => {
  it('hands the dialogs their mount point without drawing the frame a second time (issue 9)', async () => {
    renderAt(
      <AppShell>
        <p>la page</p>
      </AppShell>,
    );
    expect(await screen.findByText('la page')).toBeVisible();
    expect(screen.getByRole('main')).toContainElement(screen.getByText('la page'));
    // The mount point is after the page, its frame drawn once: the mount point's state, set as
    // the page commits, is held apart from the header and the footer.
    expect(document.getElementById(MODAL_ROOT_ID)).not.toBeNull();
    expect(
      screen.getByText('pied de page').compareDocumentPosition(document.getElementById(MODAL_ROOT_ID)!),
    ).toBe(Node.DOCUMENT_POSITION_FOLLOWING);
    expect(footer.renders).toBe(1);
  });
});
