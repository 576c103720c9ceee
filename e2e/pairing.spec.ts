/**
 * /pairing (issue 11, decision 047): the test plays the device through the api (a code, then
 * polling with its secret), the passenger types the code in the browser and names the device, the
 * device gets its token and signs in; the passenger sees it listed and unpairs it, and the device's
 * session ends. An address not yet confirmed pairs nothing: the page says so and offers a new link
 * (decision 057). French and English, axe on the notice, the form with its error and the dialog.
 */
import { apiPost, verifyAddress } from './support/api';
import { expect, expectAccessible, logIn, pathIn, test, type Lang } from './support/fixtures';

const TEXTS = {
  fr: {
    title: 'Appairer un appareil',
    verifyTitle: 'Confirmez d’abord votre adresse e-mail',
    sendLink: 'Recevoir un nouveau lien de confirmation',
    linkSent: /Un lien de confirmation vient d’être envoyé/,
    code: 'Code affiché sur l’appareil',
    name: 'Nom de l’appareil',
    submit: 'Appairer l’appareil',
    summary: 'Le formulaire contient 1 erreur',
    wrong: /a déjà servi ou a expiré/,
    device: 'Borne gare maritime',
    paired: /Borne gare maritime est appairé à votre compte/,
    unpair: 'Retirer l’appareil Borne gare maritime',
    confirm: 'Retirer l’appareil',
    unpaired: 'Borne gare maritime est retiré de votre compte et déconnecté.',
    empty: 'Aucun appareil n’est appairé à votre compte.',
  },
  en: {
    title: 'Pair a device',
    verifyTitle: 'Confirm your email address first',
    sendLink: 'Get a new confirmation link',
    linkSent: /A confirmation link has just been sent/,
    code: 'Code shown on the device',
    name: 'Device name',
    submit: 'Pair the device',
    summary: 'The form contains 1 error',
    wrong: /has already been used or has expired/,
    device: 'Kiosk at the pier',
    paired: /Kiosk at the pier is paired with your account/,
    unpair: 'Remove the device Kiosk at the pier',
    confirm: 'Remove the device',
    unpaired: 'Kiosk at the pier is removed from your account and signed out.',
    empty: 'No device is paired with your account.',
  },
} as const satisfies Record<Lang, Record<string, string | RegExp>>;

type Started = { code: string; deviceSecret: string };
type Status = { status: string; signinToken?: string };

for (const lang of ['fr', 'en'] as const) {
  const texts = TEXTS[lang];
  test(`a passenger pairs a device by its code, sees it, and unpairs it (${lang})`, async ({
    page,
    request,
    passenger,
  }) => {
    // Two pages checked by axe more than before (the notice), and a reload.
    test.setTimeout(120_000);
    const started = await apiPost<Started>(request, 'Device/startPairing.json', {});
    if (started.status !== 'ok') throw new Error(JSON.stringify(started));
    const { code, deviceSecret } = started.response;

    await logIn(page, lang, passenger);
    await page.goto(pathIn(lang, '/pairing'));
    await expect(page.getByRole('heading', { level: 1, name: texts.title })).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();

    // Signed up a moment ago, the address is not confirmed yet: no form, why, and a new link.
    await expect(page.getByRole('heading', { level: 2, name: texts.verifyTitle })).toBeVisible();
    await expect(page.getByLabel(texts.code)).toHaveCount(0);
    await page.getByRole('button', { name: texts.sendLink }).click();
    await expect(page.getByRole('status').filter({ hasText: texts.linkSent })).toBeVisible();
    await expectAccessible(page);
    // Confirmed in another tab (the mailed link), the page read again: the form.
    await verifyAddress(request, passenger.email);
    await page.reload();
    await expect(page.getByLabel(texts.code)).toBeVisible();

    // A wrong code: said at the field and in the summary, nothing typed lost.
    await page.getByLabel(texts.code).fill('WXYZ-2345');
    await page.getByLabel(texts.name).fill(texts.device);
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByRole('heading', { name: texts.summary })).toBeVisible();
    await expect(page.getByLabel(texts.code)).toHaveAccessibleDescription(texts.wrong);
    await expect(page.getByLabel(texts.name)).toHaveValue(texts.device);
    await expectAccessible(page);

    // The code as the device shows it, typed in lower case.
    await page.getByLabel(texts.code).fill(code.toLowerCase());
    await page.getByRole('button', { name: texts.submit }).click();
    await expect(page.getByText(texts.paired)).toBeVisible();
    await expect(page.getByRole('rowheader', { name: texts.device })).toBeVisible();

    // The device, polling, gets its token once and signs in with it.
    const status = await apiPost<Status>(request, 'Device/pairingStatus.json', { deviceSecret });
    expect(status.status === 'ok' && status.response.status).toBe('PAIRED');
    const token = status.status === 'ok' ? status.response.signinToken : undefined;
    const signedIn = await apiPost<{ user: { userToken: string } }>(request, 'Account/signinWithToken', {
      token,
    });
    if (signedIn.status !== 'ok') throw new Error(JSON.stringify(signedIn));
    const deviceToken = signedIn.response.user.userToken;
    expect((await apiPost(request, 'Account/touch', { userToken: deviceToken })).status).toBe('ok');

    await page.getByRole('button', { name: texts.unpair }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await expectAccessible(page);
    await dialog.getByRole('button', { name: texts.confirm }).click();
    await expect(page.getByText(texts.unpaired)).toBeVisible();
    await expect(page.getByText(texts.empty)).toBeVisible();
    // The device's session ended with the unpairing.
    const after = await apiPost(request, 'Account/touch', { userToken: deviceToken });
    expect(after.status === 'ko' && after.error.code).toBe('SESSION_EXPIRED');
  });
}
