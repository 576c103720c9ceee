import { screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { fakeApi, ko, ok } from '../../../../test/api.ts';
import { renderAt } from '../../../../test/render.tsx';
import { TermsLink } from './terms-link.tsx';

const FRENCH = {
  title: 'Conditions générales d’utilisation et de vente',
  version: '2026.11',
  updatedOn: '2026-11-26',
  sections: [
    { heading: '1. Objet', paragraphs: ['Les présentes conditions régissent le portail.'] },
    { heading: '6. Droit de rétractation', paragraphs: ['Les services de transport en sont exclus.'] },
  ],
};
const ENGLISH = {
  ...FRENCH,
  title: 'Terms of use and sale',
  sections: [{ heading: '1. Purpose', paragraphs: ['These terms govern the portal.'] }],
};

function page(path = '/auth/signup') {
  return renderAt(
    <main>
      <p>J’accepte les conditions générales</p>
      <TermsLink />
    </main>,
    { path },
  );
}

describe('TermsLink and LegalDocumentDialog', () => {
  it('asks for the text only once opened, then shows its title, version and headed sections', async () => {
    const api = fakeApi({ 'Terms/getTermsOfUse.json': ok({ document: FRENCH }) });
    const { user } = page();
    const link = screen.getByRole('button', { name: 'Lire les conditions générales' });
    expect(api.calls('Terms/getTermsOfUse.json')).toHaveLength(0);

    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: FRENCH.title });
    expect(await within(dialog).findByRole('heading', { level: 3, name: '1. Objet' })).toBeInTheDocument();
    expect(
      within(dialog).getByRole('heading', { level: 3, name: '6. Droit de rétractation' }),
    ).toBeInTheDocument();
    expect(within(dialog).getByText('Les services de transport en sont exclus.')).toBeInTheDocument();
    expect(within(dialog).getByText(/Version 2026\.11, mise à jour le 26 novembre 2026/)).toBeInTheDocument();
    expect(api.calls('Terms/getTermsOfUse.json')[0]?.url.searchParams.get('locale')).toBe('fr');
  });

  it('closes on Escape and gives the focus back to the link that opened it', async () => {
    fakeApi({ 'Terms/getTermsOfUse.json': ok({ document: FRENCH }) });
    const { user } = page();
    const link = screen.getByRole('button', { name: 'Lire les conditions générales' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: FRENCH.title });
    await waitFor(() => expect(dialog).toContainElement(document.activeElement as HTMLElement));
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
  });

  it('closes with its Close button too, and opens again from the keyboard', async () => {
    fakeApi({ 'Terms/getTermsOfUse.json': ok({ document: FRENCH }) });
    const { user } = page();
    const link = screen.getByRole('button', { name: 'Lire les conditions générales' });
    await user.click(link);
    const dialog = await screen.findByRole('dialog', { name: FRENCH.title });
    await user.click(within(dialog).getByRole('button', { name: 'Fermer' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    await waitFor(() => expect(link).toHaveFocus());
    await user.keyboard('{Enter}');
    expect(await screen.findByRole('dialog', { name: FRENCH.title })).toBeInTheDocument();
  });

  it('reads the English text under /en', async () => {
    const api = fakeApi({
      'Terms/getTermsOfUse.json': ({ url }) =>
        ok({ document: url.searchParams.get('locale') === 'en' ? ENGLISH : FRENCH }),
    });
    const { user } = page('/en/auth/signup');
    await user.click(screen.getByRole('button', { name: 'Read the general terms' }));
    const dialog = await screen.findByRole('dialog', { name: 'Terms of use and sale' });
    expect(await within(dialog).findByRole('heading', { level: 3, name: '1. Purpose' })).toBeInTheDocument();
    expect(
      within(dialog).getByText(/updated on November 26, 2026|updated on 26 November 2026/),
    ).toBeInTheDocument();
    expect(api.calls('Terms/getTermsOfUse.json')[0]?.url.searchParams.get('locale')).toBe('en');
  });

  it('says so when the text cannot be had, the dialog still titled and closable', async () => {
    fakeApi({
      'Terms/getTermsOfUse.json': ko(
        'INTERNAL_ERROR',
        'Une erreur est survenue, rafraîchissez la page.',
        500,
      ),
    });
    const { user } = page();
    await user.click(screen.getByRole('button', { name: 'Lire les conditions générales' }));
    const dialog = await screen.findByRole('dialog', {
      name: 'Conditions générales d’utilisation et de vente',
    });
    expect(await within(dialog).findByRole('alert', {}, { timeout: 5000 })).toBeInTheDocument();
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });
});
