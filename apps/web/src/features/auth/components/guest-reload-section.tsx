/**
 * The login page's "Recharger une carte sans compte" (decision 054): its heading and what it
 * does, then a button that opens the form. The form's code (fields, zod and the association's
 * rules) loads when the passenger asks for it, not with the login page, most of whose visitors
 * log in (issue 9: the login page's weight and the work before it responds).
 */
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

const loadForm = () => import('./guest-reload-form.tsx');
const GuestReloadForm = lazy(() => loadForm().then((module) => ({ default: module.GuestReloadForm })));

export function GuestReloadSection() {
  const { t } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <section className="guest-reload" aria-labelledby="guest-title">
      <h2 id="guest-title">{t('guest.title')}</h2>
      <p>{t('guest.intro')}</p>
      {open ? (
        // The button gives way to the form, whose first field takes the focus.
        <Suspense fallback={<p role="status">{t('common.loading')}</p>}>
          <GuestReloadForm focusOnShow />
        </Suspense>
      ) : (
        <Button
          variant="secondary"
          // Fetched as soon as the passenger heads for the button, so that it opens at once.
          onHoverStart={() => void loadForm()}
          onFocus={() => void loadForm()}
          onPress={() => setOpen(true)}
        >
          {t('guest.start')}
        </Button>
      )}
    </section>
  );
}
