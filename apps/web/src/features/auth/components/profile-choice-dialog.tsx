/** Login returned several profiles (spec §4): the user picks the one to log in with. */
import { useTranslation } from 'react-i18next';
import type { LoginProfile } from '../../../lib/api-errors.ts';
import { fullName } from '../../../lib/session.ts';
import { Button } from '../../../ui/button.tsx';
import { ModalDialog } from '../../../ui/dialog.tsx';

export function ProfileChoiceDialog({
  profiles,
  onChoose,
  onCancel,
  isPending,
}: {
  profiles: LoginProfile[] | null;
  onChoose: (userId: string | number) => void;
  onCancel: () => void;
  isPending: boolean;
}) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      title={t('auth.profiles.title')}
      isOpen={profiles !== null}
      onOpenChange={(open) => {
        if (!open) onCancel();
      }}
    >
      <p>{t('auth.profiles.intro')}</p>
      <ul className="choice-list">
        {(profiles ?? []).map((profile) => (
          <li key={profile.userId}>
            <Button variant="secondary" isPending={isPending} onPress={() => onChoose(profile.userId)}>
              {fullName({ userName: profile.userName ?? '', userLastname: profile.userLastname ?? '' }) ||
                String(profile.userId)}
            </Button>
          </li>
        ))}
      </ul>
      <Button variant="quiet" onPress={onCancel}>
        {t('auth.profiles.cancel')}
      </Button>
    </ModalDialog>
  );
}
