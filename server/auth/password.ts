/**
 * Password hashing with argon2id at the OWASP minimum (m=19 MiB, t=2, p=1), via hash-wasm (no native
 * build). Each call holds its thread for about a hundred milliseconds of CPU: the server runs these
 * only inside the hashing workers (password-pool.ts), never on the thread that answers requests.
 */
import { argon2id, argon2Verify } from "hash-wasm";

export async function hashPassword(password: string): Promise<string> {
  return await argon2id({
    password,
    salt: crypto.getRandomValues(new Uint8Array(16)),
    parallelism: 1,
    iterations: 2,
    memorySize: 19_456,
    hashLength: 32,
    outputType: "encoded",
  });
}

export async function verifyPassword(password: string, hash: string): Promise<boolean> {
  try {
    return await argon2Verify({ password, hash });
  } catch {
    return false;
  }
}
