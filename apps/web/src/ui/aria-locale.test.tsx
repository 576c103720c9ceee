import { act, screen } from '@testing-library/react';
import { useLocale } from 'react-aria-components';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderAt } from '../../test/render.tsx';
import { AriaLocale } from './aria-locale.tsx';
import { RadioGroupField } from './radio-group.tsx';

/** What react-aria believes the page's locale is. */
function AriaLocaleProbe() {
  const { locale, direction } = useLocale();
  return <output aria-label="aria locale">{`${locale} ${direction}`}</output>;
}

describe('AriaLocale', () => {
  afterEach(() => {
    // The browser's language is back (restoreMocks): react-aria's default follows it again.
    vi.restoreAllMocks();
    window.dispatchEvent(new Event('languagechange'));
  });

  it('gives react-aria the page’s locale, not the browser’s', () => {
    const french = renderAt(
      <AriaLocale>
        <AriaLocaleProbe />
      </AriaLocale>,
      { path: '/cards' },
    );
    expect(screen.getByRole('status', { name: 'aria locale' })).toHaveTextContent('fr-FR ltr');
    french.unmount();
    renderAt(
      <AriaLocale>
        <AriaLocaleProbe />
      </AriaLocale>,
      { path: '/en/cards' },
    );
    expect(screen.getByRole('status', { name: 'aria locale' })).toHaveTextContent('en-GB ltr');
  });

  it('is carried by the radio group, which the public forms use outside that layout', async () => {
    // A browser in Arabic: react-aria's own default turns right-to-left when the language changes.
    vi.spyOn(navigator, 'language', 'get').mockReturnValue('ar-EG');
    const { user } = renderAt(
      <RadioGroupField
        id="civility"
        name="civility"
        label="Civilité"
        orientation="horizontal"
        options={[
          { value: 'MR', label: 'Monsieur' },
          { value: 'MS', label: 'Madame' },
          { value: 'MX', label: 'Mx' },
        ]}
        value="MS"
        onChange={() => undefined}
      />,
      { path: '/auth/signup' },
    );
    act(() => void window.dispatchEvent(new Event('languagechange')));
    await user.tab();
    expect(screen.getByRole('radio', { name: 'Madame' })).toHaveFocus();
    // On our left-to-right page, the right arrow goes to the option on the right.
    await user.keyboard('{ArrowRight}');
    expect(screen.getByRole('radio', { name: 'Mx' })).toHaveFocus();
  });
});
