import { screen, waitFor } from '@testing-library/react';
import { useEffect, useState } from 'react';
import { describe, expect, it } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { ModalDialog } from './dialog.tsx';
import { MODAL_ROOT_ID, ModalRootContext } from './modal-root.ts';

function Content({ openAtFirst }: { openAtFirst: boolean }) {
  const [open, setOpen] = useState(openAtFirst);
  // The page renders again once mounted, as a page does when its data arrives.
  const [answered, setAnswered] = useState(false);
  useEffect(() => {
    const timer = setTimeout(() => setAnswered(true), 0);
    return () => clearTimeout(timer);
  }, []);
  return (
    <main>
      <button type="button" onClick={() => setOpen(true)}>
        Open
      </button>
      <p>{open ? 'open' : 'closed'}</p>
      <p>{answered ? 'answered' : 'asking'}</p>
      <ModalDialog title="Result" isOpen={open} onOpenChange={setOpen}>
        <button type="button">Inside</button>
      </ModalDialog>
    </main>
  );
}

/** A page laid out as the shell lays it out: the content, then the modal mount point. */
function Shell({ openAtFirst }: { openAtFirst: boolean }) {
  const [modalRoot, setModalRoot] = useState<HTMLElement | null>(null);
  return (
    <ModalRootContext value={modalRoot}>
      <Content openAtFirst={openAtFirst} />
      <div id={MODAL_ROOT_ID} ref={setModalRoot} />
    </ModalRootContext>
  );
}

const hiddenOrInert = '[inert], [aria-hidden="true"]';

describe('ModalDialog', () => {
  it('open from the page’s first render: in the mount point, not hidden, the focus inside, Escape closes', async () => {
    const { user } = renderAt(<Shell openAtFirst />);
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    expect(document.getElementById(MODAL_ROOT_ID)).toContainElement(dialog);
    // The page renders again (its data came): the dialog stays where it is, usable.
    expect(await screen.findByText('answered')).toBeInTheDocument();
    expect(dialog).toBeInTheDocument();
    expect(dialog.closest(hiddenOrInert)).toBeNull();
    expect(screen.getByText('open').closest(hiddenOrInert)).not.toBeNull();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    // Closed, the page is usable again: nothing left hidden.
    expect(document.querySelector(hiddenOrInert)).toBeNull();
  });

  it('opened later: in the mount point, the focus inside, and back to the opener once closed', async () => {
    const { user } = renderAt(<Shell openAtFirst={false} />);
    await user.click(screen.getByRole('button', { name: 'Open' }));
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    expect(document.getElementById(MODAL_ROOT_ID)).toContainElement(dialog);
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
    await waitFor(() => expect(screen.getByRole('button', { name: 'Open' })).toHaveFocus());
  });

  it('outside a shell the body serves, open from the first render too', async () => {
    const { user } = renderAt(<Content openAtFirst />);
    const dialog = await screen.findByRole('dialog', { name: 'Result' });
    expect(dialog.closest(hiddenOrInert)).toBeNull();
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    expect(await screen.findByText('closed')).toBeInTheDocument();
  });
});
