import { hash, verify } from '@node-rs/argon2';

// argon2id with OWASP's minimum recommended parameters (19 MiB, 2 passes): about 30 ms per hash here.
const OPTIONS = {
  algorithm: 2 /* Algorithm.Argon2id (a const enum) */ as const,
  memoryCost: 19_456,
  timeCost: 2,
  parallelism: 1,
};

// Verifying against a fixed hash when the user does not exist keeps response times alike, so the login
// endpoint does not reveal which e-mail addresses have accounts.
let dummyHash: Promise<string> | undefined;

export function hashPassword(password: string): Promise<string> {
  return hash(password, OPTIONS);
}

export async function verifyPassword(passwordHash: string | null, password: string): Promise<boolean> {
  if (!passwordHash) {
    dummyHash ??= hash('not-a-real-password', OPTIONS);
    await verify(await dummyHash, password).catch(() => false);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
