/** The id of the shell's mount point for modal dialogs, apart from the dialog so the shell loads no widget. */
export const MODAL_ROOT_ID = 'modal-root';
