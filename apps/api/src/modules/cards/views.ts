/**
 * Rows to the shape the api answers: a card (`Card`) with its contracts (their view is the
 * contracts module's). A card past its validity is computed when read.
 */
import {
  ALERT_DELIVERY_MODES,
  FRANCE,
  HOLDER_GENDERS,
  isCountryCode,
  SOCIO_PROFESSIONAL_CATEGORIES,
  TRANSPORT_MODES,
  type Locale,
  type TransportMode,
} from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { jsonList } from '../../lib/json-list.js';
import { oneOf } from '../../lib/one-of.js';
import { today } from '../../lib/time.js';
import { contractsOfCards, contractView } from '../contracts/service.js';
import type { CardRow } from './repo.js';
import type { AlertsView, CardView, ContractView } from './schemas.js';

const isGender = oneOf(HOLDER_GENDERS);
const isCategory = oneOf(SOCIO_PROFESSIONAL_CATEGORIES);
const isMode = oneOf(TRANSPORT_MODES);
const isDeliveryMode = oneOf(ALERT_DELIVERY_MODES);

function modesOf(json: string | null): TransportMode[] {
  return jsonList(json).filter(isMode);
}

/**
 * Past its validity, flagged expired, or blocked because a paid duplicate replaced it: such a card
 * takes no reload, duplicate, transfer or validation, and the portal shows it expired.
 */
export function isCardExpired(
  card: Pick<CardRow, 'expired' | 'validity_end' | 'blocked_at'>,
  on = today(),
): boolean {
  return card.expired === 1 || card.blocked_at !== null || card.validity_end < on;
}

function alertsOf(card: CardRow): AlertsView | null {
  if (!isDeliveryMode(card.alerts_delivery_mode)) return null;
  return {
    email: card.alerts_email,
    phone: card.alerts_phone,
    deliveryMode: card.alerts_delivery_mode,
    favoriteModes: modesOf(card.alerts_favorite_modes),
    favoriteLines: jsonList(card.alerts_favorite_lines).filter((line) => typeof line === 'string'),
  };
}

export function cardView(card: CardRow, contracts: ContractView[], on = today()): CardView {
  return {
    id: card.id,
    number: card.number,
    networkId: card.network_id,
    validityEnd: card.validity_end,
    expired: isCardExpired(card, on),
    reloadingName: card.reloading_name,
    bookmarked: card.bookmarked === 1,
    hasPhoto: card.photo_type !== null,
    photoConsent: card.photo_consent === 1,
    pendingSale: contracts.some((contract) => contract.status === 'PENDING_VALIDATION'),
    holder: {
      gender: isGender(card.holder_gender) ? card.holder_gender : 'MADAME',
      name: card.holder_name,
      firstname: card.holder_firstname,
      birthdate: card.holder_birthdate,
      socioProfessionalCategory: isCategory(card.holder_category) ? card.holder_category : null,
      address1: card.holder_address1 ?? '',
      address2: card.holder_address2 ?? '',
      zipcode: card.holder_zipcode ?? '',
      city: card.holder_city ?? '',
      // A code, as the rule stores it (migration 20261124T1000 converted the older rows); France
      // when none was given (spec §3).
      country: card.holder_country && isCountryCode(card.holder_country) ? card.holder_country : FRANCE,
      mobile: card.holder_mobile ?? '',
      landline: card.holder_landline ?? '',
    },
    alerts: alertsOf(card),
    consents: {
      post: card.consent_post === 1,
      sms: card.consent_sms === 1,
      email: card.consent_email === 1,
    },
    contracts,
  };
}

/** Cards with their contracts, in the order given. */
export async function cardViews(db: Db, cards: CardRow[], locale: Locale): Promise<CardView[]> {
  const on = today();
  const contracts = await contractsOfCards(
    db,
    cards.map((card) => card.id),
  );
  return cards.map((card) =>
    cardView(
      card,
      contracts
        .filter((contract) => contract.mediaId === card.id)
        .map((contract) => contractView(contract, locale, on)),
      on,
    ),
  );
}

export async function oneCardView(db: Db, card: CardRow, locale: Locale): Promise<CardView> {
  const [view] = await cardViews(db, [card], locale);
  return view!;
}
