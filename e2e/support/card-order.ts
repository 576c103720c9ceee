/**
 * The new-card order flow's support (issue 10): its words in both languages, a real proof file,
 * and one function per step that fills it by its labels as a passenger does, so that each journey
 * of card-order.spec.ts reads as the six steps it walks.
 */
import type { APIRequestContext, Page } from '@playwright/test';
import { apiGet, apiPost } from './api';
import { userTokenOf } from './checkout';
import { expect, expectAccessible, pathIn, type Lang } from './fixtures';
import { holderPhoto } from './photo';
import { agentSessionByApi } from './staff';

export const ORDER_TEXTS = {
  fr: {
    orderCard: 'Commander une nouvelle carte',
    step: (n: number, name: string) => `Étape ${n} sur 6 : ${name}`,
    steps: ['Type de titre', 'Coordonnées', 'Justificatifs', 'Photo', 'Livraison', 'Alertes'],
    next: 'Continuer',
    back: 'Retour',
    productLegend: 'Choisissez le titre à charger sur la nouvelle carte',
    monthly: 'Abonnement mensuel tout public',
    fee: 'Frais de création de carte',
    forSelf: 'Pour moi',
    forOther: 'Pour une autre personne',
    madame: 'Madame',
    monsieur: 'Monsieur',
    name: 'Nom',
    firstname: 'Prénom',
    birthdate: 'Date de naissance',
    category: 'Catégorie socioprofessionnelle',
    employeeTypeAhead: 'Salari',
    address1: 'Adresse',
    zipcode: 'Code postal',
    city: 'Ville',
    mobile: 'Téléphone mobile',
    identity: 'Pièce d’identité',
    chooseFor: (name: string) => `Choisir un fichier pour : ${name}`,
    uploaded: (file: string) => new RegExp(`${file} \\(.+\\) envoyé\\.`),
    pendingProof: /En attente de validation/,
    choosePhoto: 'Choisir une photo',
    photoConsent: 'J’accepte que ma photo numérique soit conservée pour les duplicatas',
    uploadPhoto: 'Envoyer la photo',
    deliveryMode: 'Mode de livraison',
    home: 'À domicile, par courrier',
    pickup: 'Retrait en agence',
    site: 'Agence de retrait',
    hours: 'Horaires d’ouverture',
    addToCart: 'Ajouter au panier',
    cartTitle: 'Panier',
    newCardFor: (name: string) => `Nouvelle carte pour ${name}`,
    terms: 'J’accepte les conditions générales de vente',
    pay: 'Payer',
    paidTitle: 'Paiement validé',
    paidAction: 'Suivre ma commande',
    historyTitle: 'Suivi de commandes',
    cardNo: 'Carte n°',
    proofsTitle: 'Justificatifs',
    waiting: 'En attente de validation',
    download: (file: string) => `Télécharger ${file}`,
    downloaded: (file: string) => `Justificatif enregistré sous ${file}.`,
    cardsTitle: 'Mes cartes',
    refused: 'Justificatif refusé : la Maison de la mobilité vous contactera',
    replace: (name: string) => `Remplacer ce justificatif (${name})`,
    replaced: 'Nouveau justificatif envoyé : il est en attente de validation.',
    replacedStatus: 'Refusé, remplacé par un nouveau justificatif',
  },
  en: {
    orderCard: 'Request a new card',
    step: (n: number, name: string) => `Step ${n} of 6: ${name}`,
    steps: ['Ticket type', 'Contact info', 'Proofs', 'Photo', 'Delivery', 'Alerts'],
    next: 'Continue',
    back: 'Back',
    productLegend: 'Choose the ticket to load on the new card',
    monthly: 'Monthly pass',
    fee: 'Card creation fee',
    forSelf: 'For me',
    forOther: 'For someone else',
    madame: 'Ms',
    monsieur: 'Mr',
    name: 'Last name',
    firstname: 'First name',
    birthdate: 'Date of birth',
    category: 'Socio-professional category',
    employeeTypeAhead: 'Employ',
    address1: 'Address',
    zipcode: 'Postcode',
    city: 'City',
    mobile: 'Mobile phone',
    identity: 'Identity document',
    chooseFor: (name: string) => `Choose a file for: ${name}`,
    uploaded: (file: string) => new RegExp(`${file} \\(.+\\) sent\\.`),
    pendingProof: /Waiting for validation/,
    choosePhoto: 'Choose a photo',
    photoConsent: 'I agree that my digital photo is kept for duplicates',
    uploadPhoto: 'Upload the photo',
    deliveryMode: 'Delivery',
    home: 'At home, by post',
    pickup: 'Pickup at the agency',
    site: 'Pickup agency',
    hours: 'Opening hours',
    addToCart: 'Add to cart',
    cartTitle: 'Cart',
    newCardFor: (name: string) => `New card for ${name}`,
    terms: 'I accept the general terms of sale',
    pay: 'Pay',
    paidTitle: 'Payment validated',
    paidAction: 'Track my order',
    historyTitle: 'Order tracking',
    cardNo: 'Card no\\.',
    proofsTitle: 'Proofs',
    waiting: 'Waiting for validation',
    download: (file: string) => `Download ${file}`,
    downloaded: (file: string) => `Proof saved as ${file}.`,
    cardsTitle: 'My cards',
    refused: 'Proof refused: the Maison de la mobilité will contact you',
    replace: (name: string) => `Replace this proof (${name})`,
    replaced: 'New proof sent: it is waiting for validation.',
    replacedStatus: 'Refused, replaced by a new proof',
  },
} as const;

