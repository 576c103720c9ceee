/**
 * The one modal dialog: a title, focus trapped inside, Escape closes, focus returns to the control
 * that opened it. Rendered into the shell's modal mount point.
 */
import { use, type ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MODAL_ROOT_ID, ModalRootContext } from './modal-root.ts';

export { MODAL_ROOT_ID };

export type ModalDialogProps = {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
};

export function ModalDialog({ title, isOpen, onOpenChange, children, role = 'dialog' }: ModalDialogProps) {
  // The mount point comes from the shell once committed: looked up during the page's first
  // render it was not there yet, so a dialog open from that render went to the body, hid the
  // rest of the body (the shell with it) and then moved into the mount point, inside that
  // hidden, inert tree, where it could take no focus and Escape did nothing. It waits instead.
  const container = use(ModalRootContext);
  if (container === null) return null;
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="modal-overlay"
      UNSTABLE_portalContainer={container}
    >
      <Modal className="modal">
        <Dialog role={role} className="dialog">
          <Heading slot="title" level={2} className="dialog__title">
            {title}
          </Heading>
          {children}
        </Dialog>
      </Modal>
    </ModalOverlay>
  );
}
