/** The networks the backend serves, with the transport modes each one runs. */
import { TRANSPORT_MODES, type TransportMode } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { findNetworkRow, listNetworks, listTransportModes } from './repo.js';
import type { NetworkView } from './schemas.js';

function isTransportMode(code: string): code is TransportMode {
  return (TRANSPORT_MODES as readonly string[]).includes(code);
}

export async function getNetworks(db: Db): Promise<NetworkView[]> {
  const [networks, modes] = await Promise.all([listNetworks(db), listTransportModes(db)]);
  return networks
    .filter((network) => network.status === 'ACTIVE')
    .map((network) => ({
      networkId: network.id,
      name: network.name,
      city: network.city,
      modes: modes
        .filter((mode) => mode.network_id === network.id)
        .map((mode) => mode.code)
        .filter(isTransportMode),
    }));
}

/** A network by id, whatever its status; undefined when there is none. */
export function findNetwork(db: Db, id: number) {
  return findNetworkRow(db, id);
}
