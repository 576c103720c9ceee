/**
 * Issue 8, access control (spec §6, decision 011): every id a session call takes, at every depth
 * (`ownedIds` of the call table in packages/domain), is given another account's id and a missing
 * one, in every place an id can travel: as a number, as text, alone in an array, after one of the
 * caller's own ids in an array, in an item of its own after the caller's items; in a query, as
 * text and repeated; in a form, as a field. A stranger's id answers exactly as a missing one (same
 * status, same bytes), and is refused with the refusal of its kind where it arrives as the schema
 * wants it.
 * Meanwhile nothing of the owner's account reaches the stranger (the owner's card number, names,
 * e-mail, order references, invoice number, saved card, photo), not even in the answers of the
 * stranger's own listings, and not one row of the database changes but the stranger's session's
 * last-seen time. The calls come from the table, so a new call or a new id field is walked the
 * day it is added; the second test fails while a session call takes an id that the table does
 * not declare.
 */
import {
  CALL_LIST,
  CALLS,
  signBody,
  signedQueryString,
  type Call,
  type CallName,
  type OwnedIdCallName,
} from '@oceane/domain';
import fc from 'fast-check';
import type { FastifyInstance, RouteOptions } from 'fastify';
import Fastify from 'fastify';
import type { Kysely } from 'kysely';
import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { appPlugin } from '../../src/app.js';
import { setBikePin } from '../../src/modules/bike-reservations/service.js';
import { SIGNATURE_KEY, testConfig, useTestApp } from '../helpers/app.js';
import { answerOf, get, okResponse, post } from '../helpers/api.js';
import { insertCard } from '../helpers/cards.js';
import { freshKey } from '../helpers/checkout.js';
import { DIALECTS } from '../helpers/databases.js';
import { jsonSchemaOf } from '../helpers/fuzz.js';
import { multipartBody, postForm } from '../helpers/multipart.js';
import { insertOrder } from '../helpers/orders.js';
import { freshPassenger, signUpAndLogIn, verifyAddress, type LoggedIn } from '../helpers/passengers.js';
import { pdfText } from '../helpers/pdf.js';
import { issueCreditNote } from '../../src/modules/invoices/service.js';
import { stickerCode } from '../../src/modules/vignette/service.js';
import { requestCardBody } from '../modules/card-requests/support.js';
import { pairedDevice } from '../modules/pairing/support.js';
import { requestSchemaOf } from './support/request-schemas.js';
import { record, scaled, seedFor } from './support/run.js';

const MISSING = 987_654;
/** Each account's card's bike pin (Account/getBikeReservations.json). */
const BIKE_PIN = '2468';
/** The seeded catalogue's duplicate fee (seed-catalogue.ts): what a CARD_DUPLICATE item buys. */
const DUPLICATE_FEE = 1012;
/** A new card's monthly pass and its creation fee (requestCardBody's product), and their total. */
const CREATION_PRODUCT = 1005;
const CREATION_FEE = 1011;
const CREATION_CENTS = 4_900 + 800;

type Refusal = { status: number; code: string };
const FORBIDDEN: Refusal = { status: 403, code: 'FORBIDDEN' };

/**
 * The kinds of resource an account owns that calls name, and what a call answers for another
 * account's id of the kind given as a number (and for a missing one).
 */
const REFUSALS = {
  card: FORBIDDEN,
  photo: FORBIDDEN,
  contract: FORBIDDEN,
  order: FORBIDDEN,
  invoice: FORBIDDEN,
  passenger: FORBIDDEN,
  // Issue 11: a saved payment card (the card to delete and its replacement).
  paymentCard: FORBIDDEN,
  // A card's open request: another card's, paid, cancelled or absent are one answer (duplicates service).
  duplicateRequest: { status: 409, code: 'DUPLICATE_REQUEST_CLOSED' },
  // A new card's request: another account's, paid, cancelled or absent are one answer (card-requests).
  cardRequest: { status: 409, code: 'CARD_REQUEST_CLOSED' },
  // Issue 10: an uploaded document, a CARD_CREATION order item and its submission of proofs.
  document: FORBIDDEN,
  item: FORBIDDEN,
  submission: FORBIDDEN,
  // Issue 11: an external identity linked to the account (decision 048).
  identity: FORBIDDEN,
  // Issue 11: a device paired with the account (Device/unpair.json).
  device: FORBIDDEN,
  // A payment card being added without buying (Account/getCardRegistration.json, decision 052).
  cardRegistration: FORBIDDEN,
  // Issue 25: a mail of the outbox to the customer's address (Staff/resendMail.json, decision 073).
  mail: FORBIDDEN,
  // Issue 25: a credit note of a refund (Order/printCreditNote.json, decision 075).
  creditNote: FORBIDDEN,
} satisfies Record<string, Refusal>;
type ActiveKind = keyof typeof REFUSALS;

/**
 * The kinds no call names yet, with the issue that brings their calls: the day a call's `ownedIds`
 * names one, the test stops and asks for its refusal and for the owner's id of it.
 */
const AWAITED = {
  // Issue 11 moved paymentCard to REFUSALS; no call names a bike reservation: the trips are opened
  // by the card (Account/getBikeReservations.json's mediaId, a card), so that kind is gone.
  // Device pairing too: device is in REFUSALS (Device/unpair.json's deviceId).
};
type KindName = ActiveKind | keyof typeof AWAITED;

/**
 * The kind each owned-id field names. `call:field` names what a call reaches through an id: the
 * photo of Media/photo's card, the invoice printed from printOrder's order.
 */
