/**
 * A secret the server must read back (a staff member's TOTP secret, decision 078), sealed at rest
 * with AES-256-GCM (node:crypto): `v1.<iv>.<tag>.<ciphertext>`, each part base64url, a fresh
 * 12-byte IV per seal. The key is derived from a configured passphrase with HKDF-SHA-256 and a
 * purpose of its own, so one passphrase never opens what another purpose sealed. A wrong key, or
 * a value changed in the database, fails the GCM tag: `openSecret` throws, never answers garbage.
 */
import { createCipheriv, createDecipheriv, hkdfSync, randomBytes } from 'node:crypto';

const VERSION = 'v1';
const ALGORITHM = 'aes-256-gcm';

/** A 32-byte key for one purpose, from the configured passphrase. */
export function secretBoxKey(passphrase: string, purpose: string): Buffer {
  return Buffer.from(hkdfSync('sha256', passphrase, Buffer.alloc(0), `oceane:${purpose}`, 32));
}

export class SecretBoxError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'SecretBoxError';
  }
}

/** Whether a stored value is sealed (else it is a plaintext kept from before decision 078). */
export function isSealed(stored: string): boolean {
  return stored.startsWith(`${VERSION}.`);
}

export function sealSecret(key: Buffer, plaintext: string): string {
  const iv = randomBytes(12);
  const cipher = createCipheriv(ALGORITHM, key, iv);
  const ciphertext = Buffer.concat([cipher.update(plaintext, 'utf8'), cipher.final()]);
  const tag = cipher.getAuthTag();
  return [VERSION, iv, tag, ciphertext]
    .map((part) => (typeof part === 'string' ? part : part.toString('base64url')))
    .join('.');
}

/** The plaintext of a sealed value; throws SecretBoxError for a plaintext, a wrong key or a changed value. */
export function openSecret(key: Buffer, stored: string): string {
  const parts = stored.split('.');
  if (parts.length !== 4 || parts[0] !== VERSION) throw new SecretBoxError('the stored secret is not sealed');
  const [iv, tag, ciphertext] = parts.slice(1).map((part) => Buffer.from(part, 'base64url')) as [
    Buffer,
    Buffer,
    Buffer,
  ];
  if (iv.length !== 12 || tag.length !== 16) throw new SecretBoxError('the stored secret is malformed');
  try {
    const decipher = createDecipheriv(ALGORITHM, key, iv);
    decipher.setAuthTag(tag);
    return Buffer.concat([decipher.update(ciphertext), decipher.final()]).toString('utf8');
  } catch {
    throw new SecretBoxError(
      'the configured key does not open the stored secret (wrong key, or the value was changed)',
    );
  }
}
