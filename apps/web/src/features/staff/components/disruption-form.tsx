/**
 * The publishing form of /staff/disruptions (decision 053): the lines and modes affected, a title
 * and a text in French and in English, a start and an end. Once published, every card whose
 * alerts follow one of them is told within a minute, once.
 */
import { disruptionFormSchema, TRANSPORT_MODES, type TransitLine } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useLocale } from '../../../i18n/locale.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { usePublishDisruption } from '../api/publish-disruption.ts';
import { disruptionRequest, EMPTY_DISRUPTION } from '../forms/disruption-form.ts';
import { ChoiceGroup } from './choice-group.tsx';

export function DisruptionForm({ lines }: { lines: TransitLine[] }) {
  const { t } = useTranslation('staff');
  const { t: common } = useTranslation();
  const locale = useLocale();
  const publish = usePublishDisruption();
  const [published, setPublished] = useState<string | null>(null);
  const kit = useFormKit({
    schema: disruptionFormSchema,
    defaultValues: EMPTY_DISRUPTION,
    idPrefix: 'disruption',
  });
  const submit = async (values: Parameters<typeof disruptionRequest>[0]) => {
    setPublished(null);
    const disruption = await publish.mutateAsync(disruptionRequest(values));
    kit.form.reset(EMPTY_DISRUPTION);
    setPublished(locale === 'fr' ? disruption.titleFr : disruption.titleEn);
  };
  return (
    <Form
      kit={kit}
      onSubmit={submit}
      aria-labelledby="disruption-form-title"
      onChange={() => setPublished(null)}
    >
      <h2 id="disruption-form-title">{t('disruptions.formTitle')}</h2>
      <p>{t('disruptions.formIntro')}</p>
      {published ? (
        <Status tone="success">
          <p>{t('disruptions.published', { title: published })}</p>
        </Status>
      ) : null}
      <FormErrorSummary />
      <ChoiceGroup
        {...kit.field('lines')}
        legend={t('disruptions.lines')}
        description={t('disruptions.scopeHint')}
        choices={lines.map((line) => ({
          value: line.code,
          label: t('disruptions.line', {
            code: line.code,
            name: line.name,
            mode: common(`cards.alerts.transportModes.${line.mode}`),
          }),
        }))}
      />
      <ChoiceGroup
        {...kit.field('modes')}
        legend={t('disruptions.modes')}
        choices={TRANSPORT_MODES.map((mode) => ({
          value: mode,
          label: common(`cards.alerts.transportModes.${mode}`),
        }))}
      />
      <FormTextField {...kit.field('titleFr')} label={t('disruptions.titleFr')} isRequired lang="fr" />
      <FormTextField {...kit.field('textFr')} label={t('disruptions.textFr')} isRequired lang="fr" />
      <FormTextField {...kit.field('titleEn')} label={t('disruptions.titleEn')} isRequired lang="en" />
      <FormTextField {...kit.field('textEn')} label={t('disruptions.textEn')} isRequired lang="en" />
      <FormTextField
        {...kit.field('startsAt')}
        type="datetime-local"
        label={t('disruptions.startsAt')}
        description={t('disruptions.dateHint')}
        isRequired
      />
      <FormTextField
        {...kit.field('endsAt')}
        type="datetime-local"
        label={t('disruptions.endsAt')}
        description={t('disruptions.dateHint')}
        isRequired
      />
      <div className="actions">
        <SubmitButton>{t('disruptions.submit')}</SubmitButton>
      </div>
    </Form>
  );
}
