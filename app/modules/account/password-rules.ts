import { accountMessages } from "./account.messages";

/** Shorter passwords are refused. */
export const MIN_PASSWORD_LENGTH = 8;
/** Long pass-phrases are welcome; this only keeps hashing a request's password cheap. */
export const MAX_PASSWORD_LENGTH = 256;

/**
 * The passwords tried first by anyone guessing (the top of the published leaked-password lists),
 * lower case. Only those of at least MIN_PASSWORD_LENGTH characters matter here; shorter ones are
 * refused for their length already.
 */
const COMMON_PASSWORDS = new Set([
  "password",
  "password1",
  "password12",
  "password123",
  "password1234",
  "password!",
  "passw0rd",
  "p@ssw0rd",
  "p@ssword",
  "12345678",
  "123456789",
  "1234567890",
  "12345678910",
  "123123123",
  "11111111",
  "111111111",
  "00000000",
  "88888888",
  "87654321",
  "987654321",
  "0987654321",
  "qwertyui",
  "qwertyuiop",
  "qwerty123",
  "qwerty1234",
  "1q2w3e4r",
  "1q2w3e4r5t",
  "1qaz2wsx",
  "zaq12wsx",
  "asdfghjk",
  "asdfghjkl",
  "zxcvbnm1",
  "iloveyou",
  "iloveyou1",
  "sunshine",
  "sunshine1",
  "princess",
  "princess1",
  "football",
  "football1",
  "baseball",
  "baseball1",
  "welcome1",
  "welcome123",
  "abc12345",
  "abcd1234",
  "abcdefgh",
  "letmein1",
  "trustno1",
  "superman",
  "starwars",
  "whatever",
  "computer",
  "michelle",
  "jennifer",
  "corvette",
  "mercedes",
  "liverpool",
  "chelsea1",
  "arsenal1",
  "mustang1",
  "shadow12",
  "master12",
  "dragon12",
  "monkey12",
  "charlie1",
  "jordan23",
  "michael1",
  "basketball",
  "butterfly",
  "passport",
  "changeme",
  "changeme1",
  "admin123",
  "administrator",
  "qwer1234",
  "q1w2e3r4",
  "q1w2e3r4t5",
  "aa123456",
  "a1234567",
  "a12345678",
  "1password",
  "secret12",
  "default1",
  "access14",
  "internet",
  "samsung1",
  "google123",
  "azerty123",
  "loveyou1",
  "freedom1",
  "iloveu123",
  "unknown1",
  "test1234",
  "testtest",
  "shopping",
  "shop1234",
  "customer",
  "letmein123",
]);

export type PasswordProblem = "short" | "long" | "common" | "like-name";

/** Why a new password is refused, or null. `names` are the username and e-mail address. */
export function passwordProblem(password: string, names: readonly string[] = []): PasswordProblem | null {
  const length = [...password].length;
  if (length < MIN_PASSWORD_LENGTH) return "short";
  if (length > MAX_PASSWORD_LENGTH) return "long";
  const lower = password.toLowerCase();
  if (COMMON_PASSWORDS.has(lower)) return "common";
  if (names.some((name) => name !== "" && name.toLowerCase() === lower)) return "like-name";
  return null;
}

export function passwordProblemMessage(problem: PasswordProblem): string {
  switch (problem) {
    case "short":
      return accountMessages.passwordTooShort(MIN_PASSWORD_LENGTH);
    case "long":
      return accountMessages.passwordTooLong(MAX_PASSWORD_LENGTH);
    case "common":
      return accountMessages.passwordCommon;
    case "like-name":
      return accountMessages.passwordLikeName;
  }
}
