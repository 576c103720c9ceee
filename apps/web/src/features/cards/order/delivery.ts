/**
 * The delivery of Media/requestCard.json from the tunnel's (spec §3 Delivery, Shipping choice):
 * at home or pickup at an agency, checked by the domain's cardDeliverySchema, as the api checks it.
 */
import { cardDeliverySchema, FRANCE, type CardDelivery } from '@oceane/domain';
import type { TunnelDelivery } from '../../../lib/tunnel-store.ts';

/** The delivery as the request sends it, or null while the tunnel's is incomplete or wrong. */
export function requestDelivery(delivery: TunnelDelivery): CardDelivery | null {
  const address = delivery.address;
  const input =
    delivery.type === 'PICKUP'
      ? { type: 'PICKUP', collectSiteId: delivery.collectSiteId }
      : {
          type: delivery.type,
          firstname: delivery.firstname,
          lastname: delivery.lastname,
          address: address && {
            line1: address.line1,
            ...(address.line2?.trim() ? { line2: address.line2 } : {}),
            postalCode: address.postalCode,
            city: address.city,
            country: address.country || FRANCE,
          },
        };
  const result = cardDeliverySchema.safeParse(input);
  return result.success ? result.data : null;
}