const FIELD_KINDS: Record<string, KindName> = {
  cardId: 'card',
  mediaId: 'card',
  fromMediaId: 'card',
  toMediaId: 'card',
  'items[].mediaId': 'card',
  'photo:mediaId': 'photo',
  contractId: 'contract',
  subscriptionId: 'contract',
  orderId: 'order',
  'printOrder:orderId': 'invoice',
  'getCreditNotes:orderId': 'invoice',
  creditNoteId: 'creditNote',
  userId: 'passenger',
  user_id: 'passenger',
  profileId: 'passenger',
  paymentCardId: 'paymentCard',
  replacementCardId: 'paymentCard',
  'items[].duplicateRequestId': 'duplicateRequest',
  'items[].cardRequestId': 'cardRequest',
  documentId: 'document',
  'document_ids[]': 'document',
  'mediaIds[]': 'card',
  photoDocumentId: 'document',
  item_id: 'item',
  submission_id: 'submission',
  identityId: 'identity',
  deviceId: 'device',
  registrationId: 'cardRegistration',
  // The back office names a customer by their profile (decision 073).
  accountId: 'passenger',
  mailId: 'mail',
};

/**
 * Ids of the calls' inputs that name nothing of an account: the network, the catalogue's
 * shop items and products (a supervisor's prices and vouchers, decision 076) and the agencies
 * where a card is collected are the same for everyone.
 */
const SHARED_IDS = new Set(['networkId', 'network_id', 'shopItemId', 'productId', 'collectSiteId']);

function kindOf(call: CallName, field: string): ActiveKind {
  const kind = FIELD_KINDS[`${call}:${field}`] ?? FIELD_KINDS[field];
  if (!kind) throw new Error(`${call}: the owned id ${field} has no kind: add it to FIELD_KINDS`);
  if (kind in AWAITED)
    throw new Error(
      `${call}: ${field} names a ${kind}, which awaited ${AWAITED[kind as keyof typeof AWAITED]}: ` +
        `move it to REFUSALS and give each account one in makeAccount and FOREIGN_IDS`,
    );
  return kind as ActiveKind;
}

type SessionCallName = {
  [Name in CallName]: (typeof CALLS)[Name]['access'] extends 'session' | 'staff' ? Name : never;
}[CallName];

/** An account of the test: its ids of every kind, and what its inputs need besides. */
type Account = {
  login: LoggedIn;
  ids: Record<ActiveKind, number>;
  /** The card that carries the open duplicate request (the request's item names both). */
  requestCard: number;
  feeCents: number;
  /** A download link of the account's document (Document/file's token). */
  documentFileToken: string;
  /** The account's holder photo, uploaded as a PHOTO document (Media/requestCard.json's). */
  photoDocument: number;
  /** A second saved payment card: the replacement of Account/deletePaymentCard.json. */
  sparePaymentCard: number;
  /** A card no account holds, of the account's holder: what it may associate. */
  spare: { number: string; holderName: string; birthdate: string };
  /** A school pass (issue 11) on the second card, its sticker's code made (Vignette/sticker). */
  schoolPass: number;
};

const HOLDER = {
  gender: 'MADAME',
  name: 'Martin',
  firstname: 'Camille',
  // insertCard's: an associated card's birth date is not changed online (decision 058).
  birthdate: '1991-03-08',
  socioProfessionalCategory: 'EMPLOYEE',
  address1: '14 rue des Goélands',
  zipcode: '99500',
  city: 'Port-Marin',
  mobile: '0639980011',
};

const duplicateItem = (account: Account) => ({
  type: 'CARD_DUPLICATE',
  mediaId: account.requestCard,
  shopItemId: DUPLICATE_FEE,
  quantity: 1,
  duplicateRequestId: account.ids.duplicateRequest,
});

/**
 * A fitting input of every session call, with the caller's own ids: TypeScript asks for one per
 * call of the table. The matrix starts from it and puts a foreign id in one owned field at a time;
 * the stranger also sends it as is, to see that their own answers hold nothing of the owner's.
 */
