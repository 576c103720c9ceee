/** /pairing: pairing a device of the network by its code, and the paired devices, in English. */
import type { pairingFr } from './pairing-fr.ts';

export const pairingEn: typeof pairingFr = {
  title: 'Pair a device',
  intro:
    'Connect the Océane Mobilités app or a kiosk to your account without typing your password on it: the device shows a code, enter it here.',
  verifyTitle: 'Confirm your email address first',
  verifyFirst: 'To pair a device, first confirm your email address {{email}} with the link we sent there.',
  formTitle: 'Enter the device’s code',
  formIntro: 'The code shows on the device for 10 minutes and works only once.',
  origin:
    'Only enter the code shown on your own device or on a kiosk in front of you. If someone gives you a code (on the phone, by text message, by e-mail or on a website), do not enter it: it would open your account on their device.',
  code: 'Code shown on the device',
  codeHint: '8 characters, for example ABCD-2345. Upper or lower case and spaces are fine.',
  name: 'Device name',
  nameHint: 'To recognise it in the list, for example “Lea’s phone” ({{max}} characters at most).',
  submit: 'Pair the device',
  paired: '{{name}} is paired with your account: it signs in within a few seconds.',
  devicesTitle: 'Paired devices',
  loading: 'Loading the devices…',
  empty: 'No device is paired with your account.',
  caption: 'The devices paired with your account',
  device: 'Device',
  pairedOn: 'Paired on',
  lastUsed: 'Last used',
  neverUsed: 'Not used yet',
  at: '{{date}} at {{time}}',
  actions: 'Actions',
  unpairShort: 'Remove',
  unpair: 'Remove the device {{name}}',
  unpairTitle: 'Remove the device {{name}}?',
  unpairText:
    'The device will be signed out of your account at once. To use it again, pair it with a new code.',
  unpairConfirm: 'Remove the device',
  cancel: 'Cancel',
  unpaired: '{{name}} is removed from your account and signed out.',
};
