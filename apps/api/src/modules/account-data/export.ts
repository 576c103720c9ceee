/**
 * Account/exportData (GDPR art. 15 and 20): everything the person holds, read from each owning
 * module's service, as a ZIP: `donnees.json` (identity, profiles, cards with their contracts,
 * alerts and consents, card requests, orders with their items, instalments and invoice, saved
 * payment cards, documents, paired devices, bike trips and pins, geolocation consent and positions,
 * linked OpenID Connect identities, traffic alerts sent) and the files: each document's bytes, each card's photo, each invoice.
 * A few exports per person and window, counted in the database, and at most MAX_INVOICE_PDFS
 * invoices printed per export (decision 059).
 */
import { EXPORT_FILE_PREFIX, type Locale } from '@oceane/domain';
import { strToU8, zipSync, type Zippable } from 'fflate';
import type { Db } from '../../db/index.js';
import { secondsBlocked, windowStart } from '../../lib/attempt-window.js';
import type { AppContext } from '../../lib/context.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import { profilesOfPerson } from '../account/service.js';
import { bikeDataForExport } from '../bike-reservations/service.js';
import { cardRequestsForExport } from '../card-requests/service.js';
import { cardsForExport } from '../cards/service.js';
import { contractsOfCards } from '../contracts/service.js';
import { trafficAlertsForExport } from '../disruptions/service.js';
import { documentsForExport } from '../documents/service.js';
import { linkedIdentitiesForExport } from '../external-identities/service.js';
import { identityForExport } from '../identity/service.js';
import { geolocationForExport } from '../intelligence/service.js';
import { pairedDevicesForExport, pairingAttemptsForExport } from '../pairing/service.js';
import { paymentCardsForExport } from '../payments/service.js';
import { invoicePdfOfOrder } from '../invoices/service.js';
import { ordersForExport } from '../orders/service.js';
import { countExports, recordExport } from './repo.js';

/**
 * The invoices one export prints as PDF at most, the newest (about 35 ms of a core each on the
 * development machine, the call's main cost): the older ones stay in the JSON, and each is printed
 * from the invoices page (decision 059).
 */
export const MAX_INVOICE_PDFS = 100;

const NOT_ATTACHED: Record<Locale, string> = {
  fr: 'Les factures les plus anciennes ne sont pas jointes en PDF\u00a0: chacune se télécharge depuis la page Mes factures.',
  en: 'The oldest invoices are not attached as PDF: each one can be downloaded from the invoices page.',
};

/**
 * Takes one export of the person's allowance: 0 when it may run (and it is counted), else the
 * seconds until the oldest export of the window leaves it. A session without an identity (a
 * guest, decision 054) has no data of a person to export.
 */
export async function takeExportTurn(ctx: AppContext, session: CurrentSession): Promise<number> {
  const identityId = session.identityId;
  if (identityId === null) throw new AppError('FORBIDDEN');
  const now = isoNow();
  const { windowMinutes, dataExportsPerAccount } = ctx.config.rateLimits;
  const since = windowStart(now, windowMinutes);
  const wait = await secondsBlocked(
    [{ max: dataExportsPerAccount, count: () => countExports(ctx.db, identityId, since) }],
    windowMinutes,
    now,
  );
  if (wait === 0) await recordExport(ctx.db, { identityId, accountId: session.accountId }, now, since);
  return wait;
}

/** Lets the event loop answer other requests between two invoices printed. */
const nextTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

const EXTENSIONS: Record<string, string> = {
  'application/pdf': 'pdf',
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/** A name safe in any archive tool: letters, digits, dot, dash, underscore. */
function safeName(name: string): string {
  return (
    name
      .normalize('NFKD')
      .replace(/[^A-Za-z0-9._-]+/g, '_')
      .slice(0, 80) || 'fichier'
  );
}

export async function exportData(
  db: Db,
  session: CurrentSession,
  locale: Locale,
): Promise<{ zip: Buffer; filename: string }> {
  const profiles = await profilesOfPerson(db, session);
  const accountIds = profiles.map((profile) => profile.id);
  const files: Zippable = {};

  const cards = await cardsForExport(db, accountIds);
  const contracts = await contractsOfCards(
    db,
    cards.map((card) => card.id),
  );
  const cardViews = cards.map(({ photo, photo_type, account_id: _a, ...card }) => {
    let photoFile: string | null = null;
    if (photo) {
      photoFile = `photos/carte-${safeName(card.number)}.${EXTENSIONS[photo_type ?? ''] ?? 'jpg'}`;
      files[photoFile] = new Uint8Array(photo);
    }
    return {
      ...card,
      photoFile,
      contracts: contracts
        .filter((contract) => contract.mediaId === card.id)
        .map(({ mediaId: _m, ...contract }) => contract),
    };
  });

  const documents = (await documentsForExport(db, accountIds)).map(({ data, ...document }) => {
    let file: string | null = null;
    if (data) {
      file = `documents/${document.id}-${safeName(document.file_name)}`;
      files[file] = new Uint8Array(data);
    }
    return { ...document, file };
  });

  const orders = await ordersForExport(db, accountIds);
  // Oldest first: the newest MAX_INVOICE_PDFS are printed, the older ones only listed.
  const invoiced = orders.filter((order) => order.invoice !== null);
  const notAttached = invoiced.slice(0, Math.max(0, invoiced.length - MAX_INVOICE_PDFS));
  for (const order of invoiced.slice(notAttached.length)) {
    await nextTurn();
    const printed = await invoicePdfOfOrder(db, order.id, locale);
    if (printed) files[`factures/${safeName(printed.filename)}`] = new Uint8Array(printed.pdf);
  }

  const data = {
    exportedAt: new Date().toISOString(),
    identity: session.identityId === null ? null : await identityForExport(db, session.identityId),
    profiles: profiles.map((profile) => ({
      userId: profile.id,
      name: profile.name,
      firstname: profile.firstname,
      guest: profile.guest === 1,
      disabled: profile.disabled === 1,
      createdAt: profile.created_at,
    })),
    cards: cardViews,
    cardRequests: (await cardRequestsForExport(db, accountIds)).map(
      ({ account_id: _a, ...request }) => request,
    ),
    orders,
    invoicesNotAttached: {
      numbers: notAttached.map((order) => order.invoice!.number),
      reason: notAttached.length > 0 ? NOT_ATTACHED[locale] : null,
    },
    paymentCards: await paymentCardsForExport(db, accountIds),
    documents,
    linkedIdentities:
      session.identityId === null ? [] : await linkedIdentitiesForExport(db, session.identityId),
    pairedDevices: await pairedDevicesForExport(db, accountIds),
    pairingAttempts: await pairingAttemptsForExport(db, accountIds),
    bikes: await bikeDataForExport(
      db,
      accountIds,
      cards.map((card) => card.id),
    ),
    geolocation: await geolocationForExport(db, accountIds),
    trafficAlerts: await trafficAlertsForExport(db, accountIds),
  };
  // Pictures and PDFs are compressed already: stored as they are, the JSON deflated.
  const json = strToU8(JSON.stringify(data, null, 2));
  const zipped = zipSync({ ...files, 'donnees.json': [json, { level: 6 }] }, { level: 0 });
  const day = data.exportedAt.slice(0, 10);
  return { zip: Buffer.from(zipped), filename: `${EXPORT_FILE_PREFIX}-${day}.zip` };
}
