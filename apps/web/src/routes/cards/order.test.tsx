/**
 * The new card's tunnel as the passenger goes through it (decision 041). One file past 300 lines:
 * its steps build on each other (tunnelUpTo), so the cases share one fake api and tunnel set-up.
 */
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { fakeApi, ko, ok } from '../../../test/api.ts';
import { USER } from '../../../test/cards.ts';
import { renderAt, landing } from '../../../test/render.tsx';
import { fakeUploadXhr } from '../../../test/upload-xhr.ts';
import { aDocument, orderApi, requestCardAnswer, tunnelUpTo } from '../../features/cards/order/test-order.ts';
import { addCartItem, cartStore, emptyCart } from '../../lib/cart-store.ts';
import { endSession, startSession } from '../../lib/session.ts';
import { emptyTunnel, TUNNEL_STORAGE_KEY, tunnelStore } from '../../lib/tunnel-store.ts';
import { syntheticPhoto } from '../../ui/photo-capture/synthetic-photo.ts';
import CardOrderPage from './order.tsx';

vi.mock('../../ui/photo-capture/canvas.ts', () => ({
  loadImage: vi.fn(async () => ({ width: 1400, height: 1800, source: {}, close: () => undefined })),
  cropPixels: vi.fn(() => syntheticPhoto(350, 450)),
  cropToJpeg: vi.fn(async () => new Blob(['jpeg'], { type: 'image/jpeg' })),
  drawCrop: vi.fn(),
}));

const NBSP = '\u00a0';

beforeEach(() => {
  startSession(USER, null);
  tunnelStore.setState(emptyTunnel());
  cartStore.setState(emptyCart());
});
afterEach(() => endSession());

function openOrder(path: string, overrides: Parameters<typeof orderApi>[0] = {}) {
  const api = fakeApi(orderApi(overrides));
  const view = renderAt(<p>elsewhere</p>, {
    path,
    routes: [
      { path: '/cards/order/*', element: <CardOrderPage /> },
      { path: '/en/cards/order/*', element: <CardOrderPage /> },
      landing('/cart'),
      landing('/en/cart'),
    ],
  });
  return { api, ...view };
}

const pdf = (size = 2048, name = 'identite.pdf', type = 'application/pdf') =>
  new File([new Uint8Array(size)], name, { type });

function chooseFile(file: File, selector = 'input[type="file"]') {
  fireEvent.change(document.querySelector(selector)!, { target: { files: [file] } });
}

describe('the order flow’s address (spec §2)', () => {
  it.each([
    ['/cards/order', '/cards/order/step1'],
    ['/cards/order/photo', '/cards/order/step1'],
    ['/cards/order/step7', '/cards/order/step1'],
    ['/en/cards/order', '/en/cards/order/step1'],
  ])('opens %s at %s', async (path, target) => {
    const { location } = openOrder(path);
    await waitFor(() => expect(location()).toBe(target));
  });

  it('sends a step opened before the earlier ones are complete to the first incomplete one', async () => {
    const { location } = openOrder('/en/cards/order/step4');
    await waitFor(() => expect(location()).toBe('/en/cards/order/step1'));
    expect(await screen.findByRole('heading', { name: 'Step 1 of 6: Ticket type' })).toBeVisible();
  });

  it('starts again at step 1 with a tunnel last changed more than a day ago', async () => {
    window.localStorage.setItem(
      TUNNEL_STORAGE_KEY,
      JSON.stringify({ version: 2, state: tunnelUpTo(5, Date.now() - 25 * 60 * 60 * 1000) }),
    );
    await tunnelStore.persist.rehydrate();
    const { location } = openOrder('/cards/order/step5');
    await waitFor(() => expect(location()).toBe('/cards/order/step1'));
    expect(tunnelStore.getState().product).toBeNull();
  });

  it('keeps steps 1 to 3 within the day: a reload at step 4 opens step 4', async () => {
    window.localStorage.setItem(TUNNEL_STORAGE_KEY, JSON.stringify({ version: 2, state: tunnelUpTo(3) }));
    await tunnelStore.persist.rehydrate();
    const { location } = openOrder('/cards/order/step4', {
      'Document/getUserDocuments.json': ok({ documents: [aDocument({ id: 701 })] }),
    });
    expect(await screen.findByRole('button', { name: 'Choisir une photo' })).toBeVisible();
    expect(location()).toBe('/cards/order/step4');
    expect(tunnelStore.getState().documents.IDENTITY).toMatchObject({ id: 701 });
  });

  it('opens a step whose earlier steps are complete, and says where the passenger is', async () => {
    tunnelStore.setState(tunnelUpTo(2));
    openOrder('/cards/order/step3');
    expect(await screen.findByRole('heading', { name: `Étape 3 sur 6${NBSP}: Justificatifs` })).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Commander une carte' })).toBeVisible();
    const steps = within(screen.getByRole('list', { name: 'Étapes de la commande' })).getAllByRole(
      'listitem',
    );
    expect(steps).toHaveLength(6);
    expect(steps[2]).toHaveAttribute('aria-current', 'step');
    expect(within(steps[0]!).getByRole('link', { name: 'Type de titre' })).toHaveAttribute(
      'href',
      '/cards/order/step1',
    );
    expect(within(steps[3]!).queryByRole('link')).toBeNull();
  });
});

