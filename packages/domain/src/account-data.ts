/**
 * Profiles of an identity and "Your data" (issue 11, docs/decisions/049-profiles-and-your-data.md):
 * the wire shapes of Account/createProfile.json, Account/disableProfile, Account/getProfiles.json,
 * Account/exportData and Account/requestErasure. The api validates with them, the portal parses.
 */
import { z } from 'zod';
import { personNameSchema } from './validation.js';

/** A profile of the identity on the network, as Account/login.json lists them. */
export const profileViewSchema = z.object({
  userId: z.number().int(),
  userName: z.string().describe('First name'),
  userLastname: z.string().describe('Family name'),
});
export type ProfileView = z.infer<typeof profileViewSchema>;

/** The profile form: the person's name and first name, the sign-up's rules (spec §5). */
export const profileFormSchema = z.object({ name: personNameSchema, firstname: personNameSchema });
export type ProfileForm = z.infer<typeof profileFormSchema>;

/** Account/getProfiles.json: the enabled profiles, oldest first, and which one the session opens. */
export const profilesResponse = z.object({
  profiles: z.array(profileViewSchema),
  currentUserId: z.number().int(),
});
export type ProfilesAnswer = z.infer<typeof profilesResponse>;

export const createProfileResponse = z.object({ profile: profileViewSchema });

/** How many enabled profiles one identity may hold on a network (a family, not a directory). */
export const MAX_PROFILES = 10;

/** The ZIP of Account/exportData: its file names, for the portal's download and the tests. */
export const EXPORT_FILE_PREFIX = 'oceane-mes-donnees';

/** An erasure code lives this long (minutes), then a new one must be asked for. */
export const ERASURE_CODE_MINUTES = 30;

/** Account/requestErasure: when the mailed code stops working. */
export const requestErasureResponse = z.object({ expiresAt: z.string() });
