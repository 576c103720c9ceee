/**
 * The staff pages' second step (decision 070): a staff member signed in with their password sees
 * the enrolment (first time) or the code step (every session) before any staff page; the api
 * refuses the other staff calls until then (SECOND_FACTOR_REQUIRED). The recovery codes of an
 * enrolment stay on screen until the staff member says they saved them.
 */
import { useQueryClient } from '@tanstack/react-query';
import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { LoadFailed } from '../../../ui/load-failed.tsx';
import { SECOND_FACTOR_KEY, useSecondFactorStatus } from '../api/second-factor-status.ts';
import { CodeStep } from './code-step.tsx';
import { Enrolment } from './enrolment.tsx';
import { RecoveryCodes } from './recovery-codes.tsx';

export function SecondFactorGate({ children }: { children: ReactNode }) {
  const { t } = useTranslation('staff');
  const status = useSecondFactorStatus();
  const queryClient = useQueryClient();
  const [recoveryCodes, setRecoveryCodes] = useState<string[] | null>(null);

  if (recoveryCodes)
    return (
      <RecoveryCodes
        codes={recoveryCodes}
        onSaved={async () => {
          await queryClient.invalidateQueries({ queryKey: SECOND_FACTOR_KEY });
          setRecoveryCodes(null);
        }}
      />
    );
  if (status.isPending)
    return (
      <p className="page loading" role="status">
        {t('checking')}
      </p>
    );
  if (status.isError)
    return (
      <div className="page">
        <LoadFailed error={status.error} onRetry={() => status.refetch()} />
      </div>
    );
  if (status.data.verified) return children;
  return status.data.enrolled ? <CodeStep /> : <Enrolment onConfirmed={setRecoveryCodes} />;
}
