/**
 * The signup form (spec §2, §5): every rule of signUpFormSchema, its message next to its field and
 * in the summary at the top, the rules that are not obvious shown before the user fails them.
 */
import { ERROR_CODES, signUpFormSchema, type SignUpForm } from '@oceane/domain';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { useSignup } from '../api/use-signup.ts';
import { useLoginOutcome } from './use-login-outcome.tsx';

const EMPTY: SignUpForm = {
  name: '',
  firstname: '',
  email: '',
  phone: '',
  password: '',
  confirmation: '',
  // The schema's input type only admits `true`; the box starts unticked all the same.
  acceptTerms: false as unknown as true,
};

const SERVER_ERRORS = { codeAtField: { [ERROR_CODES.EMAIL_EXISTS]: 'email' } } as const;

/**
 * `termsLink`: what opens the general terms beside their checkbox; the route gives it (the legal
 * feature's TermsLink), as a feature does not import another.
 */
export function SignupForm({ termsLink }: { termsLink?: ReactNode }) {
  const { t } = useTranslation();
  const signup = useSignup();
  const kit = useFormKit({
    schema: signUpFormSchema,
    defaultValues: EMPTY,
    idPrefix: 'signup',
    serverErrors: SERVER_ERRORS,
  });

  const outcome = useLoginOutcome(kit.showError);

  return (
    <Form
      kit={kit}
      aria-labelledby="page-title"
      onSubmit={async ({ confirmation: _confirmation, ...request }) =>
        outcome.follow(await signup.mutateAsync(request))
      }
    >
      <FormErrorSummary />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField
        {...kit.field('name')}
        label={t('auth.signup.name')}
        autoComplete="family-name"
        isRequired
      />
      <FormTextField
        {...kit.field('firstname')}
        label={t('auth.signup.firstname')}
        autoComplete="given-name"
        isRequired
      />
      <FormTextField
        {...kit.field('email')}
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        {...kit.field('phone')}
        label={t('auth.signup.phone')}
        description={t('auth.signup.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel"
        isRequired
      />
      <FormTextField
        {...kit.field('password')}
        label={t('auth.password')}
        description={t('auth.signup.passwordHint')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        {...kit.field('confirmation')}
        label={t('auth.signup.confirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormCheckbox
        {...kit.field('acceptTerms')}
        label={t('auth.signup.terms')}
        isRequired
        description={termsLink}
      />
      <SubmitButton>{t('auth.signup.submit')}</SubmitButton>
      {outcome.dialog}
    </Form>
  );
}
