/**
 * Device pairing (spec §2 /pairing, issue 11): a device of the network (the app, a kiosk) shows a
 * short code, the account holder types it at /pairing, and the device then signs in with a
 * single-use token (`Account/signinWithToken`). The code's alphabet, its shape, the form's rules
 * and the answers both halves read. docs/decisions/047-device-pairing.md
 */
import { z } from 'zod';
import { MESSAGE_KEYS } from './validation.js';

/** No 0/O, 1/I/L: a code read on a kiosk's screen and typed on a phone is not misread. */
export const PAIRING_CODE_ALPHABET = 'ABCDEFGHJKMNPQRSTUVWXYZ23456789';
export const PAIRING_CODE_LENGTH = 8;
/** A code shown by a device may be typed for this long. */
export const PAIRING_CODE_MINUTES = 10;
/** The sign-in token a paired device receives must be spent within this long. */
export const PAIRING_SIGNIN_TOKEN_MINUTES = 10;
/** How often a device asks whether it was paired. */
export const PAIRING_POLL_SECONDS = 3;
export const DEVICE_NAME_MAX_LENGTH = 40;

/** What a person may type: any case, with spaces or a hyphen ('abcd efgh', 'ABCD-EFGH'). */
export function normalizePairingCode(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** As a device shows it: XXXX-XXXX. */
export function formatPairingCode(code: string): string {
  const plain = normalizePairingCode(code);
  return `${plain.slice(0, 4)}-${plain.slice(4)}`;
}

const CODE_PATTERN = new RegExp(`^[${PAIRING_CODE_ALPHABET}]{${PAIRING_CODE_LENGTH}}$`);

export const pairingCodeSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .max(30, { error: MESSAGE_KEYS.codeInvalid })
  .transform(normalizePairingCode)
  .pipe(
    z
      .string()
      .min(1, { error: MESSAGE_KEYS.required })
      .regex(CODE_PATTERN, { error: MESSAGE_KEYS.codeInvalid }),
  );

/** A name the holder gives the device ('Kiosque gare maritime'): shown back in the list, so no control or bidi character. */
export const deviceNameSchema = z
  .string({ error: MESSAGE_KEYS.required })
  .trim()
  .min(1, { error: MESSAGE_KEYS.required })
  .max(DEVICE_NAME_MAX_LENGTH, { error: MESSAGE_KEYS.invalidValue })
  .regex(/^[^\p{Cc}\p{Cf}]*$/u, { error: MESSAGE_KEYS.invalidValue });

/** Device/pair.json's fields, and the /pairing form. */
export const pairDeviceFields = { code: pairingCodeSchema, name: deviceNameSchema };
export const pairDeviceFormSchema = z.strictObject(pairDeviceFields);
export type PairDeviceForm = z.input<typeof pairDeviceFormSchema>;

/** A paired device as /pairing lists it; lastUsedAt is its session's last call, null before its sign-in. */
export const deviceViewSchema = z.object({
  id: z.number().int(),
  name: z.string(),
  pairedAt: z.string(),
  lastUsedAt: z.string().nullable(),
});
export type DeviceView = z.infer<typeof deviceViewSchema>;

export const getDevicesResponse = z.object({ devices: z.array(deviceViewSchema) });
export const pairDeviceResponse = z.object({ device: deviceViewSchema });
export const unpairDeviceResponse = z.object({ unpaired: z.literal(true) });

export const startPairingResponse = z.object({
  code: z.string().describe('To show on the device, as XXXX-XXXX'),
  deviceSecret: z.string().describe('Kept by the device, sent to Device/pairingStatus.json'),
  expiresAt: z.string(),
  pollSeconds: z.number().int(),
});

export const PAIRING_STATUSES = ['PENDING', 'PAIRED', 'EXPIRED', 'UNPAIRED'] as const;
export type PairingStatus = (typeof PAIRING_STATUSES)[number];

export const pairingStatusResponse = z.object({
  status: z.enum(PAIRING_STATUSES),
  signinToken: z
    .string()
    .optional()
    .describe('Once, at the first answer PAIRED: spent on Account/signinWithToken'),
  expiresAt: z.string().describe('Until when the code (PENDING) or the token (PAIRED) is valid'),
});

/** Account/signinWithToken answers the user as Account/login.json does. */
export const signinWithTokenResponse = z.object({
  user: z.object({
    userToken: z.string(),
    userId: z.number().int(),
    userName: z.string(),
    userLastname: z.string(),
  }),
});
