/**
 * The warning before leaving a page with unsaved changes (spec §4: they are lost): a confirmation
 * dialog for a navigation within the portal, the browser's own prompt for a reload or a close.
 */
import { useEffect } from 'react';
import { useBlocker } from 'react-router';
import { Button } from './button.tsx';
import { ModalDialog } from './dialog.tsx';

export type UnsavedChangesTexts = { title: string; text: string; leave: string; stay: string };

export function UnsavedChangesGuard({ when, texts }: { when: boolean; texts: UnsavedChangesTexts }) {
  // Only a move to another page loses the form; a change of its query string does not.
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => when && currentLocation.pathname !== nextLocation.pathname,
  );

  useEffect(() => {
    if (!when) return;
    const warn = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Older browsers show the prompt only when a value is set.
      event.returnValue = '';
    };
    window.addEventListener('beforeunload', warn);
    return () => window.removeEventListener('beforeunload', warn);
  }, [when]);

  useEffect(() => {
    if (blocker.state === 'blocked' && !when) blocker.reset();
  }, [blocker, when]);

  return (
    <ModalDialog
      role="alertdialog"
      title={texts.title}
      isOpen={blocker.state === 'blocked'}
      onOpenChange={(open) => {
        if (!open && blocker.state === 'blocked') blocker.reset();
      }}
    >
      <p>{texts.text}</p>
      <div className="actions">
        <Button variant="primary" onPress={() => blocker.reset?.()}>
          {texts.stay}
        </Button>
        <Button variant="secondary" onPress={() => blocker.proceed?.()}>
          {texts.leave}
        </Button>
      </div>
    </ModalDialog>
  );
}
