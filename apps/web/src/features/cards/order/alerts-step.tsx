/**
 * Step 6, alerts: traffic alerts and communication consents (the fields of My cards' alerts
 * step), then "Add to cart": Media/requestCard.json makes the request, the cart gets its items
 * (order type CARD_CREATION; a cart holding another request asks first, spec §4), the tunnel is
 * reset and the passenger goes to the cart. One request however often the button is pressed.
 */
import { ERROR_CODES } from '@oceane/domain';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { addCartItem } from '../../../lib/cart-store.ts';
import { usePaths } from '../../../lib/paths.ts';
import { useUser } from '../../../lib/session.ts';
import { resetTunnel, tunnelStore, updateTunnel, type TunnelState } from '../../../lib/tunnel-store.ts';
import { useCartRequestType } from '../../../ui/cart-request-type.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { SupportPhoneLink } from '../../../ui/support-phone.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { AlertsFields } from '../components/alerts-fields.tsx';
import { alertsFormSchema, alertsRequest, type AlertsFormValues } from '../forms/alerts-form.ts';
import { requestCard } from './api/request-card.ts';
import { cartItemsOf, requestCardBody } from './request-body.ts';
import { StepActions } from './step-actions.tsx';
import type { PrivacyLinkProps } from './order-flow.tsx';

/**
 * The step to go back to for a refusal of the request. A creation fee missing from the catalogue
 * (CARD_CREATION_FEE_UNAVAILABLE) is no step's fault: it is said here, at the top of this step,
 * the answers kept (decision 061).
 */
const REFUSAL_STEPS: Record<string, number> = {
  // The message says to choose another ticket: step 1, where a ticket not for the holder is explained.
  [ERROR_CODES.PRODUCT_NOT_FOR_HOLDER]: 1,
  [ERROR_CODES.QUANTITY_NOT_ALLOWED]: 1,
  [ERROR_CODES.PHOTO_REQUIRED]: 4,
  [ERROR_CODES.COLLECT_SITE_UNKNOWN]: 5,
};

function alertsValues(tunnel: TunnelState): AlertsFormValues {
  const saved = tunnel.alerts;
  return {
    enabled: saved?.enabled ?? false,
    deliveryMode: saved?.deliveryMode ?? 'EMAIL',
    email: saved?.email ?? tunnel.personal.email ?? '',
    phone: saved?.phone ?? tunnel.personal.mobilePhone ?? '',
    favoriteModes: (saved?.favoriteModes ?? []) as AlertsFormValues['favoriteModes'],
    favoriteLines: saved?.favoriteLines ?? '',
    consents: { ...tunnel.consents },
  };
}

function saveAlerts(values: Partial<AlertsFormValues>) {
  updateTunnel((tunnel) => {
    const { consents, ...alerts } = { ...alertsValues(tunnel), ...values };
    return { alerts, consents: { ...tunnel.consents, ...consents } };
  });
}

export type AlertsStepProps = {
  onBack: () => void;
  /** Goes to a step, saying there why the request was refused (a §8 code). */
  onStep: (step: number, refusal?: string) => Promise<void>;
  onLeave: () => void;
} & PrivacyLinkProps;

export function AlertsStep({ onBack, onStep, onLeave, privacyLink }: AlertsStepProps) {
  const { t } = useTranslation();
  const paths = usePaths();
  const navigate = useNavigate();
  const user = useUser();
  const { confirmOrderType, dialog } = useCartRequestType();
  const kit = useFormKit({
    schema: alertsFormSchema,
    defaultValues: alertsValues(tunnelStore.getState()),
    idPrefix: 'order-alerts',
  });
  const sending = useRef(false);
  const [feeMissing, setFeeMissing] = useState(false);

  useEffect(() => {
    const subscription = kit.form.watch((values) => saveAlerts(values as Partial<AlertsFormValues>));
    return () => subscription.unsubscribe();
  }, [kit.form]);

  const send = async (values: AlertsFormValues) => {
    // One request per press: a second press lands before the first answer.
    if (sending.current) return;
    sending.current = true;
    try {
      saveAlerts(values);
      // Asked before anything is made on the server (spec §4: one type of request at a time).
      if (!(await confirmOrderType('CARD_CREATION'))) return;
      const tunnel = tunnelStore.getState();
      const body = requestCardBody(tunnel, alertsRequest(values));
      if (!body) return onStep(1);
      const answer = await requestCard(body).catch((error: unknown) => {
        const given = (error as { code?: string }).code ?? '';
        // The photo is the request's one owned id: another account's answers like a missing one.
        const code = given === ERROR_CODES.FORBIDDEN ? ERROR_CODES.PHOTO_REQUIRED : given;
        const step = REFUSAL_STEPS[code];
        setFeeMissing(code === ERROR_CODES.CARD_CREATION_FEE_UNAVAILABLE);
        // What the step holds is refused: the passenger is taken there, told why.
        if (step === undefined) throw error;
        if (code === ERROR_CODES.PHOTO_REQUIRED) updateTunnel({ photo: null });
        void onStep(step, code);
        return null;
      });
      if (!answer) return;
      for (const item of cartItemsOf(answer, tunnel, user?.userId)) addCartItem(item, 'CARD_CREATION');
      onLeave();
      resetTunnel();
      await navigate(paths.cart!());
    } finally {
      sending.current = false;
    }
  };

  return (
    <>
      <Form kit={kit} onSubmit={send}>
        <FormErrorSummary />
        {feeMissing ? (
          <p>
            {t('checkout.topup.contactAgency')} <SupportPhoneLink />
          </p>
        ) : null}
        <AlertsFields kit={kit} />
        {privacyLink ? (
          <p className="hint">
            {t('cardOrder.alerts.privacy')} {privacyLink}
          </p>
        ) : null}
        <StepActions onBack={onBack}>
          <SubmitButton>{t('cardOrder.alerts.submit')}</SubmitButton>
        </StepActions>
      </Form>
      {dialog}
    </>
  );
}
