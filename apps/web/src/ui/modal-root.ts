/** The shell's mount point for modal dialogs, apart from the dialog so the shell loads no widget. */
import { createContext } from 'react';

export const MODAL_ROOT_ID = 'modal-root';

/**
 * The mount point's element, handed by the shell to the dialogs once it is in the document: null
 * during the page's first render (not there yet), undefined outside a shell (a piece rendered
 * alone, where the body serves).
 */
export const ModalRootContext = createContext<HTMLElement | null | undefined>(undefined);
