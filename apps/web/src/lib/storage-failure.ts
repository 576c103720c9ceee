/**
 * Spec §8: a failure to save the cart or the tunnel is reported. A browser may refuse
 * localStorage (full, private browsing, storage turned off): the stores then keep working in
 * memory, this store tells the shell's notice to say so once, and the failure goes once per visit
 * to the error reporting (decision 013), never once per change (decision 062). The report travels
 * as error-reporting.ts's REPORT_EVENT, so that the stores' code does not import the reporter.
 */
import { createStore } from 'zustand/vanilla';

export type StorageFailureState = {
  /** A save was refused during this visit. */
  failed: boolean;
  /** The passenger closed the notice: it does not come back during this visit. */
  dismissed: boolean;
};

export const storageFailureStore = createStore<StorageFailureState>(() => ({
  failed: false,
  dismissed: false,
}));

/** What the report says: the store's key and the browser's reason, never what was being saved. */
export class LocalStorageError extends Error {
  constructor(key: string, cause: unknown) {
    const reason = (cause as { name?: unknown } | null)?.name;
    super(`The browser refused to save ${key}: ${typeof reason === 'string' ? reason : 'unknown'}`);
    this.name = 'LocalStorageError';
  }
}

export function storageFailed(key: string, cause: unknown): void {
  if (storageFailureStore.getState().failed) return;
  storageFailureStore.setState({ failed: true });
  // error-reporting.ts's REPORT_EVENT, heard by the reporter the shell installs.
  window.dispatchEvent(new CustomEvent('oceane:report', { detail: new LocalStorageError(key, cause) }));
}

export function dismissStorageFailure(): void {
  storageFailureStore.setState({ dismissed: true });
}

/** Tests start each case as a new visit. */
export function resetStorageFailure(): void {
  storageFailureStore.setState({ failed: false, dismissed: false });
}