/** The words of a language. */
export type OrderTexts = (typeof ORDER_TEXTS)[Lang];

/** The holder of a new card, as step 2 asks for them. */
export type NewHolder = {
  gender: 'madame' | 'monsieur';
  name: string;
  firstname: string;
  birthdate: string;
  address1: string;
  zipcode: string;
  city: string;
  mobile: string;
};

/** Camille Martin, for whom the account holder orders a card (another passenger). */
export const CAMILLE: NewHolder = {
  gender: 'madame',
  name: 'Martin',
  firstname: 'Camille',
  birthdate: '1990-04-12',
  address1: '8 quai des Thoniers',
  zipcode: '99500',
  city: 'Port-Marin',
  mobile: '0611223344',
};

/**
 * A real one-page PDF (the identity proof), written by hand: the header the server sniffs, one
 * page with a line of text, and a cross-reference table with the byte offsets a reader checks.
 */
export function proofPdf(text = 'Carte nationale d’identité (test)'): Buffer {
  const ascii = text.replace(/[^\x20-\x7e]/g, '?').replace(/[()\\]/g, '');
  const stream = `BT /F1 18 Tf 72 720 Td (${ascii}) Tj ET`;
  const objects = [
    '<< /Type /Catalog /Pages 2 0 R >>',
    '<< /Type /Pages /Kids [3 0 R] /Count 1 >>',
    '<< /Type /Page /Parent 2 0 R /MediaBox [0 0 595 842] /Contents 4 0 R /Resources << /Font << /F1 5 0 R >> >> >>',
    `<< /Length ${stream.length} >>\nstream\n${stream}\nendstream`,
    '<< /Type /Font /Subtype /Type1 /BaseFont /Helvetica >>',
  ];
  let body = '%PDF-1.4\n';
  const offsets: number[] = [];
  objects.forEach((object, index) => {
    offsets.push(body.length);
    body += `${index + 1} 0 obj\n${object}\nendobj\n`;
  });
  const xref = body.length;
  body += `xref\n0 ${objects.length + 1}\n0000000000 65535 f \n`;
  body += offsets.map((offset) => `${String(offset).padStart(10, '0')} 00000 n \n`).join('');
  body += `trailer\n<< /Size ${objects.length + 1} /Root 1 0 R >>\nstartxref\n${xref}\n%%EOF\n`;
  return Buffer.from(body, 'latin1');
}

/** Waits for step n's heading ("Étape 2 sur 6 : Coordonnées"), then checks the page with axe. */
export async function atStep(page: Page, lang: Lang, step: number, { axe = true } = {}) {
  const texts = ORDER_TEXTS[lang];
  await expect(page).toHaveURL(new RegExp(`${pathIn(lang, `/cards/order/step${step}`)}$`));
  await expect(page.getByRole('heading', { name: texts.step(step, texts.steps[step - 1]!) })).toBeVisible();
  if (axe) await expectAccessible(page);
}

/** Step 1: the monthly pass. */
export async function chooseMonthly(page: Page, lang: Lang) {
  const texts = ORDER_TEXTS[lang];
  await page.getByRole('radio', { name: texts.monthly, exact: true }).check();
  await page.getByRole('button', { name: texts.next, exact: true }).click();
}

