/** The tunnel as the order flow's screens read it: a selected part, re-rendered when it changes. */
import { useStore } from 'zustand';
import { tunnelStore, type TunnelState } from '../../../lib/tunnel-store.ts';

export function useTunnel<T>(select: (tunnel: TunnelState) => T): T {
  return useStore(tunnelStore, select);
}
