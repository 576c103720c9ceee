/**
 * One of the network's legal texts (Terms/*) in a modal dialog: its title, version and date, then
 * its sections under their headings. The text is asked for only while the dialog is open.
 */
import type { LegalDocumentKind } from '@oceane/domain';
import type { UseQueryResult } from '@tanstack/react-query';
import type { LegalDocument } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../i18n/format.ts';
import { useLocale } from '../../../i18n/locale.ts';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useLegalNotice } from '../api/legal-notice.ts';
import { usePrivacyPolicy } from '../api/privacy-policy.ts';
import { useTermsOfUse } from '../api/terms-of-use.ts';

type Options = { enabled: boolean };
const HOOKS: Record<LegalDocumentKind, (options: Options) => UseQueryResult<LegalDocument>> = {
  termsOfUse: useTermsOfUse,
  legalNotice: useLegalNotice,
  privacyPolicy: usePrivacyPolicy,
};

export type LegalDocumentDialogProps = {
  kind: LegalDocumentKind;
  isOpen: boolean;
  onOpenChange: (isOpen: boolean) => void;
};

export function LegalDocumentDialog({ kind, isOpen, onOpenChange }: LegalDocumentDialogProps) {
  const { t } = useTranslation();
  const locale = useLocale();
  const query = HOOKS[kind]({ enabled: isOpen });
  const document = query.data;
  return (
    <ModalDialog
      title={document?.title ?? t(`legal.titles.${kind}`)}
      isOpen={isOpen}
      onOpenChange={onOpenChange}
    >
      <div className="legal-document">
        {query.isError ? (
          <Alert>{errorText(t, query.error)}</Alert>
        ) : !document ? (
          <Status>{t('legal.loading')}</Status>
        ) : (
          <>
            <p className="legal-document__meta">
              {t('legal.version', {
                version: document.version,
                date: formatDate(document.updatedOn, locale),
              })}
            </p>
            {document.sections.map((section) => (
              <section key={section.heading} className="legal-document__section">
                <h3>{section.heading}</h3>
                {section.paragraphs.map((paragraph) => (
                  <p key={paragraph}>{paragraph}</p>
                ))}
              </section>
            ))}
          </>
        )}
      </div>
      <div className="actions">
        <Button variant="secondary" onPress={() => onOpenChange(false)}>
          {t('legal.close')}
        </Button>
      </div>
    </ModalDialog>
  );
}
