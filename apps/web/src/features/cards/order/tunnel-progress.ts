/**
 * What the tunnel holds, step by step, and whether each step is complete (spec §4: "order flow
 * steps run 1 to 6 in sequence"; a step cannot be opened before the earlier ones are done). Pure
 * functions over the tunnel, so that the guard, the stepper and the tests read the same rules.
 */
import {
  cardHolderSchema,
  FRANCE,
  reloadAudiences,
  type CardHolder,
  type CardHolderInput,
  type ProductAudience,
} from '@oceane/domain';
import type { TunnelPersonal, TunnelProduct, TunnelState } from '../../../lib/tunnel-store.ts';
import { requestDelivery } from './delivery.ts';
import { ORDER_STEP_COUNT } from './order-steps.ts';

/** The holder form's values from the tunnel's personal data (spec §3 Tunnel personal). */
export function holderOfPersonal(personal: TunnelPersonal): CardHolderInput {
  const address = personal.address ?? {};
  return {
    gender: (personal.title ?? '') as CardHolderInput['gender'],
    name: personal.lastname ?? '',
    firstname: personal.firstname ?? '',
    birthdate: personal.birthday ?? '',
    socioProfessionalCategory: (personal.category ?? '') as CardHolderInput['socioProfessionalCategory'],
    address1: address.line1 ?? '',
    address2: address.line2 ?? '',
    zipcode: address.postalCode ?? '',
    city: address.city ?? '',
    country: address.country || FRANCE,
    mobile: personal.mobilePhone ?? '',
    landline: personal.landline ?? '',
  };
}

/** The tunnel's personal data from the holder form (what was typed, checked or not). */
export function personalOfHolder(holder: CardHolderInput, keep: TunnelPersonal = {}): TunnelPersonal {
  return {
    ...keep,
    title: holder.gender,
    lastname: holder.name,
    firstname: holder.firstname,
    birthday: holder.birthdate,
    category: holder.socioProfessionalCategory,
    mobilePhone: holder.mobile,
    landline: holder.landline ?? '',
    address: {
      line1: holder.address1,
      line2: holder.address2 ?? '',
      postalCode: holder.zipcode,
      city: holder.city,
      country: holder.country ?? FRANCE,
    },
  };
}

/** The holder, when the tunnel's personal data passes the holder form's rules. */
export function checkedHolder(personal: TunnelPersonal): CardHolder | null {
  const result = cardHolderSchema.safeParse(holderOfPersonal(personal));
  return result.success ? result.data : null;
}

/** Today as YYYY-MM-DD, in the portal's time zone (a fare's age rule counts in days). */
export function today(now = new Date()): string {
  return `${now.getFullYear()}-${String(now.getMonth() + 1).padStart(2, '0')}-${String(now.getDate()).padStart(2, '0')}`;
}

/**
 * Whether this holder may have this product (decision 027's rule, as the api's requestCard checks
 * it): the product's audience among the holder's fares. Unknown holder: nothing to say yet.
 */
export function isProductForHolder(
  product: Pick<TunnelProduct, 'audience'>,
  holder: { category: string | null; birthdate: string } | null,
  on = today(),
): boolean {
  if (!holder) return true;
  return reloadAudiences(holder, on).includes(product.audience as ProductAudience);
}

/** The holder a fare is judged on, from the tunnel's personal data, once its date is plausible. */
export function fareHolderOf(
  personal: TunnelPersonal,
): { category: string | null; birthdate: string } | null {
  if (!personal.birthday || !/^\d{4}-\d{2}-\d{2}$/.test(personal.birthday)) return null;
  return { category: personal.category || null, birthdate: personal.birthday };
}

/** Whether step 1 … 5 holds what the request needs (step 6 is the end: it is never "done" here). */
export function isStepComplete(step: number, tunnel: TunnelState): boolean {
  const { product } = tunnel;
  switch (step) {
    case 1:
      return product !== null && tunnel.quantity >= 1;
    case 2: {
      const holder = checkedHolder(tunnel.personal);
      return (
        tunnel.forSelf !== null &&
        holder !== null &&
        product !== null &&
        isProductForHolder(product, {
          category: holder.socioProfessionalCategory,
          birthdate: holder.birthdate,
        })
      );
    }
    case 3:
      return (
        tunnel.requiredDocuments !== null &&
        tunnel.requiredDocuments.every((type) => tunnel.documents[type] !== undefined)
      );
    case 4:
      return tunnel.photo !== null;
    case 5:
      return requestDelivery(tunnel.delivery) !== null;
    default:
      return false;
  }
}

/** The first step not complete, 1 to 6: the furthest step the passenger may open. */
export function firstIncompleteStep(tunnel: TunnelState): number {
  for (let step = 1; step < ORDER_STEP_COUNT; step += 1) {
    if (!isStepComplete(step, tunnel)) return step;
  }
  return ORDER_STEP_COUNT;
}
