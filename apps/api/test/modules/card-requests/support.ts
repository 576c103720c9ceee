/**
 * What the card requests' tests share: the holder's photo uploaded as a PHOTO document, a
 * Media/requestCard.json body as the portal's last step sends it, and the call itself.
 */
import type { DocumentView, RequestCardResponse } from '@oceane/domain';
import type { FastifyInstance } from 'fastify';
import sharp from 'sharp';
import { okResponse, post, type Answer } from '../../helpers/api.js';
import { postForm } from '../../helpers/multipart.js';
import type { LoggedIn } from '../../helpers/passengers.js';

// Seeded catalogue (seed-catalogue.ts): shop items and prices, the one agency.
export const SHOP = {
  ticket: 1001,
  monthly: 1005,
  under26: 1006,
  solidarity: 1008,
  creationFee: 1011,
  duplicateFee: 1012,
} as const;
export const MONTHLY_CENTS = 4_900;
export const AGENCY_ID = 1;

/** A holder photo as a phone takes one, uploaded with the consent: the document's id. */
export async function uploadPhoto(app: FastifyInstance, who: LoggedIn): Promise<number> {
  const data = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#a0b0c0' } })
    .jpeg()
    .toBuffer();
  const answer = await postForm<{ document: DocumentView }>(
    app,
    'Media/uploadDocument.json',
    { userToken: who.userToken, document_type: 'PHOTO', photoConsent: '1' },
    { field: 'document', filename: 'face.jpg', contentType: 'image/jpeg', data },
  );
  return okResponse(answer).document.id;
}

export const holder = (overrides: Record<string, unknown> = {}) => ({
  gender: 'MADAME',
  name: 'Le Goff',
  firstname: 'Hélène',
  birthdate: '1986-04-12',
  socioProfessionalCategory: 'EMPLOYEE',
  address1: '4 quai des Indes',
  zipcode: '99500',
  city: 'Port-Marin',
  country: 'FR',
  mobile: '06 12 34 56 78',
  ...overrides,
});

export const shipping = {
  type: 'SHIPPING',
  firstname: 'Hélène',
  lastname: 'Le Goff',
  address: { line1: '4 quai des Indes', postalCode: '99500', city: 'Port-Marin', country: 'FR' },
};

export function requestCardBody(photoDocumentId: number, overrides: Record<string, unknown> = {}) {
  return {
    shopItemId: SHOP.monthly,
    quantity: 1,
    forSelf: true,
    holder: holder(),
    delivery: shipping,
    photoDocumentId,
    photoConsent: true,
    alerts: {
      deliveryMode: 'EMAIL',
      email: 'helene@example.org',
      favoriteModes: ['BUS', 'BOAT'],
      favoriteLines: ['12'],
    },
    consents: { post: false, sms: true, email: true },
    ...overrides,
  };
}

export function requestCard(
  app: FastifyInstance,
  who: LoggedIn,
  body: Record<string, unknown>,
): Promise<Answer<RequestCardResponse>> {
  return post<RequestCardResponse>(app, 'Media/requestCard.json', { userToken: who.userToken, ...body });
}

/** A request made with a fresh photo: the answer. */
export async function requestedCard(
  app: FastifyInstance,
  who: LoggedIn,
  overrides: Record<string, unknown> = {},
): Promise<RequestCardResponse> {
  const photo = await uploadPhoto(app, who);
  return okResponse(await requestCard(app, who, requestCardBody(photo, overrides)));
}
