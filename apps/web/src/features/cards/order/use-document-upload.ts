/**
 * The upload of one proof: the file checked first (`documentFileRefusal`), then sent at once with
 * Media/uploadDocument.json, its progress followed; once stored, the tunnel keeps its id under its
 * type. The upload can be cancelled; a failure is kept to be said in the user's language.
 */
import { documentFileRefusal, type DocumentType } from '@oceane/domain';
import { useEffect, useRef, useState } from 'react';
import { updateTunnel } from '../../../lib/tunnel-store.ts';
import { uploadDocument, type UploadProgress } from './api/upload-document.ts';

export type UploadState =
  | { kind: 'idle' }
  | { kind: 'uploading'; fileName: string; progress: UploadProgress }
  | { kind: 'failed'; error: unknown }
  | { kind: 'done'; fileName: string }
  | { kind: 'removed' };

export function useDocumentUpload(type: DocumentType, rules: { acceptedTypes: string[]; maxBytes: number }) {
  const [state, setState] = useState<UploadState>({ kind: 'idle' });
  const controller = useRef<AbortController | null>(null);

  // A page left mid-upload stops sending.
  useEffect(() => () => controller.current?.abort(), []);

  const upload = async (file: File) => {
    const refusal = documentFileRefusal(file, rules);
    if (refusal) {
      setState({ kind: 'failed', error: { code: refusal } });
      return;
    }
    controller.current?.abort();
    const current = new AbortController();
    controller.current = current;
    setState({ kind: 'uploading', fileName: file.name, progress: { loaded: 0, total: file.size } });
    try {
      const document = await uploadDocument({
        type,
        file,
        fileName: file.name,
        signal: current.signal,
        onProgress: (progress) => {
          if (!current.signal.aborted) setState({ kind: 'uploading', fileName: file.name, progress });
        },
      });
      updateTunnel((tunnel) => ({
        documents: {
          ...tunnel.documents,
          [type]: {
            id: document.id,
            status: document.status,
            fileName: document.fileName,
            size: document.size,
          },
        },
      }));
      setState({ kind: 'done', fileName: document.fileName });
    } catch (error) {
      // A cancelled upload says nothing: the passenger asked for it.
      setState(current.signal.aborted ? { kind: 'idle' } : { kind: 'failed', error });
    } finally {
      if (controller.current === current) controller.current = null;
    }
  };

  const cancel = () => controller.current?.abort();

  const remove = () => {
    updateTunnel((tunnel) => {
      const { [type]: _removed, ...documents } = tunnel.documents;
      return { documents };
    });
    setState({ kind: 'removed' });
  };

  return { state, upload, cancel, remove };
}
