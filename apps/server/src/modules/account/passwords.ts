import { hash, verify } from '@node-rs/argon2';

// argon2id with the library's defaults (19 MiB, t=2): OWASP's recommended floor.
export const hashPassword = (password: string) => hash(password);

let dummyHash: Promise<string> | undefined;

export async function verifyPassword(
  passwordHash: string | null,
  password: string,
): Promise<boolean> {
  if (!passwordHash) {
    // Spend the same work on unknown accounts so timing does not reveal which exist.
    dummyHash ??= hash('not-a-password');
    await verify(await dummyHash, password);
    return false;
  }
  return verify(passwordHash, password).catch(() => false);
}
