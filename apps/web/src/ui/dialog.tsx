/**
 * The one modal dialog: a title, focus trapped inside, Escape closes, focus returns to the control
 * that opened it. Rendered into the shell's modal mount point.
 */
import type { ReactNode } from 'react';
import { Dialog, Heading, Modal, ModalOverlay } from 'react-aria-components';
import { MODAL_ROOT_ID } from './modal-root.ts';

export { MODAL_ROOT_ID };

export type ModalDialogProps = {
  title: string;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
  children: ReactNode;
  role?: 'dialog' | 'alertdialog';
};

export function ModalDialog({ title, isOpen, onOpenChange, children, role = 'dialog' }: ModalDialogProps) {
  const container = typeof document === 'undefined' ? undefined : document.getElementById(MODAL_ROOT_ID);
  return (
    <ModalOverlay
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      isDismissable
      className="modal-overlay"
      UNSTABLE_portalContainer={container ?? undefined}
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
