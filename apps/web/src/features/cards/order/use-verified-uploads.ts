/**
 * After a reload, the tunnel's document and photo ids may name files the server no longer keeps
 * (retention, another device): they are checked once with Document/getUserDocuments.json, and the
 * ones it does not list (or lists as deleted) are dropped, so the steps ask for them again.
 */
import { useEffect, useState } from 'react';
import { tunnelStore, updateTunnel, type TunnelState } from '../../../lib/tunnel-store.ts';
import { getUserDocuments } from './api/user-documents.ts';

const heldIds = (tunnel: TunnelState) => [
  ...Object.values(tunnel.documents).map((document) => document.id),
  ...(tunnel.photo ? [Number(tunnel.photo)] : []),
];

/** The tunnel with only what the server still has; statuses brought up to date. */
export function keepKnownUploads(
  tunnel: TunnelState,
  kept: { id: number; status: string; deleted: boolean }[],
): Pick<TunnelState, 'documents' | 'photo'> {
  const alive = new Map(
    kept.filter((document) => !document.deleted).map((document) => [document.id, document]),
  );
  const documents = Object.fromEntries(
    Object.entries(tunnel.documents).flatMap(([type, document]) => {
      const known = alive.get(document.id);
      return known ? [[type, { ...document, status: known.status }]] : [];
    }),
  );
  const photo = tunnel.photo && alive.has(Number(tunnel.photo)) ? tunnel.photo : null;
  return { documents, photo };
}

/** True while the ids of a restored tunnel are being checked. */
export function useVerifiedUploads(): boolean {
  const [verifying, setVerifying] = useState(() => heldIds(tunnelStore.getState()).length > 0);
  useEffect(() => {
    if (!verifying) return;
    let cancelled = false;
    getUserDocuments()
      .then((documents) => {
        if (!cancelled) updateTunnel((tunnel) => keepKnownUploads(tunnel, documents));
      })
      // The check failed (offline): keep the ids; the server checks them again at the end.
      .catch(() => undefined)
      .finally(() => {
        if (!cancelled) setVerifying(false);
      });
    return () => {
      cancelled = true;
    };
  }, [verifying]);
  return verifying;
}