const INPUTS: Record<SessionCallName, (own: Account) => Record<string, unknown>> = {
  getUser: (own) => ({ userId: own.ids.passenger }),
  logout: (own) => ({ user_id: own.ids.passenger }),
  touch: () => ({}),
  sendVerificationEmail: () => ({}),
  verify: () => ({ code: '000000' }),
  getCards: () => ({}),
  getMedias: () => ({}),
  setCardBookmark: (own) => ({ userId: own.ids.passenger, cardId: own.ids.card }),
  removeCardBookmark: (own) => ({ userId: own.ids.passenger, cardId: own.ids.card }),
  unregisterCard: (own) => ({ cardId: own.ids.card }),
  unregisterMedia: (own) => ({ userId: own.ids.passenger, mediaId: own.requestCard }),
  updateHolder: (own) => ({ mediaId: own.ids.card, holder: HOLDER }),
  updateAlerts: (own) => ({
    mediaId: own.ids.card,
    alerts: null,
    consents: { post: true, sms: true, email: true },
  }),
  registerMedia: (own) => ({
    mediaNumber: own.spare.number,
    holderName: own.spare.holderName,
    holderBirthdate: own.spare.birthdate,
    acceptTerms: true,
  }),
  uploadMedia: (own) => ({ user_id: own.ids.passenger, mediaId: own.ids.card, photoConsent: '1' }),
  photo: (own) => ({ mediaId: own.ids.photo }),
  requestDuplicate: (own) => ({ mediaId: own.ids.card, reason: 'LOST' }),
  listSubscriptions: (own) => ({ mediaId: own.ids.card }),
  getSubscription: (own) => ({ subscriptionId: own.ids.contract }),
  terminateSubscription: (own) => ({ subscriptionId: own.ids.contract }),
  updateSubscriptionCard: (own) => ({ subscriptionId: own.ids.contract, mediaId: own.ids.card }),
  getWallet: () => ({}),
  contractAttestation: (own) => ({ contractId: own.ids.contract }),
  transferContract: (own) => ({ fromMediaId: own.ids.card, toMediaId: own.requestCard }),
  punchTicket: (own) => ({ mediaId: own.ids.card, mode: 'BUS', line: '2' }),
  vignetteSticker: (own) => ({ contractId: own.schoolPass }),
  sendGeolocation: () => ({ latitude: 47.218, longitude: -1.553 }),
  getGeolocationConsent: () => ({}),
  setGeolocationConsent: () => ({ granted: true }),
  staffWhoami: () => ({}),
  staffSecondFactorStatus: () => ({}),
  enrolSecondFactor: () => ({}),
  confirmSecondFactor: () => ({ code: '000000' }),
  verifySecondFactor: () => ({ code: '000000' }),
  getAuditLog: () => ({ from: '2026-01-01', to: '2026-12-31', page: 1 }),
  exportAuditLog: () => ({ from: '2026-01-01' }),
  publishDisruption: () => ({
    lines: ['3'],
    titleFr: 'Travaux',
    titleEn: 'Works',
    textFr: 'Arrêt déplacé.',
    textEn: 'Stop moved.',
    startsAt: '2030-01-01T08:00:00.000Z',
    endsAt: '2030-01-02T08:00:00.000Z',
  }),
  getDisruptions: () => ({}),
  getProducts: (own) => ({ mediaId: own.ids.card }),
  computeAmount: (own) => ({ items: [duplicateItem(own)] }),
  redeemVoucher: (own) => ({ code: 'BIENVENUE10', items: [duplicateItem(own)] }),
  createOrder: (own) => ({
    items: [duplicateItem(own)],
    installments: 1,
    expectedTotalCents: own.feeCents,
    acceptTerms: true,
    idempotencyKey: freshKey(),
  }),
  placeOrder: (own) => ({ orderId: own.ids.order }),
  verifyOrder: (own) => ({ orderId: own.ids.order }),
  orderHistory: () => ({}),
  getOrders: () => ({}),
  printOrder: (own) => ({ orderId: own.ids.invoice }),
  getPaymentCards: () => ({}),
  deletePaymentCard: (own) => ({
    paymentCardId: own.ids.paymentCard,
    replacementCardId: own.sparePaymentCard,
  }),
  getBikeReservations: (own) => ({ mediaId: own.ids.card, pin: BIKE_PIN }),
  // The same pin again, proven by the password: the card keeps the pin the other calls use.
  setBikePin: (own) => ({ mediaId: own.ids.card, newPin: BIKE_PIN, password: own.login.passenger.password }),
  // A card added without buying (decision 052).
  startCardRegistration: () => ({}),
  getCardRegistration: (own) => ({ registrationId: own.ids.cardRegistration }),
  uploadDocument: () => ({ document_type: 'IDENTITY' }),
  createDocumentsSubmission: (own) => ({ item_id: own.ids.item, document_ids: [own.ids.document] }),
  updateDocumentsSubmission: (own) => ({
    submission_id: own.ids.submission,
    document_ids: [own.ids.document],
  }),
  getUserDocuments: () => ({}),
  getUserDocumentSubmissions: (own) => ({ orderId: own.ids.order }),
  fileDownloadUrl: (own) => ({ documentId: own.ids.document }),
  documentFile: (own) => ({ token: own.documentFileToken }),
  reviewDocument: (own) => ({ documentId: own.ids.document, status: 'VALID' }),
  reviewQueue: () => ({}),
  claimReview: (own) => ({ documentId: own.ids.document }),
  reviewDocumentFile: (own) => ({ documentId: own.ids.document }),
  productionQueue: () => ({}),
  printCardSheets: (own) => ({ mediaIds: [own.ids.card] }),
  markCardShipped: (own) => ({ mediaId: own.ids.card, trackingReference: 'LP123456789FR' }),
  markCardReadyForPickup: (own) => ({ mediaId: own.ids.card }),
  markCardHandedOver: (own) => ({ mediaId: own.ids.card }),
  getProfileStatus: () => ({}),
  requestCard: (own) => requestCardBody(own.photoDocument),
  identities: () => ({}),
  // No provider answers in this run: the token is refused, which is all a stranger could get.
  createIdentity: () => ({ authProviderToken: 'jeton-inconnu' }),
  deleteIdentity: (own) => ({ identityId: own.ids.identity }),
  // A code no device shows: refused (400), which the run of fitting inputs allows.
  pairDevice: () => ({ code: 'ABCD-EFGH', name: 'Borne' }),
  getDevices: () => ({}),
  unpairDevice: (own) => ({ deviceId: own.ids.device }),
  updateAccount: (own) => ({
    userId: own.ids.passenger,
    name: own.login.passenger.name,
    firstname: own.login.passenger.firstname,
    phone: own.login.passenger.phone,
  }),
  changePassword: (own) => ({
    currentPassword: own.login.passenger.password,
    newPassword: 'un-nouveau-secret-2026',
  }),
  changeEmail: (own) => ({
    currentPassword: own.login.passenger.password,
    newEmail: `nouvelle.${own.login.passenger.email}`,
  }),
  // Profiles and "Your data" (decision 049): the own profile cannot be disabled (409), which is fitting.
  getProfiles: () => ({}),
  createProfile: () => ({ name: 'Kerbrat', firstname: 'Maëlys' }),
  disableProfile: (own) => ({ profileId: own.ids.passenger }),
  exportData: () => ({}),
  requestErasure: (own) => ({ password: own.login.passenger.password }),
  searchCustomers: () => ({ q: 'dupont' }),
  getCustomer: (own) => ({ accountId: own.ids.passenger }),
  resendMail: (own) => ({ accountId: own.ids.passenger, mailId: own.ids.mail }),
  blockCard: (own) => ({ accountId: own.ids.passenger, cardId: own.ids.card }),
  // A customer's money and the dashboard (decision 077).
  chargeInstalmentAgain: (own) => ({ accountId: own.ids.passenger, orderId: own.ids.order, position: 2 }),
  markInstalmentPaid: (own) => ({
    accountId: own.ids.passenger,
    orderId: own.ids.order,
    position: 2,
    means: 'CASH',
  }),
  closeSchedule: (own) => ({
    accountId: own.ids.passenger,
    orderId: own.ids.order,
    reason: 'Carte résiliée',
  }),
  resendInvoice: (own) => ({ accountId: own.ids.passenger, orderId: own.ids.invoice }),
  getDashboard: () => ({}),
  // The team (decision 078): a staff member is named by their address, never by an account's id.
  getStaffMembers: () => ({}),
  createStaffMember: () => ({ email: 'nouvel.agent@example.org', role: 'agent' }),
  changeStaffRole: () => ({ email: 'agent@example.org', role: 'supervisor' }),
  disableStaffMember: () => ({ email: 'agent@example.org' }),
  refundOrder: (own) => ({
    accountId: own.ids.passenger,
    orderId: own.ids.invoice,
    amountCents: 100,
    reason: 'Erreur de tarif',
  }),
  getRefunds: (own) => ({ accountId: own.ids.passenger }),
  salesJournalCsv: () => ({ from: '2026-01-01', to: '2026-01-31' }),
  salesJournalPdf: () => ({ from: '2026-01-01', to: '2026-01-31' }),
  getCreditNotes: (own) => ({ orderId: own.ids.invoice }),
  printCreditNote: (own) => ({ creditNoteId: own.ids.creditNote }),
  getStaffCatalogue: () => ({}),
  schedulePrice: () => ({ productId: 1, priceCents: 5000, effectiveFrom: '2099-01-01' }),
  getStaffVouchers: () => ({}),
  createVoucher: () => ({
    code: 'MATRICE',
    discountType: 'AMOUNT',
    amountCents: 100,
    ratioBp: null,
    productId: null,
    labelFr: 'Matrice',
    labelEn: 'Matrix',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    maxUses: null,
    maxUsesPerAccount: null,
    minCartCents: null,
  }),
  updateVoucherLimits: () => ({
    code: 'BIENVENUE10',
    validFrom: '2026-01-01',
    validTo: '2026-12-31',
    maxUses: null,
    maxUsesPerAccount: null,
    minCartCents: null,
  }),
  disableVoucher: () => ({ code: 'BIENVENUE10' }),
  getVoucherUsage: () => ({ code: 'BIENVENUE10' }),
  getStaffAgency: () => ({}),
  updateAgency: () => ({
    name: 'Maison de la mobilité',
    address1: '1 quai',
    address2: null,
    zipcode: '29000',
    city: 'Port-Marin',
    phone: '01 99 00 00 00',
    email: null,
    openingHours: [],
  }),
};

