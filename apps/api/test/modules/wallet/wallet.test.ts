import { describe, expect, it } from 'vitest';
import { monthlyCents } from '../../../src/modules/wallet/attestation-pdf.js';
import { useTestApp } from '../../helpers/app.js';
import { get, getRaw, koError, okResponse, post } from '../../helpers/api.js';
import { demoLogin, insertCard } from '../../helpers/cards.js';
import { DIALECTS } from '../../helpers/databases.js';
import { signUpAndLogIn } from '../../helpers/passengers.js';
import { pdfText } from '../../helpers/pdf.js';

type WalletCard = {
  id: number;
  number: string;
  expired: boolean;
  contracts: { id: number; status: string }[];
};

describe('the price per month of an attestation', () => {
  it('spreads the price of a period over the months of a year', () => {
    expect(monthlyCents(4900, 'P1M')).toBe(4900);
    expect(monthlyCents(49000, 'P1Y')).toBe(4083);
    expect(monthlyCents(1600, 'P7D')).toBe(6933);
  });
});

describe.each(DIALECTS)('wallet calls ($name)', (dialect) => {
  const ctx = useTestApp(dialect);

  it('Account/getWallet answers the cards with their contracts', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const { wallet } = okResponse(
      await get<{ wallet: { cards: WalletCard[] } }>(app, 'Account/getWallet', { userToken: demo.userToken }),
    );
    expect(wallet.cards.map((card) => [card.number, card.expired, card.contracts.length])).toEqual([
      ['4100000101', false, 1],
      ['4100000102', false, 2],
    ]);
    expect(Object.keys(wallet.cards[0]!).sort()).toEqual(['contracts', 'expired', 'id', 'number']);
  });

  it('Wallet/contractAttestation: a PDF naming the network, agency, holder, card, product, validity and monthly price', async () => {
    const { app } = ctx();
    const demo = await demoLogin(app);
    const { wallet } = okResponse(
      await get<{ wallet: { cards: WalletCard[] } }>(app, 'Account/getWallet', { userToken: demo.userToken }),
    );
    const contractId = wallet.cards[0]!.contracts[0]!.id;
    const response = await getRaw(app, 'Wallet/contractAttestation', {
      userToken: demo.userToken,
      contractId,
    });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toBe('application/pdf');
    expect(response.headers['content-disposition']).toBe(
      `attachment; filename="attestation-abonnement-4100000101-${contractId}.pdf"`,
    );
    expect(response.rawPayload.subarray(0, 5).toString()).toBe('%PDF-');
    const text = pdfText(response.rawPayload);
    for (const expected of [
      'Océane Mobilités',
      'Maison de la mobilité',
      '2 quai de l’Estran',
      'Attestation de paiement d’abonnement',
      'Madame Claire MOREL',
      '4100000101',
      'Abonnement mensuel tout public',
      '49,00 € par mois',
      '50 % du prix de l’abonnement',
      'Fait à Port-Marin, le ',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/du \d{1,2}(er)? \S+ \d{4} au \d{1,2}(er)? \S+ \d{4}/);
  });

  it('speaks English when asked, with the monthly share of an annual pass', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      holderName: 'Rousseau',
      holderFirstname: 'Hélène',
      contracts: [{ product: 'ANNUAL_ALL' }],
    });
    const response = await getRaw(app, 'Wallet/contractAttestation', {
      userToken: me.userToken,
      contractId: card.contracts[0]!,
      locale: 'en',
    });
    expect(response.headers['content-disposition']).toContain('season-ticket-certificate-');
    const text = pdfText(response.rawPayload);
    expect(text).toContain('Season ticket payment certificate');
    expect(text).toContain('Ms Hélène ROUSSEAU');
    expect(text).toContain(card.number);
    expect(text).toContain('€490.00 per year, that is €40.83 per month');
    expect(text).toContain('Issued at Port-Marin on ');
  });

  it('no attestation for a ticket that does not renew, nor for another account’s contract', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const stranger = await signUpAndLogIn(app);
    const card = await insertCard(app, {
      accountId: me.userId,
      contracts: [{ product: 'TICKET_SINGLE' }, { product: 'MONTHLY_ALL' }],
    });
    const [ticket, monthly] = card.contracts as [number, number];
    const refused = await get(app, 'Wallet/contractAttestation', {
      userToken: me.userToken,
      contractId: ticket,
    });
    expect(refused.statusCode).toBe(409);
    expect(koError(refused).code).toBe('CONFLICT');
    const foreign = await get(app, 'Wallet/contractAttestation', {
      userToken: stranger.userToken,
      contractId: monthly,
    });
    expect(foreign.statusCode).toBe(403);
    const none = await get(app, 'Wallet/contractAttestation', {
      userToken: stranger.userToken,
      contractId: 424242,
    });
    expect(none.body).toEqual(foreign.body);
  });

  it('wallet/transferContract moves the running and pending contracts to the replacement and expires the lost card', async () => {
    const { app } = ctx();
    const me = await signUpAndLogIn(app);
    const lost = await insertCard(app, {
      accountId: me.userId,
      contracts: [
        { product: 'MONTHLY_ALL' },
        { product: 'BIKE_ANNUAL', status: 'PENDING_VALIDATION' },
        { product: 'MONTHLY_ALL', validFrom: '2025-01-01', validTo: '2025-01-31', status: 'EXPIRED' },
      ],
    });
    const replacement = await insertCard(app, { accountId: me.userId });
    const { transfer } = okResponse(
      await post<{ transfer: { status: string; contracts: number[] } }>(app, 'wallet/transferContract', {
        userToken: me.userToken,
        fromMediaId: lost.id,
        toMediaId: replacement.id,
      }),
    );
    expect(transfer.status).toBe('DONE');
    expect(transfer.contracts).toHaveLength(2);
    const { wallet } = okResponse(
      await get<{ wallet: { cards: WalletCard[] } }>(app, 'Account/getWallet', { userToken: me.userToken }),
    );
    const [old, now] = wallet.cards as [WalletCard, WalletCard];
    expect(old.expired).toBe(true);
    expect(old.contracts.map((contract) => contract.status).sort()).toEqual([
      'EXPIRED',
      'TRANSFERRED',
      'TRANSFERRED',
    ]);
    expect(now.contracts.map((contract) => contract.id).sort()).toEqual([...transfer.contracts].sort());
    expect(now.contracts.map((contract) => contract.status).sort()).toEqual(['ACTIVE', 'PENDING_VALIDATION']);
    // Onto an expired card, or onto itself: refused.
    const again = await post(app, 'wallet/transferContract', {
      userToken: me.userToken,
      fromMediaId: replacement.id,
      toMediaId: lost.id,
    });
    expect(koError(again).code).toBe('CARD_EXPIRED');
    const itself = await post(app, 'wallet/transferContract', {
      userToken: me.userToken,
      fromMediaId: replacement.id,
      toMediaId: replacement.id,
    });
    expect(itself.statusCode).toBe(409);
  });
});
