import { randomBytes } from "node:crypto";
import { hash, verify } from "@node-rs/argon2";
import pLimit from "p-limit";

/**
 * At most two hashes run at once. Each one holds a thread of Node's pool of four, which also reads
 * the shop's files and compresses its answers: a flood of logins or registrations waits its turn
 * here instead of stalling every other visitor's pictures and pages.
 */
const hashing = pLimit(2);

/**
 * Passwords are stored as argon2id hashes (@node-rs/argon2's defaults: 19 MiB, 2 passes, 1 lane,
 * the recommended minimum), each with its own salt and its parameters in the hash text, so
 * stronger settings later still verify older hashes.
 */
export function hashPassword(password: string): Promise<string> {
  return hashing(() => hash(password));
}

/** false for a wrong password and for a hash that cannot be read; never throws. */
export async function verifyPassword(passwordHash: string, password: string): Promise<boolean> {
  try {
    return await hashing(() => verify(passwordHash, password));
  } catch {
    return false;
  }
}

let dummy: Promise<string> | null = null;

/**
 * A login for an account that does not exist still verifies a password against a hash (this one,
 * of a random password), so the answer takes as long as for a wrong password and the time does not
 * tell which accounts exist.
 */
export function verifyAgainstDummy(password: string): Promise<boolean> {
  dummy ??= hashPassword(randomBytes(24).toString("base64url"));
  return dummy.then((h) => verifyPassword(h, password)).then(() => false);
}
