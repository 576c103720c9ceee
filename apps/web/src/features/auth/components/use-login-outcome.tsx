/**
 * What follows a login or a signup (spec §4): the user's cards (or the page asked for), or, for an
 * account with several profiles, the popup that asks which one; a failure there is shown by the
 * form the user came from.
 */
import { lazy, Suspense, useState } from 'react';
import type { LoginProfile } from '../../../lib/api-errors.ts';
import { useOpenSession, type LoginOutcome } from '../api/open-session.ts';
import { useFinishLogin } from './use-finish-login.ts';

// Few accounts have several profiles: the popup's code (and react-aria's dialog) loads when one
// does, not with the login and sign-up pages (issue 9).
const loadProfileChoice = () => import('./profile-choice-dialog.tsx');
const ProfileChoiceDialog = lazy(() =>
  loadProfileChoice().then((module) => ({ default: module.ProfileChoiceDialog })),
);

export function useLoginOutcome(showError: (error: unknown) => void) {
  const openSession = useOpenSession();
  const finishLogin = useFinishLogin();
  const [choice, setChoice] = useState<{ profiles: LoginProfile[]; idToken: string } | null>(null);
  const [choosing, setChoosing] = useState(false);

  const follow = async (outcome: LoginOutcome) => {
    if (outcome.kind === 'profiles') {
      // Its code first, so that the popup opens at once, with nothing empty in between.
      await loadProfileChoice();
      setChoice(outcome);
    } else await finishLogin();
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

  const dialog =
    choice === null ? null : (
      <Suspense fallback={null}>
        <ProfileChoiceDialog
          profiles={choice.profiles}
          isPending={choosing}
          onChoose={(userId) => void choose(userId)}
          onCancel={() => setChoice(null)}
        />
      </Suspense>
    );
  return { follow, dialog };
}
