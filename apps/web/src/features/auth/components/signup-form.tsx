/**
 * The signup form (spec §2, §5): every rule of signUpFormSchema, its message next to its field and
 * in the summary at the top, the rules that are not obvious shown before the user fails them.
 */
import { zodResolver } from '@hookform/resolvers/zod';
import { ERROR_CODES, signUpFormSchema, type SignUpForm } from '@oceane/domain';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { errorText } from '../../../i18n/messages.ts';
import { isApiClientError, type LoginProfile } from '../../../lib/api-errors.ts';
import { Button } from '../../../ui/button.tsx';
import { ErrorSummary } from '../../../ui/error-summary.tsx';
import { ExternalLink } from '../../../ui/external-link.tsx';
import { FormCheckbox, FormTextField } from '../../../ui/form-fields.tsx';
import { summaryEntries, type SummaryField } from '../../../ui/form-summary.ts';
import { useOpenSession } from '../api/open-session.ts';
import { useSignup } from '../api/use-signup.ts';
import { ProfileChoiceDialog } from './profile-choice-dialog.tsx';
import { useFinishLogin } from './use-finish-login.ts';

export const TERMS_URL = 'https://www.oceane-mobilites.example.org/conditions-generales';

type SignUpOutput = z.output<typeof signUpFormSchema>;
type FieldName = keyof SignUpForm & string;

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

export function SignupForm() {
  const { t } = useTranslation();
  const signup = useSignup();
  const openSession = useOpenSession();
  const finishLogin = useFinishLogin();
  const [choice, setChoice] = useState<{ profiles: LoginProfile[]; idToken: string } | null>(null);
  const form = useForm<SignUpForm, unknown, SignUpOutput>({
    resolver: zodResolver(signUpFormSchema),
    defaultValues: EMPTY,
    shouldFocusError: false,
  });

  const fields: SummaryField<SignUpForm>[] = [
    { name: 'name', id: 'signup-name', label: t('auth.signup.name') },
    { name: 'firstname', id: 'signup-firstname', label: t('auth.signup.firstname') },
    { name: 'email', id: 'signup-email', label: t('auth.email') },
    { name: 'phone', id: 'signup-phone', label: t('auth.signup.phone') },
    { name: 'password', id: 'signup-password', label: t('auth.password') },
    { name: 'confirmation', id: 'signup-confirmation', label: t('auth.signup.confirmation') },
    { name: 'acceptTerms', id: 'signup-terms', label: t('auth.signup.terms') },
  ];

  const showFailure = (error: unknown) => {
    if (isApiClientError(error) && error.code === ERROR_CODES.EMAIL_EXISTS) {
      form.setError('email', { type: 'server', message: `errors.${error.code}` });
      return;
    }
    if (isApiClientError(error) && error.fields) {
      const known = new Set<string>(fields.map((field) => field.name));
      for (const [name, key] of Object.entries(error.fields)) {
        if (known.has(name)) form.setError(name as FieldName, { type: 'server', message: key });
      }
    }
    form.setError('root', { type: 'server', message: errorText(t, error) });
  };

  const onSubmit = form.handleSubmit(async ({ confirmation: _confirmation, ...request }) => {
    try {
      const outcome = await signup.mutateAsync(request);
      if (outcome.kind === 'profiles') setChoice(outcome);
      else await finishLogin();
    } catch (error) {
      showFailure(error);
    }
  });

  const choose = async (userId: string | number) => {
    if (!choice) return;
    try {
      await openSession(choice.idToken, userId);
      setChoice(null);
      await finishLogin();
    } catch (error) {
      setChoice(null);
      showFailure(error);
    }
  };

  const field = (name: FieldName) => ({ control: form.control, name, id: `signup-${name}` });

  return (
    <form noValidate onSubmit={onSubmit} className="form" aria-labelledby="page-title">
      <ErrorSummary
        entries={summaryEntries(form.formState.errors, fields, t)}
        focusKey={form.formState.submitCount}
      />
      <p className="form__hint">{t('common.requiredHint')}</p>
      <FormTextField {...field('name')} label={t('auth.signup.name')} autoComplete="family-name" isRequired />
      <FormTextField
        {...field('firstname')}
        label={t('auth.signup.firstname')}
        autoComplete="given-name"
        isRequired
      />
      <FormTextField
        {...field('email')}
        label={t('auth.email')}
        type="email"
        inputMode="email"
        autoComplete="email"
        isRequired
      />
      <FormTextField
        {...field('phone')}
        label={t('auth.signup.phone')}
        description={t('auth.signup.phoneHint')}
        type="tel"
        inputMode="tel"
        autoComplete="tel-national"
        isRequired
      />
      <FormTextField
        {...field('password')}
        label={t('auth.password')}
        description={t('auth.signup.passwordHint')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormTextField
        {...field('confirmation')}
        label={t('auth.signup.confirmation')}
        type="password"
        autoComplete="new-password"
        isRequired
      />
      <FormCheckbox
        control={form.control}
        name="acceptTerms"
        id="signup-terms"
        isRequired
        description={<ExternalLink href={TERMS_URL}>{t('auth.signup.termsLink')}</ExternalLink>}
      >
        {t('auth.signup.terms')}
      </FormCheckbox>
      <Button type="submit" isPending={form.formState.isSubmitting}>
        {t('auth.signup.submit')}
      </Button>
      <ProfileChoiceDialog
        profiles={choice?.profiles ?? null}
        isPending={false}
        onChoose={(userId) => void choose(userId)}
        onCancel={() => setChoice(null)}
      />
    </form>
  );
}
