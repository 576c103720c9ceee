/**
 * The pairing form of /pairing: the code the device shows (XXXX-XXXX, any case, spaces allowed)
 * and a name for the device. A wrong, used or expired code is said at the code's field; too many
 * wrong codes (429) at the top. Where the code must come from is said before the field and read
 * with it: a code someone else sends would pair their device with this account (issue 22).
 */
import { DEVICE_NAME_MAX_LENGTH, pairDeviceFormSchema, type PairDeviceForm } from '@oceane/domain';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { usePairDevice } from '../api/pair-device.ts';

const SERVER_ERRORS = { codeAtField: { PAIRING_CODE_INVALID: 'code' as const } };

export function PairDeviceForm({ onPaired }: { onPaired: (name: string) => void }) {
  const { t } = useTranslation();
  const pair = usePairDevice();
  const kit = useFormKit({
    schema: pairDeviceFormSchema,
    defaultValues: { code: '', name: '' } satisfies PairDeviceForm,
    idPrefix: 'pairing',
    serverErrors: SERVER_ERRORS,
  });
  const submit = async (values: { code: string; name: string }) => {
    const device = await pair.mutateAsync(values);
    kit.form.reset({ code: '', name: '' });
    onPaired(device.name);
  };
  return (
    <Form kit={kit} onSubmit={submit} aria-labelledby="pairing-form-title">
      <h2 id="pairing-form-title">{t('pairing.formTitle')}</h2>
      <p>{t('pairing.formIntro')}</p>
      <p className="message message--info">{t('pairing.origin')}</p>
      <FormErrorSummary />
      <FormTextField
        {...kit.field('code')}
        label={t('pairing.code')}
        description={t('pairing.codeHint')}
        autoComplete="off"
        isRequired
      />
      <FormTextField
        {...kit.field('name')}
        label={t('pairing.name')}
        description={t('pairing.nameHint', { max: DEVICE_NAME_MAX_LENGTH })}
        autoComplete="off"
        isRequired
      />
      <div className="actions">
        <SubmitButton>{t('pairing.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
