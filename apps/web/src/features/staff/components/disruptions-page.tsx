/** The body of /staff/disruptions (decision 053): the publishing form, then the disruptions published. */
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { Button } from '../../../ui/button.tsx';
import { Alert } from '../../../ui/messages.tsx';
import { useDisruptions } from '../api/get-disruptions.ts';
import { DisruptionForm } from './disruption-form.tsx';
import { DisruptionList } from './disruption-list.tsx';

export function DisruptionsPage() {
  const { t } = useTranslation();
  const disruptions = useDisruptions();
  if (disruptions.isPending) return <p role="status">{t('common.loading')}</p>;
  if (disruptions.isError)
    return (
      <Alert>
        <p>{errorText(t, disruptions.error)}</p>
        <Button variant="secondary" onPress={() => void disruptions.refetch()}>
          {t('common.retry')}
        </Button>
      </Alert>
    );
  return (
    <>
      <DisruptionForm lines={disruptions.data.lines} />
      <DisruptionList disruptions={disruptions.data.disruptions} />
    </>
  );
}
