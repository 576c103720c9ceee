/**
 * A link-like button that opens one of the legal texts in a dialog, where the user accepts them
 * (sign-up, cart, the association popup, the order flow): the text is read without leaving the
 * form, and nothing typed is lost. The dialog's code loads on the first press, so that the pages
 * carrying the link (My cards among them, decision 037) do not ship it before it is wanted.
 */
import type { LegalDocumentKind } from '@oceane/domain';
import { lazy, Suspense, useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';

const LegalDocumentDialog = lazy(() =>
  import('./legal-document-dialog.tsx').then((module) => ({ default: module.LegalDocumentDialog })),
);

export function TermsLink({
  kind = 'termsOfUse',
  children,
}: {
  kind?: LegalDocumentKind;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  // Mounted from the first press on, so that closing runs in the dialog and gives the focus back.
  const [wanted, setWanted] = useState(false);
  return (
    <>
      <Button
        className="link-button"
        aria-haspopup="dialog"
        onPress={() => {
          setWanted(true);
          setOpen(true);
        }}
      >
        {children ?? t(`legal.read.${kind}`)}
      </Button>
      {wanted ? (
        <Suspense fallback={<span role="status">{t('common.loading')}</span>}>
          <LegalDocumentDialog kind={kind} isOpen={isOpen} onOpenChange={setOpen} />
        </Suspense>
      ) : null}
    </>
  );
}