/** A new card's two items (its product and the creation fee), which name its request and no card. */
const creationItems = (account: Account) =>
  [CREATION_PRODUCT, CREATION_FEE].map((shopItemId) => ({
    type: 'CARD_CREATION',
    cardRequestId: account.ids.cardRequest,
    shopItemId,
    quantity: 1,
  }));

/**
 * The fitting input of a call for one owned field, where the call's own (INPUTS) cannot carry
 * it: a cart is of one type (spec §4), so a new card's request travels in a cart of new cards.
 */
const FIELD_INPUTS: Partial<Record<string, (own: Account) => Record<string, unknown>>> = {
  'computeAmount:items[].cardRequestId': (own) => ({ items: creationItems(own) }),
  'redeemVoucher:items[].cardRequestId': (own) => ({ code: 'BIENVENUE10', items: creationItems(own) }),
  'createOrder:items[].cardRequestId': (own) => ({
    items: creationItems(own),
    installments: 1,
    expectedTotalCents: CREATION_CENTS,
    acceptTerms: true,
    idempotencyKey: freshKey(),
  }),
};

/**
 * The stranger's calls that end what the others use (their card, then their session): sent last
 * when the stranger makes every call with its fitting input.
 */
const ENDING: readonly SessionCallName[] = ['unregisterCard', 'unregisterMedia', 'logout'];

type Sent = { status: number; payload: Buffer; text: string };

/** One signed call as the portal makes it, its answer kept whole (JSON, image or PDF). */
async function send(
  app: FastifyInstance,
  call: Call,
  userToken: string,
  fields: Record<string, unknown>,
  photo: Buffer,
): Promise<Sent> {
  const url = `/api/${call.path}`;
  const input = { userToken, ...fields };
  let response;
  if (call.multipart) {
    const texts = Object.fromEntries(Object.entries(input).map(([key, value]) => [key, String(value)]));
    const form = multipartBody(await signBody(texts, SIGNATURE_KEY), {
      // Media/uploadDocument.json takes the file as `document` (the photo, read as a proof).
      field: call.path === CALLS.uploadDocument.path ? 'document' : 'media',
      filename: 'photo.png',
      contentType: 'image/png',
      data: photo,
    });
    response = await app.inject({
      method: 'POST',
      url,
      payload: form.payload,
      headers: { 'content-type': form.contentType },
    });
  } else if (call.method === 'GET') {
    const query = await signedQueryString(input as Parameters<typeof signedQueryString>[0], SIGNATURE_KEY);
    response = await app.inject({ method: 'GET', url: `${url}?${query}` });
  } else {
    response = await app.inject({ method: call.method, url, payload: await signBody(input, SIGNATURE_KEY) });
  }
  const contentType = String(response.headers['content-type'] ?? '');
  const payload = response.rawPayload;
  // A PDF's text is compressed: what it prints is read from its streams.
  const text = contentType.startsWith('application/pdf') ? pdfText(payload) : payload.toString('utf8');
  // A ko envelope names its request (issue 26), different on each: checked, then left out of the
  // text compared, so that a stranger's id and a missing one answer the same but for it.
  if (contentType.startsWith('application/json') && response.statusCode >= 400) {
    return { status: response.statusCode, payload, text: JSON.stringify(answerOf(response).body) };
  }
  return { status: response.statusCode, payload, text };
}

/** A copy of the input with the value at an ownedIds path (`items[].mediaId`: in every item). */
function withValueAt(input: unknown, path: readonly string[], value: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return value;
  const object = { ...(input as Record<string, unknown>) };
  if (head.endsWith('[]')) {
    const key = head.slice(0, -2);
    object[key] = (object[key] as unknown[]).map((item) => withValueAt(item, rest, value));
  } else {
    object[head] = withValueAt(object[head], rest, value);
  }
  return object;
}

type Place = { name: string; input: (id: number) => Record<string, unknown> };

/**
 * The places an id can travel in one call's input: a JSON body takes it as a number, as text,
 * alone in an array and after one of the caller's own ids; a field inside an array of objects
 * also in an object of its own after the caller's; a query carries text, the key once or
 * repeated; a form carries one text field.
 */
