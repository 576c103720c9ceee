/**
 * "Recharger une carte sans compte" on the login page (decision 054): the association's three
 * fields, checked with guestReloadSchema; a card not recognised is said at its number, a card an
 * account holds or too many attempts in the summary. Success opens the card's reload.
 */
import { ERROR_CODES, guestReloadSchema } from '@oceane/domain';
import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import type { z } from 'zod';
import { usePaths } from '../../../lib/paths.ts';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useOpenGuestReload } from '../api/open-guest-reload.ts';

const EMPTY: z.input<typeof guestReloadSchema> = { cardNumber: '', holderName: '', holderBirthdate: '' };
const SERVER_ERRORS = { codeLinkedTo: { [ERROR_CODES.CARD_NOT_RECOGNIZED]: 'cardNumber' } } as const;

/** `focusOnShow`: the card number takes the focus once the form shows (opened by a button). */
export function GuestReloadForm({ focusOnShow = false }: { focusOnShow?: boolean } = {}) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const paths = usePaths();
  const open = useOpenGuestReload();
  const kit = useFormKit({
    schema: guestReloadSchema,
    defaultValues: EMPTY,
    idPrefix: 'guest',
    serverErrors: SERVER_ERRORS,
  });
  const { setFocus } = kit.form;
  useEffect(() => {
    if (focusOnShow) setFocus('cardNumber');
  }, [focusOnShow, setFocus]);

  return (
    <Form
      kit={kit}
      aria-labelledby="guest-title"
      onSubmit={async (values) => {
        const mediaId = await open.mutateAsync(values);
        if (paths.cardsTopup) await navigate(paths.cardsTopup(mediaId), { replace: true });
      }}
    >
      <FormErrorSummary />
      <FormTextField
        {...kit.field('cardNumber')}
        label={t('guest.cardNumber')}
        description={t('guest.cardNumberHint')}
        inputMode="numeric"
        autoComplete="off"
        isRequired
      />
      <FormTextField
        {...kit.field('holderName')}
        label={t('guest.holderName')}
        description={t('guest.holderNameHint')}
        autoComplete="off"
        isRequired
      />
      {/* Not autoComplete="bday": the holder is often someone else, a child, a parent. */}
      <FormTextField
        {...kit.field('holderBirthdate')}
        label={t('guest.holderBirthdate')}
        description={t('guest.holderBirthdateHint')}
        type="date"
        autoComplete="off"
        isRequired
      />
      <SubmitButton>{t('guest.submit')}</SubmitButton>
    </Form>
  );
}
