/**
 * The wallet of an account: its cards with their contracts, the payment attestation of a
 * contract, and the transfer of a lost card's contracts to its replacement.
 */
import type { Locale } from '@oceane/domain';
import type { Db } from '../../db/index.js';
import { AppError } from '../../lib/errors.js';
import { isoNow } from '../../lib/time.js';
import type { CurrentSession } from '../../lib/current-session.js';
import { expireCard, getCards, isCardExpired, ownedCard } from '../cards/service.js';
import { contractsOfCards, contractView, moveContract } from '../contracts/service.js';
import { findNetwork, mainAgency } from '../catalog/service.js';
import { isMovable, ownedContract } from '../subscriptions/service.js';
import { attestationFilename, renderAttestation, type AttestationData } from './attestation-pdf.js';

export async function getWallet(db: Db, session: CurrentSession, locale: Locale) {
  const cards = await getCards(db, session, {}, locale);
  return {
    cards: cards.map(({ id, number, expired, contracts }) => ({ id, number, expired, contracts })),
  };
}

/** wallet/transferContract: the running contracts of a lost card move to its replacement. */
export async function transferContracts(
  db: Db,
  session: CurrentSession,
  fromMediaId: number,
  toMediaId: number,
): Promise<number[]> {
  await ownedCard(db, session, fromMediaId);
  const target = await ownedCard(db, session, toMediaId);
  if (fromMediaId === toMediaId) throw new AppError('CONFLICT');
  if (isCardExpired(target)) throw new AppError('CARD_EXPIRED');
  const movable = (await contractsOfCards(db, [fromMediaId])).filter((row) => isMovable(row));
  const now = isoNow();
  return db.transaction().execute(async (trx) => {
    const moved: number[] = [];
    for (const contract of movable) moved.push(await moveContract(trx, contract.id, toMediaId, now));
    await expireCard(trx, fromMediaId);
    return moved;
  });
}

/** Wallet/contractAttestation: the PDF and its file name; 409 CONFLICT for a contract that does not renew. */
export async function contractAttestation(
  db: Db,
  session: CurrentSession,
  contractId: number,
  locale: Locale,
): Promise<{ pdf: Buffer; filename: string }> {
  const contract = await ownedContract(db, session, contractId);
  const view = contractView(contract, locale);
  if (!view.renewalInterval) throw new AppError('CONFLICT');
  const card = await ownedCard(db, session, contract.mediaId);
  const network = await findNetwork(db, session.networkId);
  if (!network) throw new AppError('NETWORK_NOT_FOUND');
  const agency = await mainAgency(db, session.networkId);
  const data: AttestationData = {
    locale,
    network: network.name,
    agency,
    holder: {
      gender: card.holder_gender === 'MONSIEUR' ? 'MONSIEUR' : 'MADAME',
      name: card.holder_name,
      firstname: card.holder_firstname,
      birthdate: card.holder_birthdate,
      address: [
        card.holder_address1 ?? '',
        card.holder_address2 ?? '',
        [card.holder_zipcode, card.holder_city].filter(Boolean).join(' '),
      ],
    },
    cardNumber: card.number,
    contractId: contract.id,
    product: view.name,
    validFrom: view.validFrom,
    validTo: view.validTo,
    status: view.status,
    priceCents: contract.priceCents ?? contract.productPriceCents,
    interval: view.renewalInterval,
    issuedOn: new Date(),
  };
  return { pdf: await renderAttestation(data), filename: attestationFilename(data) };
}