describe('the six steps to the cart', () => {
  it('goes from the ticket type to the cart, for the account holder, at home', async () => {
    const held = fakeUploadXhr({ hold: true });
    const { api, user, location } = openOrder('/cards/order/step1');

    // Step 1: products grouped by mode, with price, period, instalments and audience.
    const monthly = await screen.findByRole('radio', { name: 'Mensuel tout réseau' });
    expect(screen.getByRole('heading', { name: 'Bus et bateaux' })).toBeVisible();
    expect(monthly).toHaveAccessibleDescription(/49,00\s€.*Valable 1 mois.*Tout le monde.*1, 4 ou 10 fois/);
    expect(screen.getByRole('radio', { name: 'Mensuel moins de 26 ans' })).toHaveAccessibleDescription(
      /Les moins de 26 ans/,
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(await screen.findByRole('link', { name: /Choisissez un titre\./ })).toBeVisible();
    expect(location()).toBe('/cards/order/step1');
    await user.click(monthly);
    expect(screen.queryByLabelText('Nombre de titres')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    // Step 2: for me, prefilled from the account.
    const heading2 = await screen.findByRole('heading', { name: `Étape 2 sur 6${NBSP}: Coordonnées` });
    await waitFor(() => expect(heading2).toHaveFocus());
    await user.click(screen.getByRole('radio', { name: 'Pour moi' }));
    await waitFor(() => expect(screen.getByLabelText('Nom')).toHaveValue('Morel'));
    expect(screen.getByLabelText('Prénom')).toHaveValue('Claire');
    expect(screen.getByLabelText('Téléphone mobile')).toHaveValue('0612345678');
    await user.click(screen.getByRole('radio', { name: 'Madame' }));
    await user.type(screen.getByLabelText('Date de naissance'), '1990-04-12');
    await user.selectOptions(screen.getByLabelText('Catégorie socioprofessionnelle'), 'EMPLOYEE');
    await user.type(screen.getByLabelText('Adresse'), '4 rue des Mouettes');
    await user.type(screen.getByLabelText('Code postal'), '99500');
    await user.type(screen.getByLabelText('Ville'), 'Port-Marin');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    // Step 3: the proof, checked before it is sent, then sent with its progress shown.
    await screen.findByRole('heading', { name: `Étape 3 sur 6${NBSP}: Justificatifs` });
    const choose = await screen.findByRole('button', {
      name: `Choisir un fichier pour${NBSP}: Pièce d’identité`,
    });
    expect(choose).toHaveAccessibleDescription(
      /Formats acceptés\s: PDF, JPEG, PNG. Taille maximale\s: 5\sMo/,
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(
      await screen.findByRole('link', { name: /Ajoutez ce justificatif.*Pièce d’identité/ }),
    ).toBeVisible();

    chooseFile(pdf(6 * 1024 * 1024));
    expect(await screen.findByText('Ce fichier est trop lourd (5 Mo au plus).')).toBeVisible();
    chooseFile(pdf(100, 'notes.txt', 'text/plain'));
    expect(await screen.findByText(/Ce fichier n’est pas accepté/)).toBeVisible();
    expect(api.calls('Media/uploadDocument.json')).toHaveLength(0);

    chooseFile(pdf());
    await held.halfSent;
    const bar = await screen.findByRole('progressbar', { name: 'Envoi de identite.pdf' });
    await waitFor(() => expect(Number(bar.getAttribute('aria-valuenow'))).toBeGreaterThan(0));
    held.release();
    expect(await screen.findByText(/En attente de validation/)).toBeVisible();
    expect(screen.queryByRole('progressbar')).toBeNull();
    const sent = api.calls('Media/uploadDocument.json')[0]!;
    expect(sent.body).toMatchObject({ document_type: 'IDENTITY' });
    expect((sent.body!.document as File).name).toBe('identite.pdf');
    expect(tunnelStore.getState().documents.IDENTITY).toMatchObject({ id: 701, fileName: 'identite.pdf' });
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    // Step 4: the photo, with its consent, sent as a PHOTO document; the flow goes on by itself.
    await screen.findByRole('heading', { name: `Étape 4 sur 6${NBSP}: Photo` });
    await user.upload(
      document.querySelector<HTMLInputElement>('input[type="file"]:not([capture])')!,
      pdf(2000, 'me.jpg', 'image/jpeg'),
    );
    await user.click(await screen.findByRole('checkbox', { name: /conservée pour les duplicatas/ }));
    await user.click(screen.getByRole('button', { name: 'Envoyer la photo' }));
    await screen.findByRole('heading', { name: `Étape 5 sur 6${NBSP}: Livraison` });
    expect(api.calls('Media/uploadDocument.json')[1]!.body).toMatchObject({
      document_type: 'PHOTO',
      photoConsent: '1',
    });
    expect(tunnelStore.getState().photo).toBe('702');

    // Step 5: home shipping, prefilled from the holder.
    expect(screen.getByLabelText('Nom du destinataire')).toHaveValue('Morel');
    expect(screen.getByLabelText('Adresse')).toHaveValue('4 rue des Mouettes');
    await user.click(screen.getByRole('button', { name: 'Continuer' }));

    // Step 6: alerts, then the request and the cart.
    await screen.findByRole('heading', { name: `Étape 6 sur 6${NBSP}: Alertes` });
    await user.click(screen.getByRole('checkbox', { name: 'Par e-mail' }));
    const add = screen.getByRole('button', { name: 'Ajouter au panier' });
    await user.click(add);
    await user.click(add);
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(api.calls('Media/requestCard.json')).toHaveLength(1);
    expect(api.calls('Media/requestCard.json')[0]!.body).toMatchObject({
      shopItemId: 50,
      quantity: 1,
      forSelf: true,
      holder: {
        gender: 'MADAME',
        name: 'Morel',
        firstname: 'Claire',
        birthdate: '1990-04-12',
        socioProfessionalCategory: 'EMPLOYEE',
        mobile: '0612345678',
        email: 'claire.morel@example.org',
        zipcode: '99500',
        country: 'FR',
      },
      delivery: {
        type: 'SHIPPING',
        firstname: 'Claire',
        lastname: 'Morel',
        address: { line1: '4 rue des Mouettes', postalCode: '99500', city: 'Port-Marin', country: 'FR' },
      },
      photoDocumentId: '702',
      photoConsent: true,
      alerts: null,
      consents: { post: false, sms: false, email: true },
    });
    const cart = cartStore.getState();
    expect(cart.orderType).toBe('CARD_CREATION');
    expect(cart.items).toEqual([
      expect.objectContaining({
        type: 'CARD_CREATION',
        cardRequestId: 91,
        holderName: 'Claire Morel',
        awUserId: 5,
        quantity: 1,
        documentIds: [701],
        product: { shopItemId: 50, unitPriceCents: 4900, installments: [1, 4, 10], ubiProductId: 5 },
      }),
      expect.objectContaining({
        type: 'CARD_CREATION',
        cardRequestId: 91,
        product: expect.objectContaining({ shopItemId: 120 }),
      }),
    ]);
    expect(cart.items[1]).not.toHaveProperty('documentIds');
    // The tunnel starts afresh (spec §4 reset).
    expect(tunnelStore.getState()).toMatchObject({ product: null, photo: null, documents: {}, quantity: 1 });
  });
});

describe('for someone else, picked up at the agency, in English', () => {
  it('leaves the holder to fill in, shows the agency’s hours, and sends PICKUP', async () => {
    tunnelStore.setState(tunnelUpTo(1));
    const { api, user, location } = openOrder('/en/cards/order/step2', {
      'Media/requestCard.json': ok(requestCardAnswer({ holderName: 'Lou Le Goff' })),
    });
    await screen.findByRole('heading', { name: 'Step 2 of 6: Contact info' });
    await user.click(screen.getByRole('radio', { name: 'For me' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue('Morel'));
    // Another passenger: what came from the account goes.
    await user.click(screen.getByRole('radio', { name: 'For someone else' }));
    await waitFor(() => expect(screen.getByLabelText('Last name')).toHaveValue(''));
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    const summary = await screen.findByRole('heading', { name: /The form contains \d+ errors/ });
    await waitFor(() => expect(summary.parentElement).toHaveFocus());

    await user.click(screen.getByRole('radio', { name: 'Mr' }));
    await user.type(screen.getByLabelText('Last name'), 'Le Goff');
    await user.type(screen.getByLabelText('First name'), 'Lou');
    await user.type(screen.getByLabelText('Date of birth'), '2004-02-29');
    await user.selectOptions(screen.getByLabelText('Socio-professional category'), 'STUDENT');
    await user.type(screen.getByLabelText('Address'), '9 rue du Port');
    await user.type(screen.getByLabelText('Postcode'), '99500');
    await user.type(screen.getByLabelText('City'), 'Port-Marin');
    await user.type(screen.getByLabelText('Mobile phone'), '07 11 22 33 44');
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    await screen.findByRole('heading', { name: 'Step 3 of 6: Proofs' });
    expect(tunnelStore.getState()).toMatchObject({ forSelf: false, personal: { firstname: 'Lou' } });

    // Steps 3 and 4 done as on another day; step 5 next.
    tunnelStore.setState({
      documents: { IDENTITY: { id: 701, status: 'PENDING', fileName: 'id.png', size: 900 } },
      requiredDocuments: ['IDENTITY'],
      photo: '702',
    });
    await user.click(await screen.findByRole('link', { name: 'Delivery' }));
    await screen.findByRole('heading', { name: 'Step 5 of 6: Delivery' });
    expect(screen.getByLabelText('Recipient’s last name')).toHaveValue('Le Goff');
    await user.click(screen.getByRole('radio', { name: 'Pickup at the agency' }));
    expect(await screen.findByRole('radio', { name: 'Maison de la mobilité' })).toBeChecked();
    const hours = screen.getByLabelText('Opening hours');
    expect(within(hours).getByText('Saturday').nextSibling).toHaveTextContent('8h–12h and 13h30–16h10');
    expect(within(hours).getByText('Monday').nextSibling).toHaveTextContent('7h30–19h');
    expect(within(hours).queryByText('Sunday')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Continue' }));

    await screen.findByRole('heading', { name: 'Step 6 of 6: Alerts' });
    await user.click(screen.getByRole('button', { name: 'Add to cart' }));
    await waitFor(() => expect(location()).toBe('/en/cart'));
    expect(api.calls('Media/requestCard.json')[0]!.body).toMatchObject({
      forSelf: false,
      holder: {
        name: 'Le Goff',
        firstname: 'Lou',
        mobile: '0711223344',
        socioProfessionalCategory: 'STUDENT',
      },
      delivery: { type: 'PICKUP', collectSiteId: 3 },
    });
    expect(api.calls('Media/requestCard.json')[0]!.body!.holder).not.toHaveProperty('email');
    expect(cartStore.getState().items[0]).toMatchObject({ holderName: 'Lou Le Goff' });
  });
});

describe('what the flow refuses, and says', () => {
  it('explains a product the holder may not have, at step 1 and at step 2, with the way back', async () => {
    tunnelStore.setState({
      ...tunnelUpTo(2),
      product: {
        ...tunnelUpTo(1).product!,
        shopItemId: 60,
        productId: 6,
        audience: 'UNDER_26',
        name: 'Mensuel moins de 26 ans',
      },
      personal: { ...tunnelUpTo(2).personal, birthday: '1980-01-01' },
    });
    const { user, location } = openOrder('/cards/order/step2');
    await screen.findByRole('heading', { name: `Étape 2 sur 6${NBSP}: Coordonnées` });
    expect(await screen.findByRole('alert')).toHaveTextContent(
      /« Mensuel moins de 26 ans ».*réservé aux moins de 26 ans/,
    );
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    expect(location()).toBe('/cards/order/step2');
    // The next steps stay closed.
    expect(
      within(screen.getByRole('list', { name: 'Étapes de la commande' })).queryByRole('link', {
        name: 'Justificatifs',
      }),
    ).toBeNull();

    await user.click(screen.getByRole('link', { name: 'Choisir un autre titre' }));
    const under26 = await screen.findByRole('radio', { name: 'Mensuel moins de 26 ans' });
    expect(under26).toBeDisabled();
    expect(under26).toHaveAccessibleDescription(
      /Ce titre n’est pas accessible à Claire Morel.*réservé aux moins de 26 ans/,
    );
    await user.click(screen.getByRole('radio', { name: 'Mensuel tout réseau' }));
    await user.click(screen.getByRole('button', { name: 'Continuer' }));
    await user.click(await screen.findByRole('button', { name: 'Continuer' }));
    await screen.findByRole('heading', { name: `Étape 3 sur 6${NBSP}: Justificatifs` });
  });

  it('says at step 1 that a reduced fare is sold pending the review of the proofs (decision 058)', async () => {
    openOrder('/cards/order/step1');
    expect(await screen.findByRole('radio', { name: 'Mensuel moins de 26 ans' })).toHaveAccessibleDescription(
      /Tarif réduit vendu sous réserve\s: la Maison de la mobilité vérifie vos justificatifs \(étape 3\)\. S’ils sont refusés, ce titre est suspendu et les jours non utilisés remboursés\./,
    );
    expect(screen.getByRole('radio', { name: 'Mensuel tout réseau' })).not.toHaveAccessibleDescription(
      /Tarif réduit/,
    );
  });

  it('says it in English under /en', async () => {
    openOrder('/en/cards/order/step1');
    expect(await screen.findByRole('radio', { name: 'Mensuel moins de 26 ans' })).toHaveAccessibleDescription(
      /Reduced fare sold subject to review: the mobility centre checks your proofs \(step 3\)\./,
    );
  });

  it('asks how many only for a ticket, and keeps the number chosen', async () => {
    const { user } = openOrder('/cards/order/step1');
    await user.click(await screen.findByRole('radio', { name: 'Carnet de 10 trajets' }));
    await user.selectOptions(screen.getByLabelText('Nombre de titres'), '3');
    expect(tunnelStore.getState()).toMatchObject({ quantity: 3, product: { shopItemId: 10 } });
    await user.click(screen.getByRole('radio', { name: 'Mensuel tout réseau' }));
    expect(screen.queryByLabelText('Nombre de titres')).toBeNull();
    expect(tunnelStore.getState().quantity).toBe(1);
  });

  it('says a proof the server refuses in the user’s language, and lets an upload be cancelled', async () => {
    tunnelStore.setState(tunnelUpTo(2));
    const held = fakeUploadXhr({ hold: true });
    const { api, user } = openOrder('/en/cards/order/step3', {
      'Media/uploadDocument.json': ko('DOCUMENT_NOT_ACCEPTED', 'Not accepted', 415),
    });
    await screen.findByRole('button', { name: 'Choose a file for: Pièce d’identité' });
    chooseFile(pdf());
    await held.halfSent;
    await user.click(await screen.findByRole('button', { name: 'Cancel the upload' }));
    await waitFor(() => expect(screen.queryByRole('progressbar')).toBeNull());
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose a file for: Pièce d’identité' })).toHaveFocus(),
    );
    expect(screen.queryByRole('alert')).toBeNull();
    expect(api.calls('Media/uploadDocument.json')).toHaveLength(0);

    const sent = fakeUploadXhr();
    chooseFile(pdf(300, 'scan.png', 'image/png'));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'This file is not accepted: choose a PDF, or a JPEG or PNG picture.',
    );
    expect(sent).toBeDefined();
    expect(tunnelStore.getState().documents).toEqual({});
  });

  it('removes a proof from the request, says so, and gives the focus to the file button', async () => {
    tunnelStore.setState(tunnelUpTo(3));
    const { user } = openOrder('/en/cards/order/step3', {
      'Document/getUserDocuments.json': ok({ documents: [aDocument({ id: 701 })] }),
    });
    await user.click(await screen.findByRole('button', { name: 'Remove the file of: Pièce d’identité' }));
    expect(
      await screen.findByText('The file of “Pièce d’identité” was removed from the request.'),
    ).toBeVisible();
    await waitFor(() =>
      expect(screen.getByRole('button', { name: 'Choose a file for: Pièce d’identité' })).toHaveFocus(),
    );
    expect(tunnelStore.getState().documents).toEqual({});
    await user.click(screen.getByRole('button', { name: 'Continue' }));
    expect(await screen.findByRole('link', { name: /Add this proof: Pièce d’identité/ })).toBeVisible();
  });

  it('shows the privacy policy where personal data is given: the proofs and the consents', async () => {
    const policy = {
      title: 'Politique de confidentialité',
      version: '2026.11',
      updatedOn: '2026-11-26',
      sections: [{ heading: 'Durées de conservation', paragraphs: ['Justificatifs : 6 mois après examen.'] }],
    };
    tunnelStore.setState(tunnelUpTo(5));
    const { api, user } = openOrder('/cards/order/step6', {
      'Document/getUserDocuments.json': ok({
        documents: [aDocument({ id: 701 }), aDocument({ id: 702, type: 'PHOTO' })],
      }),
      'Terms/getPrivacyPolicy.json': ok({ document: policy }),
    });
    await screen.findByRole('heading', { name: `Étape 6 sur 6${NBSP}: Alertes` });
    expect(await screen.findByText(/Vous pourrez changer ces choix à tout moment/)).toBeVisible();
    const link = screen.getByRole('button', { name: 'Lire la politique de confidentialité' });
    expect(api.calls('Terms/getPrivacyPolicy.json')).toHaveLength(0);
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: policy.title });
    expect(await within(dialog).findByRole('heading', { name: 'Durées de conservation' })).toBeVisible();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(link).toHaveFocus());

    await user.click(screen.getByRole('link', { name: /Justificatifs/ }));
    expect(await screen.findByText(/Vos justificatifs ne servent qu’à fabriquer la carte/)).toBeVisible();
    expect(screen.getByRole('button', { name: 'Lire la politique de confidentialité' })).toBeVisible();
  });

  it('after a reload, forgets a proof the server no longer has and asks for it again', async () => {
    tunnelStore.setState(tunnelUpTo(5));
    const { api, location } = openOrder('/cards/order/step6', {
      'Document/getUserDocuments.json': ok({
        documents: [aDocument({ id: 701, deleted: true }), aDocument({ id: 702, type: 'PHOTO' })],
      }),
    });
    expect(await screen.findByRole('status')).toHaveTextContent('Vérification des fichiers déjà envoyés…');
    await waitFor(() => expect(location()).toBe('/cards/order/step3'));
    expect(api.calls('Document/getUserDocuments.json')).toHaveLength(1);
    expect(tunnelStore.getState()).toMatchObject({ documents: {}, photo: '702' });
    expect(
      await screen.findByRole('button', { name: `Choisir un fichier pour${NBSP}: Pièce d’identité` }),
    ).toBeVisible();
  });

  it('keeps a cart holding another request unless the passenger agrees to empty it', async () => {
    tunnelStore.setState(tunnelUpTo(5));
    addCartItem(
      {
        type: 'CARD_RELOAD',
        awUserId: 5,
        ubiUserId: 11,
        product: { shopItemId: 30, shopItemPromoPrice: '49.00', installments: [1] },
      },
      'CARD_RELOAD',
    );
    const { api, user, location } = openOrder('/cards/order/step6', {
      'Document/getUserDocuments.json': ok({
        documents: [aDocument({ id: 701 }), aDocument({ id: 702, type: 'PHOTO' })],
      }),
    });
    await user.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
    const dialog = await screen.findByRole('alertdialog', {
      name: 'Vider le panier ?'.replace(' ?', `${NBSP}?`),
    });
    await user.click(within(dialog).getByRole('button', { name: 'Garder mon panier' }));
    expect(api.calls('Media/requestCard.json')).toHaveLength(0);
    expect(cartStore.getState().orderType).toBe('CARD_RELOAD');
    expect(location()).toBe('/cards/order/step6');

    await user.click(screen.getByRole('button', { name: 'Ajouter au panier' }));
    await user.click(
      within(await screen.findByRole('alertdialog')).getByRole('button', {
        name: 'Vider le panier et continuer',
      }),
    );
    await waitFor(() => expect(location()).toBe('/cart'));
    expect(cartStore.getState().items.map((item) => item.type)).toEqual(['CARD_CREATION', 'CARD_CREATION']);
  });

  it.each([
    ['PHOTO_REQUIRED', 409],
    ['FORBIDDEN', 403],
  ])(
    'takes a request refused with %s back to the photo, saying why in the user’s language',
    async (code, status) => {
      tunnelStore.setState(tunnelUpTo(5));
      const { user, location } = openOrder('/cards/order/step6', {
        'Document/getUserDocuments.json': ok({
          documents: [aDocument({ id: 701 }), aDocument({ id: 702, type: 'PHOTO' })],
        }),
        'Media/requestCard.json': ko(code, 'Refused', status),
      });
      await user.click(await screen.findByRole('button', { name: 'Ajouter au panier' }));
      await waitFor(() => expect(location()).toBe('/cards/order/step4'));
      expect(await screen.findByRole('alert')).toHaveTextContent(
        /La photo du titulaire manque ou n’est plus disponible/,
      );
      expect(tunnelStore.getState().photo).toBeNull();
      expect(cartStore.getState().items).toEqual([]);
      expect(screen.queryByText(/Une photo est enregistrée/)).toBeNull();
    },
  );

  it.each([
    [
      '/cards/order/step6',
      'Ajouter au panier',
      /Une nouvelle carte ne peut pas être commandée en ligne/,
      /Appelez la Maison de la mobilité/,
    ],
    [
      '/en/cards/order/step6',
      'Add to cart',
      /A new card cannot be ordered online at the moment/,
      /Call the mobility centre/,
    ],
  ])(
    'says a creation fee missing from the catalogue at step 6, in its own words, not by sending to step 1 (%s)',
    async (path, submit, text, call) => {
      tunnelStore.setState(tunnelUpTo(5));
      const { user, location } = openOrder(path, {
        'Document/getUserDocuments.json': ok({
          documents: [aDocument({ id: 701 }), aDocument({ id: 702, type: 'PHOTO' })],
        }),
        'Media/requestCard.json': ko('CARD_CREATION_FEE_UNAVAILABLE', 'No fee', 409),
      });
      await user.click(await screen.findByRole('button', { name: submit }));
      const summary = await screen.findByRole('heading', { name: /1 (erreur|error)/ });
      expect(summary.parentElement).toHaveTextContent(text);
      expect(summary.parentElement).not.toHaveTextContent(/contrat|contract type/);
      expect(screen.getByText(call)).toContainElement(screen.getByRole('link', { name: '01 99 00 00 00' }));
      expect(location()).toBe(path);
      expect(tunnelStore.getState().product).not.toBeNull();
      expect(cartStore.getState().items).toEqual([]);
    },
  );
});
