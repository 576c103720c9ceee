/**
 * Password hashing with argon2id at the OWASP parameters (19 MiB, 2 passes, 1 lane). The hash
 * string carries its parameters, so raising them later still verifies the old hashes.
 */
import { hash, verify } from '@node-rs/argon2';

// Algorithm.Argon2id; @node-rs/argon2 exports it as a const enum, which isolatedModules forbids.
const ARGON2ID = 2;

const OPTIONS = { algorithm: ARGON2ID, memoryCost: 19_456, timeCost: 2, parallelism: 1 } as const;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await verify(passwordHash, password);
  } catch {
    return false;
  }
}

/** Verifying against this costs what a real check costs, so an unknown e-mail answers as slowly. */
let decoyHash: Promise<string> | null = null;
export function decoyPasswordHash(): Promise<string> {
  decoyHash ??= hashPassword('decoy-password-never-valid');
  return decoyHash;
}