/** Step 2: for oneself (the account's names and phone filled in) or for another passenger. */
export async function fillContact(page: Page, lang: Lang, holder: NewHolder, forWhom: 'self' | 'other') {
  const texts = ORDER_TEXTS[lang];
  await page.getByRole('radio', { name: forWhom === 'self' ? texts.forSelf : texts.forOther }).check();
  await page.getByRole('radio', { name: texts[holder.gender], exact: true }).check();
  if (forWhom === 'other') {
    await page.getByLabel(texts.name, { exact: true }).fill(holder.name);
    await page.getByLabel(texts.firstname, { exact: true }).fill(holder.firstname);
  }
  await page.getByLabel(texts.birthdate, { exact: true }).fill(holder.birthdate);
  await page.getByLabel(texts.category).selectOption('EMPLOYEE');
  await page.getByLabel(texts.address1, { exact: true }).fill(holder.address1);
  await page.getByLabel(texts.zipcode).fill(holder.zipcode);
  await page.getByLabel(texts.city).fill(holder.city);
  await page.getByLabel(texts.mobile, { exact: true }).fill(holder.mobile);
  await page.getByRole('button', { name: texts.next, exact: true }).click();
}

/** Step 3: the identity proof, uploaded as it is chosen; answers the file's name. */
export async function uploadIdentity(page: Page, lang: Lang, fileName = 'piece-identite.pdf') {
  const texts = ORDER_TEXTS[lang];
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: texts.chooseFor(texts.identity) }).click();
  await (await chooser).setFiles({ name: fileName, mimeType: 'application/pdf', buffer: proofPdf() });
  await expect(page.getByText(texts.uploaded(fileName))).toBeVisible();
  await expect(page.getByRole('main').getByText(texts.pendingProof).first()).toBeVisible();
  return fileName;
}

/** Step 4: the holder photo with the consent; the flow goes on to step 5 once it is stored. */
export async function uploadPhoto(page: Page, lang: Lang, { axe = false } = {}) {
  const texts = ORDER_TEXTS[lang];
  const chooser = page.waitForEvent('filechooser');
  await page.getByRole('button', { name: texts.choosePhoto }).click();
  await (await chooser).setFiles({ name: 'photo.jpg', mimeType: 'image/jpeg', buffer: await holderPhoto() });
  await page.getByLabel(texts.photoConsent).check();
  if (axe) await expectAccessible(page);
  await page.getByRole('button', { name: texts.uploadPhoto }).click();
}

/** Step 5: at home (the address prefilled from the holder) or at the agency, with its hours. */
export async function chooseDelivery(page: Page, lang: Lang, mode: 'home' | 'pickup') {
  const texts = ORDER_TEXTS[lang];
  await page.getByRole('radio', { name: texts[mode] }).check();
  if (mode === 'pickup') {
    await page.getByRole('radio', { name: 'Maison de la mobilité' }).check();
    await expect(page.getByText(texts.hours).first()).toBeVisible();
  }
}

/** The tunnel as the page saved it in localStorage (zustand's persist format). */
export async function savedTunnel(
  page: Page,
): Promise<{ state: Record<string, unknown>; version: number } | null> {
  const saved = await page.evaluate(() => window.localStorage.getItem('oceane.tunnel'));
  return saved ? (JSON.parse(saved) as { state: Record<string, unknown>; version: number }) : null;
}

/** The mobility centre accepts the passenger's proof: the new card waiting for it is made (decision 072). */
export async function acceptProof(page: Page, request: APIRequestContext, fileName: string) {
  return reviewProof(page, request, fileName, { status: 'VALID' });
}

/**
 * The mobility centre refuses the passenger's proof named `fileName`, as an agent does with
 * Staff/reviewDocument.json; answers the document's id.
 */
export async function refuseProof(page: Page, request: APIRequestContext, fileName: string, reason: string) {
  return reviewProof(page, request, fileName, { status: 'INVALID', reason });
}

async function reviewProof(
  page: Page,
  request: APIRequestContext,
  fileName: string,
  verdict: { status: 'VALID' } | { status: 'INVALID'; reason: string },
) {
  const userToken = await userTokenOf(page);
  const mine = await apiGet<{ documents: { id: number; fileName: string }[] }>(
    request,
    'Document/getUserDocuments.json',
    { userToken },
  );
  if (mine.status !== 'ok') throw new Error(`getUserDocuments: ${JSON.stringify(mine)}`);
  const document = mine.response.documents.find((candidate) => candidate.fileName === fileName);
  if (!document) throw new Error(`no document ${fileName}`);
  const agentToken = await agentSessionByApi(request);
  const review = await apiPost(request, 'Staff/reviewDocument.json', {
    userToken: agentToken,
    documentId: document.id,
    ...verdict,
  });
  if (review.status !== 'ok') throw new Error(`reviewDocument: ${JSON.stringify(review)}`);
  return document.id;
}
