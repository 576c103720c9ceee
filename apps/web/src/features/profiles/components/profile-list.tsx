/**
 * /account/profiles (spec §4 "Profiles can be disabled", §7 createProfile): the identity's
 * profiles, the current one said in words, each other one disabled after a confirmation, and a
 * new profile added with the sign-up's name rules. Login then asks which profile to open.
 */
import { profileFormSchema, type ProfileView } from '@oceane/domain';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { errorText } from '../../../i18n/messages.ts';
import { fullName } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';
import { FormErrorSummary } from '../../../ui/form/error-summary.tsx';
import { FormTextField } from '../../../ui/form/fields.tsx';
import { useFormKit } from '../../../ui/form/form-kit.ts';
import { Form, SubmitButton } from '../../../ui/form/form.tsx';
import { Alert, Status } from '../../../ui/messages.tsx';
import { useCreateProfile } from '../api/create-profile.ts';
import { useDisableProfile } from '../api/disable-profile.ts';
import { useProfiles } from '../api/get-profiles.ts';
import { LoadFailed } from '../../../ui/load-failed.tsx';

const nameOf = (profile: ProfileView) => fullName(profile) || String(profile.userId);

function DisableDialog({
  profile,
  onClose,
  onDone,
}: {
  profile: ProfileView;
  onClose: () => void;
  onDone: () => void;
}) {
  const { t } = useTranslation();
  const disable = useDisableProfile();
  return (
    <ModalDialog
      title={t('profiles.disableTitle', { name: nameOf(profile) })}
      isOpen
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
    >
      <p>{t('profiles.disableConfirm')}</p>
      {disable.isError ? (
        <Alert>
          <p>{errorText(t, disable.error)}</p>
        </Alert>
      ) : null}
      <div className="actions">
        <Button
          isPending={disable.isPending}
          onPress={() => disable.mutate(profile.userId, { onSuccess: onDone })}
        >
          {t('profiles.disable')}
        </Button>
        <Button variant="secondary" onPress={onClose}>
          {t('profiles.cancel')}
        </Button>
      </div>
    </ModalDialog>
  );
}

function CreateProfile({ onCreated }: { onCreated: (name: string) => void }) {
  const { t } = useTranslation();
  const create = useCreateProfile();
  const kit = useFormKit({
    schema: profileFormSchema,
    defaultValues: { name: '', firstname: '' },
    idPrefix: 'profile',
  });
  return (
    <section className="section" aria-labelledby="create-profile-title">
      <h2 id="create-profile-title">{t('profiles.createTitle')}</h2>
      <Form
        kit={kit}
        aria-labelledby="create-profile-title"
        onSubmit={async (form) => {
          const profile = await create.mutateAsync(form);
          kit.form.reset({ name: '', firstname: '' });
          onCreated(nameOf(profile));
        }}
      >
        <FormErrorSummary />
        <p className="form__hint">{t('common.requiredHint')}</p>
        <FormTextField
          {...kit.field('firstname')}
          label={t('profiles.firstname')}
          autoComplete="off"
          isRequired
        />
        <FormTextField {...kit.field('name')} label={t('profiles.name')} autoComplete="off" isRequired />
        <SubmitButton>{t('profiles.create')}</SubmitButton>
      </Form>
    </section>
  );
}

export function ProfileList() {
  const { t } = useTranslation();
  const profiles = useProfiles();
  const [disabling, setDisabling] = useState<ProfileView | null>(null);
  const [done, setDone] = useState<string | null>(null);

  if (profiles.isPending) return <p role="status">{t('common.loading')}</p>;
  if (profiles.isError) return <LoadFailed error={profiles.error} onRetry={() => profiles.refetch()} />;
  const { currentUserId } = profiles.data;
  return (
    <>
      <p className="lead">{t('profiles.intro')}</p>
      {done ? (
        <Status tone="success">
          <p>{done}</p>
        </Status>
      ) : null}
      <ul className="plain-list profile-list">
        {profiles.data.profiles.map((profile) => (
          <li key={profile.userId}>
            <span>{nameOf(profile)}</span>
            {profile.userId === currentUserId ? (
              <span> – {t('profiles.current')}</span>
            ) : (
              <Button variant="secondary" onPress={() => setDisabling(profile)}>
                {t('profiles.disable')} <span className="visually-hidden">{nameOf(profile)}</span>
              </Button>
            )}
          </li>
        ))}
      </ul>
      <CreateProfile onCreated={(name) => setDone(t('profiles.created', { name }))} />
      {disabling ? (
        <DisableDialog
          profile={disabling}
          onClose={() => setDisabling(null)}
          onDone={() => {
            setDone(t('profiles.disabled', { name: nameOf(disabling) }));
            setDisabling(null);
          }}
        />
      ) : null}
    </>
  );
}
