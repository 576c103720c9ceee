/**
 * Step 2 of 2 of the enrolment (decision 070): the ten recovery codes, shown this once (only their
 * hashes are kept), and the staff member's word that they saved them before going on.
 */
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';
import { Checkbox } from '../../../ui/checkbox.tsx';

export function RecoveryCodes({ codes, onSaved }: { codes: string[]; onSaved: () => Promise<void> }) {
  const { t } = useTranslation('staff');
  const [saved, setSaved] = useState(false);
  const [missing, setMissing] = useState(false);
  const [pending, setPending] = useState(false);
  return (
    <div className="page page--narrow">
      <p className="step-indicator">{t('secondFactor.step', { step: 2, count: 2 })}</p>
      <h1 id="page-title">{t('secondFactor.recoveryTitle')}</h1>
      <p className="lead">{t('secondFactor.recoveryIntro')}</p>
      <ol className="recovery-codes" aria-label={t('secondFactor.recoveryListLabel')}>
        {codes.map((code) => (
          <li key={code}>
            <code lang="en">{code}</code>
          </li>
        ))}
      </ol>
      <Checkbox
        id="recovery-codes-saved"
        name="saved"
        isSelected={saved}
        onChange={(selected) => {
          setSaved(selected);
          setMissing(false);
        }}
        error={missing ? t('secondFactor.savedRequired') : undefined}
        isRequired
      >
        {t('secondFactor.saved')}
      </Checkbox>
      <div className="actions">
        <Button
          isPending={pending}
          onPress={async () => {
            if (!saved) {
              setMissing(true);
              document.getElementById('recovery-codes-saved')?.focus();
              return;
            }
            setPending(true);
            await onSaved();
          }}
        >
          {t('secondFactor.continue')}
        </Button>
      </div>
    </div>
  );
}
