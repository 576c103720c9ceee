/**
 * Step 2's form: the holder (the card holder of /cards/edit: mobile required, spec §5) and whom
 * the card is for. Choosing "for me" fills the holder's names, e-mail and phone from the account,
 * the phone when it is a mobile (an account's landline is said, not dropped: decision 063);
 * every change is saved in the tunnel, so that going back, or a reload, finds it.
 */
import {
  canonicalPhone,
  cardHolderSchema,
  isMobile,
  MESSAGE_KEYS,
  type CardHolder,
  type CardHolderInput,
} from '@oceane/domain';
import { useEffect, useRef } from 'react';
import { useWatch } from 'react-hook-form';
import { z } from 'zod';
import { useAccountUser, type AccountUser } from '../../../lib/account-user.ts';
import { tunnelStore, updateTunnel, type TunnelState } from '../../../lib/tunnel-store.ts';
import { useFormKit, type FormKit } from '../../../ui/form/form-kit.ts';
import { holderOfPersonal, personalOfHolder } from './tunnel-progress.ts';

export const FOR_WHOM = ['SELF', 'OTHER'] as const;

export const contactFormSchema = cardHolderSchema.safeExtend({
  forSelf: z.enum(FOR_WHOM, { error: MESSAGE_KEYS.required }),
});
export type ContactFormInput = z.input<typeof contactFormSchema>;
export type ContactFormValues = z.output<typeof contactFormSchema>;

function forWhomOf(forSelf: boolean | null): ContactFormInput['forSelf'] {
  if (forSelf === null) return '' as ContactFormInput['forSelf'];
  return forSelf ? 'SELF' : 'OTHER';
}

export function contactValues(tunnel: Pick<TunnelState, 'personal' | 'forSelf'>): ContactFormInput {
  return { ...holderOfPersonal(tunnel.personal), forSelf: forWhomOf(tunnel.forSelf) };
}

/** The account's phone as a holder's mobile: only "a mobile" fits (06, 07, or foreign). */
function accountMobile(user: AccountUser): string {
  const phone = canonicalPhone(user.phone ?? '');
  return isMobile(phone) ? phone : '';
}

/** The account's phone when it is not a mobile (a landline given at sign-up), else null. */
export function accountPhoneNotMobile(user: AccountUser | undefined): string | null {
  const phone = canonicalPhone(user?.phone ?? '');
  return phone && !isMobile(phone) ? phone : null;
}

/** What the tunnel keeps of the form, whether it passes the rules yet or not. */
function save(values: Partial<ContactFormInput>, user: AccountUser | undefined) {
  const forSelf = values.forSelf === 'SELF' ? true : values.forSelf === 'OTHER' ? false : null;
  updateTunnel((tunnel) => ({
    forSelf,
    personal: {
      ...personalOfHolder(values as CardHolderInput, tunnel.personal),
      awUserId: forSelf && user ? user.userId : undefined,
      email: forSelf && user?.email ? user.email : undefined,
    },
  }));
}

export function useContactForm() {
  const account = useAccountUser();
  const kit = useFormKit({
    schema: contactFormSchema,
    defaultValues: contactValues(tunnelStore.getState()),
    idPrefix: 'order-holder',
  });
  const { form } = kit;
  const forSelf = useWatch({ control: form.control, name: 'forSelf' });
  const previous = useRef(forSelf);
  const user = account.data;

  // "For me" fills the holder from the account; "for someone else" empties what came from it.
  useEffect(() => {
    if (previous.current === forSelf || !user) return;
    const was = previous.current;
    previous.current = forSelf;
    const fromAccount = { name: user.userLastname, firstname: user.userName, mobile: accountMobile(user) };
    const options = { shouldDirty: true } as const;
    if (forSelf === 'SELF') {
      for (const [field, value] of Object.entries(fromAccount)) {
        if (value) form.setValue(field as keyof typeof fromAccount, value, options);
      }
    } else if (was === 'SELF') {
      for (const [field, value] of Object.entries(fromAccount)) {
        if (value && form.getValues(field as keyof typeof fromAccount) === value) {
          form.setValue(field as keyof typeof fromAccount, '', options);
        }
      }
    }
  }, [forSelf, user, form]);

  useEffect(() => {
    const subscription = form.watch((values) => save(values as Partial<ContactFormInput>, user));
    return () => subscription.unsubscribe();
  }, [form, user]);

  const submit = (values: ContactFormValues) => save(values as unknown as ContactFormInput, user);
  const phoneNotMobile = forSelf === 'SELF' ? accountPhoneNotMobile(user) : null;
  return { kit, submit, forSelf, phoneNotMobile };
}

/** The holder fields (HolderFields) are bound by their names, which this form shares. */
export function holderKit(kit: FormKit<ContactFormInput, ContactFormValues>) {
  return kit as unknown as FormKit<CardHolderInput, CardHolder>;
}
