/**
 * "Set or change the bike pin" of /account/reservations (decision 052): one of the account's
 * cards, a proof (the account's password, the only one for a card without pin, or the card's
 * current pin) and the new pin twice. The pins and the password are cleared once sent.
 */
import {
  BIKE_PIN_KEYS,
  BIKE_PIN_PATTERN,
  isTrivialBikePin,
  MESSAGE_KEYS,
  whenFieldsValid,
} from '@oceane/domain';
import { useMemo, useState } from 'react';
import { useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormRadioGroup, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Status } from '../../../ui/messages.tsx';
import { useBikeCards, type BikeCard } from '../api/account-cards.ts';
import { useSetBikePin } from '../api/set-bike-pin.ts';

const SERVER_ERRORS = {
  codeAtField: {
    BIKE_PIN_INVALID: 'currentPin',
    BIKE_PIN_NOT_SET: 'currentPin',
    INVALID_PASSWORD: 'password',
  },
} as const;

const EMPTY = { password: '', currentPin: '', newPin: '', confirmation: '' };

const cardLabel = (card: BikeCard) => `${card.number} – ${card.holder.firstname} ${card.holder.name}`;

function usePinFormSchema() {
  const { t } = useTranslation();
  return useMemo(() => {
    const pin = z.string().min(1, MESSAGE_KEYS.required).regex(BIKE_PIN_PATTERN, t('reservations.pinRule'));
    return z
      .object({
        mediaId: z.string().min(1, MESSAGE_KEYS.required),
        proof: z.enum(['password', 'pin']),
        password: z.string(),
        currentPin: z.string(),
        newPin: pin.refine((value) => !isTrivialBikePin(value), BIKE_PIN_KEYS.trivial),
        confirmation: z.string().min(1, MESSAGE_KEYS.required),
      })
      .refine((form) => form.proof !== 'password' || form.password.length > 0, {
        error: MESSAGE_KEYS.required,
        path: ['password'],
        when: whenFieldsValid('proof'),
      })
      .refine((form) => form.proof !== 'pin' || form.currentPin.length > 0, {
        error: MESSAGE_KEYS.required,
        path: ['currentPin'],
        when: whenFieldsValid('proof'),
      })
      .refine(
        (form) => form.proof !== 'pin' || form.currentPin === '' || BIKE_PIN_PATTERN.test(form.currentPin),
        {
          error: t('reservations.pinRule'),
          path: ['currentPin'],
          when: whenFieldsValid('proof'),
        },
      )
      .refine((form) => form.confirmation === form.newPin, {
        error: BIKE_PIN_KEYS.mismatch,
        path: ['confirmation'],
        when: whenFieldsValid('newPin', 'confirmation'),
      });
  }, [t]);
}

export function BikePinForm({ cards }: { cards: BikeCard[] }) {
  const { t } = useTranslation();
  const setPin = useSetBikePin();
  const [done, setDone] = useState<{ number: string; mailed: boolean } | null>(null);
  const kit = useFormKit({
    schema: usePinFormSchema(),
    defaultValues: {
      mediaId: cards.length === 1 ? String(cards[0]!.id) : '',
      proof: 'password' as 'password' | 'pin',
      ...EMPTY,
    },
    idPrefix: 'bike-pin',
    serverErrors: SERVER_ERRORS,
  });
  const proof = useWatch({ control: kit.form.control, name: 'proof' });
  return (
    <section aria-labelledby="bike-pin-title">
      <h2 id="bike-pin-title">{t('reservations.pinChange.title')}</h2>
      <p>{t('reservations.pinChange.intro')}</p>
      <Form
        kit={kit}
        aria-labelledby="bike-pin-title"
        onSubmit={async (values) => {
          setDone(null);
          const mediaId = Number(values.mediaId);
          const proven =
            values.proof === 'password' ? { password: values.password } : { currentPin: values.currentPin };
          const answer = await setPin.mutateAsync({ mediaId, newPin: values.newPin, ...proven });
          kit.form.reset({ mediaId: values.mediaId, proof: values.proof, ...EMPTY });
          const card = cards.find((candidate) => candidate.id === answer.mediaId);
          setDone({ number: card?.number ?? '', mailed: answer.mailed });
        }}
      >
        <FormErrorSummary />
        <FormRadioGroup
          {...kit.field('mediaId')}
          label={t('reservations.card')}
          options={cards.map((card) => ({ value: String(card.id), label: cardLabel(card) }))}
          isRequired
        />
        <FormRadioGroup
          {...kit.field('proof')}
          label={t('reservations.pinChange.proof')}
          description={t('reservations.pinChange.proofHint')}
          options={[
            { value: 'password', label: t('reservations.pinChange.proofPassword') },
            { value: 'pin', label: t('reservations.pinChange.proofPin') },
          ]}
          isRequired
        />
        {proof === 'pin' ? (
          <FormTextField
            {...kit.field('currentPin')}
            label={t('reservations.pinChange.currentPin')}
            type="password"
            inputMode="numeric"
            autoComplete="off"
            isRequired
          />
        ) : (
          <FormTextField
            {...kit.field('password')}
            label={t('reservations.pinChange.password')}
            type="password"
            autoComplete="current-password"
            isRequired
          />
        )}
        <FormTextField
          {...kit.field('newPin')}
          label={t('reservations.pinChange.newPin')}
          description={t('reservations.pinChange.newPinRule')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <FormTextField
          {...kit.field('confirmation')}
          label={t('reservations.pinChange.confirmation')}
          type="password"
          inputMode="numeric"
          autoComplete="off"
          isRequired
        />
        <div className="actions">
          <SubmitButton>{t('reservations.pinChange.submit')}</SubmitButton>
        </div>
        {done ? (
          <Status tone="success">
            <p>
              {t(done.mailed ? 'reservations.pinChange.doneMailed' : 'reservations.pinChange.done', {
                number: done.number,
              })}
            </p>
          </Status>
        ) : null}
      </Form>
    </section>
  );
}

/** The section under the reservations: the same cards (one cached query); nothing while they load or fail. */
export function BikePinChange() {
  const cards = useBikeCards();
  if (!cards.isSuccess || cards.data.length === 0) return null;
  return <BikePinForm cards={cards.data} />;
}
