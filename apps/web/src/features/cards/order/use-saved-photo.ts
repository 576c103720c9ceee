/**
 * The photo already saved for this request (the tunnel's PHOTO document, e.g. after a reload),
 * fetched back as bytes (lib/document-file.ts: a short-lived link, then Document/file with this
 * session) and shown through an object URL, revoked when the step unmounts or the photo changes.
 */
import { useEffect, useState } from 'react';
import { downloadDocument } from '../../../lib/document-file.ts';

export type SavedPhoto =
  | { state: 'none' }
  | { state: 'loading' }
  | { state: 'shown'; url: string }
  /** The bytes could not be read back (link refused, file gone): the step says so, and still goes on. */
  | { state: 'failed' };

type Loaded = { id: string; result: SavedPhoto };

export function useSavedPhoto(photoId: string | null): SavedPhoto {
  const [loaded, setLoaded] = useState<Loaded | null>(null);

  // The tunnel keeps the id as a string; one that is no id shows nothing.
  const documentId = photoId && /^[1-9]\d{0,15}$/.test(photoId) ? Number(photoId) : null;

  useEffect(() => {
    if (documentId === null) return;
    const id = String(documentId);
    let current = true;
    let url: string | null = null;
    downloadDocument(documentId)
      .then(({ blob }) => {
        if (!current) return;
        url = URL.createObjectURL(blob);
        setLoaded({ id, result: { state: 'shown', url } });
      })
      .catch(() => {
        if (current) setLoaded({ id, result: { state: 'failed' } });
      });
    return () => {
      current = false;
      if (url) URL.revokeObjectURL(url);
    };
  }, [documentId]);

  if (documentId === null) return { state: 'none' };
  // A result of an earlier photo is not this one's: it loads.
  return loaded?.id === String(documentId) ? loaded.result : { state: 'loading' };
}
