/** The body of /staff/disruptions (decision 053): the publishing form, then the disruptions published. */
import { useTranslation } from 'react-i18next';
import { useDisruptions } from '../api/get-disruptions.ts';
import { DisruptionForm } from './disruption-form.tsx';
import { DisruptionList } from './disruption-list.tsx';
import { LoadFailed } from '../../../ui/load-failed.tsx';

export function DisruptionsPage() {
  const { t } = useTranslation();
  const disruptions = useDisruptions();
  if (disruptions.isPending) return <p role="status">{t('common.loading')}</p>;
  if (disruptions.isError)
    return <LoadFailed error={disruptions.error} onRetry={() => disruptions.refetch()} />;
  return (
    <>
      <DisruptionForm lines={disruptions.data.lines} />
      <DisruptionList disruptions={disruptions.data.disruptions} />
    </>
  );
}
