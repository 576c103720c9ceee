/**
 * A link-like button that opens one of the legal texts in a dialog, where the user accepts them
 * (sign-up, cart): the text is read without leaving the form, and nothing typed is lost.
 */
import type { LegalDocumentKind } from '@oceane/domain';
import { useState, type ReactNode } from 'react';
import { Button } from 'react-aria-components';
import { useTranslation } from 'react-i18next';
import { LegalDocumentDialog } from './legal-document-dialog.tsx';

export function TermsLink({
  kind = 'termsOfUse',
  children,
}: {
  kind?: LegalDocumentKind;
  children?: ReactNode;
}) {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  return (
    <>
      <Button className="link-button" aria-haspopup="dialog" onPress={() => setOpen(true)}>
        {children ?? t(`legal.read.${kind}`)}
      </Button>
      <LegalDocumentDialog kind={kind} isOpen={isOpen} onOpenChange={setOpen} />
    </>
  );
}
