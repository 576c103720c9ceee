/** Opaque secrets handed to clients (session tokens, ID tokens, mailed codes), kept only as hashes. */
import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: 43 URL-safe characters, 256 bits that cannot be guessed. */
export function newSecret(): string {
  return randomBytes(32).toString('base64url');
}

/** SHA-256 hex of a secret: what the database stores, so a leaked table opens no session. */
export function hashSecret(secret: string): string {
  return createHash('sha256').update(secret, 'utf8').digest('hex');
}
