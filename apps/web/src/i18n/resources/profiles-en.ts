/** The profiles of the account area (issue 11, decision 049), in English. */
import type { profilesFr } from './profiles-fr.ts';

export const profilesEn: typeof profilesFr = {
  title: 'Profiles',
  menu: 'Profiles',
  intro:
    'The profiles of your account, for instance one for each member of the family. When you log in, you choose the profile to open.',
  current: 'profile of this session',
  disable: 'Disable',
  disableTitle: 'Disable the profile of {{name}}',
  disableConfirm: 'This profile will no longer be offered at login and its open sessions will end.',
  cancel: 'Cancel',
  disabled: 'The profile of {{name}} is disabled.',
  createTitle: 'Add a profile',
  firstname: 'First name',
  name: 'Last name',
  create: 'Add the profile',
  created: 'The profile of {{name}} has been added.',
};
