/** The Back and Continue buttons under a step (Back absent on the first step). */
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '../../../ui/button.tsx';

export function StepActions({ onBack, children }: { onBack?: () => void; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <div className="actions">
      {onBack ? (
        <Button variant="secondary" onPress={onBack}>
          {t('cardOrder.back')}
        </Button>
      ) : null}
      {children}
    </div>
  );
}