function placesOf(call: Call, field: string, base: Record<string, unknown>, ownId: number): Place[] {
  const path = field.split('.');
  const at = (value: unknown) => withValueAt(base, path, value) as Record<string, unknown>;
  if (call.multipart) return [{ name: 'in a form field', input: (id) => at(id) }];
  if (call.method === 'GET')
    return [
      { name: 'in the query', input: (id) => at(id) },
      { name: 'repeated in the query after an own id', input: (id) => at([ownId, id]) },
    ];
  const places: Place[] = [
    { name: 'as a number', input: (id) => at(id) },
    { name: 'as text', input: (id) => at(String(id)) },
    { name: 'alone in an array', input: (id) => at([id]) },
    { name: 'after an own id in an array', input: (id) => at([ownId, id]) },
  ];
  const array = path.findIndex((segment) => segment.endsWith('[]'));
  if (array >= 0) {
    // The path of the array itself (`items`), and the caller's items it holds in the base input.
    const listPath = [...path.slice(0, array), path[array]!.slice(0, -2)];
    const list = listPath.reduce<unknown>((value, key) => (value as Record<string, unknown>)[key], base);
    const [model] = list as unknown[];
    places.push({
      name: 'in an item of its own after the own items',
      input: (id) =>
        withValueAt(base, listPath, [
          ...(list as unknown[]),
          withValueAt(model, path.slice(array + 1), id),
        ]) as Record<string, unknown>,
    });
  }
  return places;
}

/**
 * What a stranger's requests legitimately write, left out of the before/after comparison: each
 * request behind a session moves that session's last-seen time and idle expiry (sessions'
 * touchSession), and only the stranger's session may move. Rate-limit counters (memory or Redis)
 * and the server's log (a stream) are no tables of the database.
 */
const LEGITIMATE_WRITES = [
  {
    table: 'sessions',
    columns: ['last_seen_at', 'idle_expires_at'],
    of: (row: Record<string, unknown>, strangerId: number) => row.account_id === strangerId,
    reason: 'the session hook touches the caller’s session on every call',
  },
  {
    table: 'document_links',
    columns: 'row',
    of: (row: Record<string, unknown>, strangerId: number) => row.account_id === strangerId,
    reason: 'Document/fileDownloadUrl, a read, makes the caller a link to their own document',
  },
  {
    table: 'data_exports',
    columns: 'row',
    of: (row: Record<string, unknown>, strangerId: number) => row.account_id === strangerId,
    reason: 'Account/exportData, a read, counts the caller’s own export for its rate limit (decision 059)',
  },
];

/** Every row of every table (both dialects, through Kysely's introspection), sorted, as text. */
async function dumpDatabase(app: FastifyInstance, strangerId: number): Promise<Record<string, string[]>> {
  const db = app.db as unknown as Kysely<Record<string, Record<string, unknown>>>;
  const dump: Record<string, string[]> = {};
  for (const table of await db.introspection.getTables()) {
    const rows = await db.selectFrom(table.name).selectAll().execute();
    const exception = LEGITIMATE_WRITES.find((write) => write.table === table.name);
    dump[table.name] = rows
      .filter((row) => !(exception?.columns === 'row' && exception.of(row, strangerId)))
      .map((row) => {
        const kept = { ...row };
        if (exception?.columns !== 'row' && exception?.of(row, strangerId))
          for (const column of exception.columns) delete kept[column];
        return JSON.stringify(kept, (_key, value: unknown) =>
          value instanceof Uint8Array ? Buffer.from(value).toString('base64') : value,
        );
      })
      .sort();
  }
  return dump;
}

/**
 * An account with a card of each use (one with a contract and a photo, one with an open duplicate
 * request), an order of each state (pending; paid with its invoice) and a saved payment card.
 */
