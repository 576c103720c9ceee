/**
 * Step 5's form (spec §3 Shipping choice): at home (the recipient's names and address, prefilled
 * from the holder) or pickup at an agency. The form holds texts; the domain's cardDeliverySchema
 * checks the delivery built from them, and its failures are put back on the form's fields. Every
 * change is saved in the tunnel, the home address kept when pickup is chosen (and back again).
 */
import { cardDeliverySchema, FRANCE, MESSAGE_KEYS } from '@oceane/domain';
import { useEffect } from 'react';
import { z } from 'zod';
import {
  tunnelStore,
  updateTunnel,
  type TunnelDelivery,
  type TunnelState,
} from '../../../lib/tunnel-store.ts';
import { useFormKit } from '../../../ui/form/form-kit.ts';

export const DELIVERY_TYPES = ['SHIPPING', 'PICKUP'] as const;
const ADDRESS_FIELDS = ['line1', 'line2', 'postalCode', 'city', 'country'] as const;

export const shippingFormSchema = z
  .object({
    type: z.enum(DELIVERY_TYPES, { error: MESSAGE_KEYS.required }),
    firstname: z.string(),
    lastname: z.string(),
    line1: z.string(),
    line2: z.string(),
    postalCode: z.string(),
    city: z.string(),
    country: z.string(),
    collectSiteId: z.string(),
  })
  .superRefine((values, context) => {
    if (values.type === 'PICKUP' && !values.collectSiteId) {
      context.addIssue({ code: 'custom', path: ['collectSiteId'], message: MESSAGE_KEYS.required });
      return;
    }
    const result = cardDeliverySchema.safeParse(deliveryInput(values));
    const reported = new Set<string>();
    for (const issue of result.error?.issues ?? []) {
      // ['address', 'line1'] is the form's 'line1'; ['collectSiteId'] and the names are themselves.
      const field = String(issue.path[0] === 'address' ? issue.path[1] : issue.path[0]);
      if (reported.has(field)) continue;
      reported.add(field);
      const message = issue.message.startsWith('validation.') ? issue.message : MESSAGE_KEYS.invalidValue;
      context.addIssue({ code: 'custom', path: [field], message });
    }
  });
export type ShippingFormValues = z.infer<typeof shippingFormSchema>;

/** The request's delivery from the form's texts (checked by cardDeliverySchema). */
function deliveryInput(values: ShippingFormValues): unknown {
  if (values.type === 'PICKUP') {
    return { type: 'PICKUP', collectSiteId: values.collectSiteId ? Number(values.collectSiteId) : undefined };
  }
  return {
    type: 'SHIPPING',
    firstname: values.firstname,
    lastname: values.lastname,
    address: {
      line1: values.line1,
      ...(values.line2.trim() ? { line2: values.line2 } : {}),
      postalCode: values.postalCode,
      city: values.city,
      country: values.country || FRANCE,
    },
  };
}

/** The form's values: the tunnel's delivery, else the holder's names and address. */
export function shippingValues(tunnel: Pick<TunnelState, 'delivery' | 'personal'>): ShippingFormValues {
  const { delivery, personal } = tunnel;
  const address = delivery.address ?? personal.address ?? {};
  return {
    type: delivery.type === 'PICKUP' ? 'PICKUP' : 'SHIPPING',
    firstname: delivery.firstname ?? personal.firstname ?? '',
    lastname: delivery.lastname ?? personal.lastname ?? '',
    line1: address.line1 ?? '',
    line2: address.line2 ?? '',
    postalCode: address.postalCode ?? '',
    city: address.city ?? '',
    country: address.country || FRANCE,
    collectSiteId: delivery.collectSiteId === undefined ? '' : String(delivery.collectSiteId),
  };
}

function tunnelDelivery(values: Partial<ShippingFormValues>): TunnelDelivery {
  const address = Object.fromEntries(ADDRESS_FIELDS.map((field) => [field, values[field] ?? '']));
  const site = Number(values.collectSiteId);
  return {
    type: values.type ?? 'SHIPPING',
    firstname: values.firstname ?? '',
    lastname: values.lastname ?? '',
    address: address as TunnelDelivery['address'],
    ...(values.collectSiteId && Number.isInteger(site) ? { collectSiteId: site } : {}),
  };
}

export function useShippingForm() {
  const kit = useFormKit({
    schema: shippingFormSchema,
    defaultValues: shippingValues(tunnelStore.getState()),
    idPrefix: 'order-delivery',
  });
  const { form } = kit;
  useEffect(() => {
    const subscription = form.watch((values) =>
      updateTunnel({ delivery: tunnelDelivery(values as Partial<ShippingFormValues>) }),
    );
    return () => subscription.unsubscribe();
  }, [form]);
  const submit = (values: ShippingFormValues) => updateTunnel({ delivery: tunnelDelivery(values) });
  return { kit, submit };
}
