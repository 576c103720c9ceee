/**
 * What follows a login or a signup (spec §4): the user's cards (or the page asked for), or, for an
 * account with several profiles, the popup that asks which one; a failure there is shown by the
 * form the user came from.
 */
import { useState } from 'react';
import type { LoginProfile } from '../../../lib/api-errors.ts';
import { useOpenSession, type LoginOutcome } from '../api/open-session.ts';
import { ProfileChoiceDialog } from './profile-choice-dialog.tsx';
import { useFinishLogin } from './use-finish-login.ts';

export function useLoginOutcome(showError: (error: unknown) => void) {
  const openSession = useOpenSession();
  const finishLogin = useFinishLogin();
  const [choice, setChoice] = useState<{ profiles: LoginProfile[]; idToken: string } | null>(null);
  const [choosing, setChoosing] = useState(false);

  const follow = async (outcome: LoginOutcome) => {
    if (outcome.kind === 'profiles') setChoice(outcome);
    else await finishLogin();
  };

  const choose = async (userId: string | number) => {
    if (!choice) return;
    setChoosing(true);
    try {
      await openSession(choice.idToken, userId);
      setChoice(null);
      await finishLogin();
    } catch (error) {
      setChoice(null);
      showError(error);
    } finally {
      setChoosing(false);
    }
  };

  const dialog = (
    <ProfileChoiceDialog
      profiles={choice?.profiles ?? null}
      isPending={choosing}
      onChoose={(userId) => void choose(userId)}
      onCancel={() => setChoice(null)}
    />
  );
  return { follow, dialog };
}