async function makeAccount(app: FastifyInstance, names: { name: string; firstname: string }, photo: Buffer) {
  const login = await signUpAndLogIn(app, freshPassenger(names));
  // Its address proven: pairing a device wants it (decision 057).
  await verifyAddress(app, login);
  const card = await insertCard(app, {
    accountId: login.userId,
    holderName: names.name,
    holderFirstname: names.firstname,
    contracts: [{ product: 'MONTHLY_ALL', status: 'ACTIVE' }],
  });
  const requestCard = await insertCard(app, {
    accountId: login.userId,
    holderName: names.name,
    holderFirstname: names.firstname,
    contracts: [{ product: 'SCHOOL_ANNUAL', status: 'ACTIVE' }],
  });
  // Its sticker's code is made on the first print: made here, a later print writes nothing.
  const schoolPass = requestCard.contracts[0]!;
  await stickerCode(app.db, schoolPass);
  const { duplicateRequest } = okResponse(
    await post<{ duplicateRequest: { id: number } }>(app, 'Media/requestDuplicate.json', {
      userToken: login.userToken,
      mediaId: requestCard.id,
      reason: 'LOST',
    }),
  );
  const request = await app.db
    .selectFrom('duplicate_requests')
    .select('price_cents')
    .where('id', '=', duplicateRequest.id)
    .executeTakeFirstOrThrow();
  const pending = await insertOrder(app, { accountId: login.userId, mediaId: card.id, status: 'PENDING' });
  const paid = await insertOrder(app, {
    accountId: login.userId,
    mediaId: card.id,
    invoiceAt: new Date().toISOString(),
  });
  const invoice = await app.db
    .selectFrom('invoices')
    .select('number')
    .where('order_id', '=', paid.id)
    .executeTakeFirstOrThrow();
  const token = `tok_${names.name}_${Date.now().toString(36)}`;
  const [paymentCard, sparePaymentCard] = await Promise.all(
    [token, `${token}_spare`].map(
      async (cardToken) =>
        (
          await app.db
            .insertInto('payment_cards')
            .values({
              account_id: login.userId,
              token: cardToken,
              brand: 'VISA',
              last4: '4242',
              exp_month: 12,
              exp_year: 2031,
              created_at: new Date().toISOString(),
              deleted_at: null,
            })
            .returning('id')
            .executeTakeFirstOrThrow()
        ).id,
    ),
  );
  await setBikePin(app.db, card.id, BIKE_PIN);
  // Issue 10: a proof, a CARD_CREATION item of an unpaid order, its submission and a download link.
  const proof = await postForm<{ document: { id: number } }>(
    app,
    'Media/uploadDocument.json',
    { userToken: login.userToken, document_type: 'IDENTITY' },
    { field: 'document', filename: `${names.name}-identity.png`, contentType: 'image/png', data: photo },
  );
  const documentId = okResponse(proof).document.id;
  const photoDocument = okResponse(
    await postForm<{ document: { id: number } }>(
      app,
      'Media/uploadDocument.json',
      { userToken: login.userToken, document_type: 'PHOTO', photoConsent: '1' },
      { field: 'document', filename: 'face.png', contentType: 'image/png', data: photo },
    ),
  ).document.id;
  const cardRequestId = okResponse(
    await post<{ cardRequest: { id: number } }>(app, 'Media/requestCard.json', {
      userToken: login.userToken,
      ...requestCardBody(photoDocument),
    }),
  ).cardRequest.id;
  const creation = await insertOrder(app, { accountId: login.userId, mediaId: card.id, status: 'PENDING' });
  await app.db
    .updateTable('orders')
    .set({ order_type: 'CARD_CREATION' })
    .where('id', '=', creation.id)
    .execute();
  const item = await app.db
    .updateTable('order_items')
    .set({ type: 'CARD_CREATION' })
    .where('order_id', '=', creation.id)
    .returning('id')
    .executeTakeFirstOrThrow();
  const { submission } = okResponse(
    await post<{ submission: { id: number } }>(app, 'Document/createDocumentsSubmission.json', {
      userToken: login.userToken,
      item_id: item.id,
      document_ids: [documentId],
    }),
  );
  const { url } = okResponse(
    await get<{ url: string }>(app, 'Document/fileDownloadUrl', { userToken: login.userToken, documentId }),
  );
  // A long run (RELIABILITY scaled) outlasts the link's 5 minutes: this one lasts the run.
  await app.db
    .updateTable('document_links')
    .set({ expires_at: new Date(Date.now() + 86_400_000).toISOString() })
    .where('account_id', '=', login.userId)
    .execute();
  // Issue 11: a device paired with the account and signed in (its own session).
  const device = await pairedDevice(app, login, `Borne ${names.name}`);
  // A payment card being added without buying (decision 052), its hosted page open.
  const registration = okResponse(
    await post<{ registrationId: number }>(app, 'Account/startCardRegistration.json', {
      userToken: login.userToken,
    }),
  );
  // Issue 11: an external identity linked to the account's identity, at a provider of the network.
  const at = new Date().toISOString();
  const authProvider = await app.db
    .insertInto('auth_providers')
    .values({
      network_id: 1,
      issuer: 'https://idp.test',
      client_id: 'portail',
      label: 'IdP',
      created_at: at,
      updated_at: at,
    })
    .onConflict((conflict) => conflict.columns(['network_id', 'issuer']).doUpdateSet({ updated_at: at }))
    .returning('id')
    .executeTakeFirstOrThrow();
  const { identity_id: identityId } = await app.db
    .selectFrom('accounts')
    .select('identity_id')
    .where('id', '=', login.userId)
    .executeTakeFirstOrThrow();
  const externalIdentity = await app.db
    .insertInto('external_identities')
    .values({
      identity_id: identityId!,
      provider_id: authProvider.id,
      subject: `sujet-${names.name}`,
      email: null,
      created_at: at,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  // Issue 25: a credit note of the paid order (decision 075), issued as a refund issues it.
  const creditNote = await issueCreditNote(app.db, {
    orderId: paid.id,
    accountId: login.userId,
    at: new Date().toISOString(),
    reason: 'Erreur de tarif',
    refundedCents: 100,
    cancelledInstalments: [],
    staff: { identityId: 1, email: 'agent@example.test' },
  });
  const account: Account = {
    login,
    schoolPass,
    photoDocument,
    sparePaymentCard: sparePaymentCard!,
    documentFileToken: new URL(url, 'http://portal.test').searchParams.get('token')!,
    ids: {
      document: documentId,
      item: item.id,
      submission: submission.id,
      card: card.id,
      photo: card.id,
      contract: card.contracts[0]!,
      order: pending.id,
      invoice: paid.id,
      creditNote: creditNote!.id,
      passenger: login.userId,
      duplicateRequest: duplicateRequest.id,
      cardRequest: cardRequestId,
      identity: externalIdentity.id,
      device: device.deviceId,
      cardRegistration: registration.registrationId,
      paymentCard: paymentCard!,
      mail: (
        await app.db
          .selectFrom('mail_outbox')
          .select('id')
          .where('to_address', '=', login.passenger.email.toLowerCase())
          .orderBy('id', 'desc')
          .executeTakeFirstOrThrow()
      ).id,
    },
    requestCard: requestCard.id,
    feeCents: request.price_cents,
    spare: {
      number: (await insertCard(app, { holderName: names.name, birthdate: '1991-03-08' })).number,
      holderName: names.name,
      birthdate: '1991-03-08',
    },
  };
  const uploaded = await send(app, CALLS.uploadMedia, login.userToken, INPUTS.uploadMedia(account), photo);
  expect(uploaded.status, uploaded.text).toBe(200);
  const stored = await app.db
    .selectFrom('media')
    .select('photo')
    .where('id', '=', card.id)
    .executeTakeFirstOrThrow();
  return {
    account,
    /** A run of the photo's bytes as stored, past the headers every photo shares. */
    photoBytes: Buffer.from(stored.photo!).subarray(stored.photo!.length / 2, stored.photo!.length / 2 + 64),
    /** What the account's own listings answer: its card, its orders and its invoice. */
    listed: [card.number, pending.reference, paid.reference, invoice.number, `Borne ${names.name}`],
    /** What only this account's answers may hold. */
    markers: [
      card.number,
      requestCard.number,
      names.name,
      names.firstname,
      login.passenger.email,
      login.userToken,
      pending.reference,
      paid.reference,
      invoice.number,
      token,
      device.deviceUserToken,
    ],
  };
}

/** The ids of each kind's rows that are not the stranger's: the owner's, the seeded accounts', nobody's. */
const FOREIGN_IDS: Record<
  ActiveKind,
  (app: FastifyInstance, strangerId: number) => Promise<Array<{ id: number }>>
> = {
  card: (app, strangerId) =>
    app.db
      .selectFrom('media')
      .select('id')
      .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '!=', strangerId)]))
      .execute(),
  photo: (app, strangerId) => FOREIGN_IDS.card(app, strangerId),
  contract: (app, strangerId) =>
    app.db
      .selectFrom('contracts')
      .innerJoin('media', 'media.id', 'contracts.media_id')
      .select('contracts.id as id')
      .where((eb) => eb.or([eb('media.account_id', 'is', null), eb('media.account_id', '!=', strangerId)]))
      .execute(),
  order: (app, strangerId) =>
    app.db.selectFrom('orders').select('id').where('account_id', '!=', strangerId).execute(),
  invoice: (app, strangerId) => FOREIGN_IDS.order(app, strangerId),
  creditNote: (app, strangerId) =>
    app.db.selectFrom('credit_notes').select('id').where('account_id', '!=', strangerId).execute(),
  passenger: (app, strangerId) =>
    app.db.selectFrom('accounts').select('id').where('id', '!=', strangerId).execute(),
  paymentCard: (app, strangerId) =>
    app.db.selectFrom('payment_cards').select('id').where('account_id', '!=', strangerId).execute(),
  duplicateRequest: (app, strangerId) =>
    app.db.selectFrom('duplicate_requests').select('id').where('account_id', '!=', strangerId).execute(),
  cardRequest: (app, strangerId) =>
    app.db.selectFrom('card_requests').select('id').where('account_id', '!=', strangerId).execute(),
  document: (app, strangerId) =>
    app.db.selectFrom('documents').select('id').where('account_id', '!=', strangerId).execute(),
  item: (app, strangerId) =>
    app.db
      .selectFrom('order_items')
      .innerJoin('orders', 'orders.id', 'order_items.order_id')
      .select('order_items.id as id')
      .where('orders.account_id', '!=', strangerId)
      .execute(),
  submission: (app, strangerId) =>
    app.db.selectFrom('document_submissions').select('id').where('account_id', '!=', strangerId).execute(),
  identity: (app, strangerId) =>
    app.db
      .selectFrom('external_identities')
      .select('id')
      .where(
        'identity_id',
        'not in',
        app.db.selectFrom('accounts').select('identity_id').where('id', '=', strangerId),
      )
      .execute(),
  device: (app, strangerId) =>
    app.db
      .selectFrom('paired_devices')
      .select('id')
      .where((eb) => eb.or([eb('account_id', 'is', null), eb('account_id', '!=', strangerId)]))
      .execute(),
  cardRegistration: (app, strangerId) =>
    app.db.selectFrom('card_registrations').select('id').where('account_id', '!=', strangerId).execute(),
  mail: (app, strangerId) =>
    app.db
      .selectFrom('mail_outbox')
      .select('id')
      .where(
        'to_address',
        'not in',
        app.db
          .selectFrom('accounts')
          .innerJoin('identities', 'identities.id', 'accounts.identity_id')
          .select('identities.email')
          .where('accounts.id', '=', strangerId),
      )
      .execute(),
};

describe.each(DIALECTS)('another account’s ids in every place ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('answer exactly as missing ones, reveal nothing of the owner and change no row', async () => {
    const { app } = ctx();
    // Each account's photo of its own noise: the owner's bytes found in an answer are the owner's.
    const photoOf = (mean: number) =>
      sharp({
        create: {
          width: 700,
          height: 900,
          channels: 3,
          background: '#000',
          noise: { type: 'gaussian', mean, sigma: 40 },
        },
      })
        .png()
        .toBuffer();
    const photo = await photoOf(90);
    const owner = await makeAccount(app, { name: 'Quillebeuf', firstname: 'Philomène' }, await photoOf(160));
    const stranger = await makeAccount(app, { name: 'Kerbrat', firstname: 'Ysaline' }, photo);
    const theirs = owner.account;
    const own = stranger.account;

    const leaks: string[] = [];
    let requests = 0;
    /** The stranger's request: counted, and its answer searched for anything of the owner's. */
    const strangerSends = async (call: Call & { name: CallName }, fields: Record<string, unknown>) => {
      const sent = await send(app, call, own.login.userToken, fields, photo);
      requests += 1;
      for (const marker of owner.markers)
        if (sent.text.includes(marker)) leaks.push(`${call.name} answered the owner's ${marker}`);
      if (sent.payload.includes(owner.photoBytes)) leaks.push(`${call.name} answered the owner's photo`);
      return sent;
    };

    const before = await dumpDatabase(app, own.ids.passenger);
    const mismatches: string[] = [];
    let cases = 0;
    let drawnCases = 0;
    let fields = 0;
    const draws = scaled(2, 200);
    const ownedCalls = CALL_LIST.filter((call) => call.ownedIds) as Array<Call & { name: OwnedIdCallName }>;
    for (const call of ownedCalls) {
      for (const field of call.ownedIds!) {
        const base = FIELD_INPUTS[`${call.name}:${field}`]?.(own) ?? INPUTS[call.name](own);
        const kind = kindOf(call.name, field);
        const refusal = REFUSALS[kind];
        fields += 1;
        const places = placesOf(call, field, base, own.ids[kind]);
        const missingAnswers: Sent[] = [];
        for (const place of places) {
          const what = `${call.name}: another account’s ${kind} in ${field} ${place.name}`;
          const missing = await strangerSends(call, place.input(MISSING));
          const foreign = await strangerSends(call, place.input(theirs.ids[kind]));
          missingAnswers.push(missing);
          cases += 1;
          if (missing.status < 400) mismatches.push(`${what}: a missing id answered ${missing.status}`);
          if (foreign.status !== missing.status || foreign.text !== missing.text)
            mismatches.push(
              `${what}: ${foreign.status} ${foreign.text} ≠ missing ${missing.status} ${missing.text}`,
            );
        }
        // The first place carries the id as the schema wants it: it reaches the check of its kind.
        const first = missingAnswers[0]!;
        const code = (JSON.parse(first.text) as { error?: { code?: string } }).error?.code;
        if (first.status !== refusal.status || code !== refusal.code)
          mismatches.push(
            `${call.name}: a missing ${field} answered ${first.status} ${code}, not ${refusal.code}`,
          );
        // Ids of the database's other accounts (the seeded ones', nobody's) in places drawn with
        // the run's seed: each answers as a missing id in the same place.
        const foreign = (await FOREIGN_IDS[kind](app, own.ids.passenger)).map((row) => row.id);
        const drawn = fc.sample(fc.tuple(fc.constantFrom(...foreign), fc.nat(places.length - 1)), {
          seed: seedFor(`access-matrix ${dialect.name} ${call.name} ${field}`),
          numRuns: draws,
        });
        for (const [id, index] of drawn) {
          const answer = await strangerSends(call, places[index]!.input(id));
          const missing = missingAnswers[index]!;
          drawnCases += 1;
          if (answer.status !== missing.status || answer.text !== missing.text)
            mismatches.push(
              `${call.name}: the ${kind} ${id} of another account in ${field} ${places[index]!.name} ` +
                `answered ${answer.status} ${answer.text}, a missing one ${missing.status} ${missing.text}`,
            );
        }
      }
    }

    // The stranger's own listings and reads, with fitting input: their own rows, none of the owner's.
    const sessionCalls = CALL_LIST.filter(
      (call) => call.access === 'session' || call.access === 'staff',
    ) as Array<Call & { name: SessionCallName }>;
    const reads = sessionCalls.filter((call) => call.method === 'GET');
    const answers: string[] = [];
    for (const call of reads) {
      const sent = await strangerSends(call, INPUTS[call.name](own));
      answers.push(sent.text);
      if (call.access === 'session' && sent.status !== 200)
        mismatches.push(`${call.name} with fitting input answered ${sent.status} ${sent.text}`);
    }
    const after = await dumpDatabase(app, own.ids.passenger);
    const changed = Object.keys(before).filter(
      (table) => JSON.stringify(before[table]) !== JSON.stringify(after[table]),
    );

    // Every other call with fitting input writes the stranger's own rows: sent once the comparison
    // is made, those that end the card and the session last.
    const writes = sessionCalls
      .filter((call) => call.method !== 'GET')
      .sort((a, b) => ENDING.indexOf(a.name) - ENDING.indexOf(b.name));
    for (const call of writes) {
      const sent = await strangerSends(call, INPUTS[call.name](own));
      answers.push(sent.text);
      if (sent.status >= 500) mismatches.push(`${call.name} with fitting input answered ${sent.status}`);
    }
    const unseen = stranger.listed.filter((marker) => !answers.some((text) => text.includes(marker)));

    const failures = mismatches.length + leaks.length + changed.length;
    record('access-control', {
      part: `access matrix (${dialect.name})`,
      requests,
      failures,
      note:
        `${cases} cases (call × field × place × kind) over ${ownedCalls.length} calls and ${fields} ` +
        `owned fields, and ${drawnCases} of other accounts' ids in drawn places; ${sessionCalls.length} ` +
        `session calls made with fitting input; ${Object.keys(before).length} tables compared before and after`,
    });
    expect(mismatches).toEqual([]);
    expect(leaks).toEqual([]);
    expect(changed, 'tables changed by the stranger’s run').toEqual([]);
    // The stranger's own listings did list their own card, orders and invoice: the search means something.
    expect(unseen, 'the stranger’s own card, orders and invoice in their answers').toEqual([]);
  });
});

/** Every id an input schema takes, at any depth: `items[].mediaId` for an array's objects. */
function idPathsOf(schema: unknown): string[] {
  type Node = { properties?: Record<string, Node>; items?: Node; anyOf?: Node[]; oneOf?: Node[] };
  const paths = new Set<string>();
  const walk = (node: Node | undefined, prefix: string) => {
    if (!node) return;
    for (const [key, property] of Object.entries(node.properties ?? {})) {
      if (/(Id|_id)$/.test(key) && !SHARED_IDS.has(key)) paths.add(`${prefix}${key}`);
      // A list of ids (`document_ids`): each of its items names a resource.
      if (/(Ids|_ids)$/.test(key) && property.items && !property.items.properties)
        paths.add(`${prefix}${key}[]`);
      walk(property, `${prefix}${key}.`);
    }
    if (node.items) walk(node.items, `${prefix.replace(/\.$/, '')}[].`);
    for (const alternative of [...(node.anyOf ?? []), ...(node.oneOf ?? [])]) walk(alternative, prefix);
  };
  walk(jsonSchemaOf(schema) as Node, '');
  return [...paths].sort();
}

describe.each(DIALECTS)('the ids of the call table ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('every call behind a session declares in ownedIds each id it takes, nested ones too, each of a kind', async () => {
    const { database } = ctx();
    const app = Fastify();
    const schemas = new Map<string, unknown>();
    app.addHook('onRoute', (route: RouteOptions) => {
      const schema = route.schema as { body?: unknown; querystring?: unknown } | undefined;
      for (const method of [route.method].flat())
        schemas.set(`${method} ${route.url}`, schema?.body ?? schema?.querystring);
    });
    await appPlugin(app, testConfig(database.config));
    await app.ready();
    for (const call of CALL_LIST.filter((entry) => entry.access === 'session' || entry.access === 'staff')) {
      const declared = [...((call as Call).ownedIds ?? [])].sort();
      const request = requestSchemaOf(call.name, () => schemas.get(`${call.method} /api/${call.path}`));
      expect(idPathsOf(request), call.name).toEqual(declared);
      for (const field of declared) expect(() => kindOf(call.name, field)).not.toThrow();
    }
    await app.close();
  });
});
