import { PASSWORD_MAX_LENGTH, PASSWORD_MIN_LENGTH } from "@fsa/shared";
import { ZxcvbnFactory } from "@zxcvbn-ts/core";
import * as zxcvbnCommon from "@zxcvbn-ts/language-common";
import * as zxcvbnEn from "@zxcvbn-ts/language-en";

/** Shortest password accepted (issue #14 item 4, "Identity": length ≥ 12); shared with the sign-up form. */
export const MIN_PASSWORD_LENGTH = PASSWORD_MIN_LENGTH;
/** Longest password accepted; also bounds the estimator's work. */
export const MAX_PASSWORD_LENGTH = PASSWORD_MAX_LENGTH;
/** Lowest zxcvbn score (0–4) accepted: 3 is "safely unguessable: moderate protection from offline attacks". */
export const MIN_PASSWORD_SCORE = 3;

// Built once: the dictionaries are large (common passwords, English words, names), and ranking
// them takes about half a second of CPU. Not while the server starts (issue #15, production
// start): on first use, or just after this module loads, while the embedded database opens in its
// own thread.
let estimator: ZxcvbnFactory | null = null;
function passwordEstimator(): ZxcvbnFactory {
  estimator ??= new ZxcvbnFactory({
    dictionary: { ...zxcvbnCommon.dictionary, ...zxcvbnEn.dictionary },
    graphs: zxcvbnCommon.adjacencyGraphs,
    translations: zxcvbnEn.translations,
  });
  return estimator;
}
setTimeout(passwordEstimator, 0).unref();

/**
 * Why `password` is refused for the account `email` (and display `name`), or null when it is
 * accepted. Rules (issue #14 item 4): at least MIN_PASSWORD_LENGTH characters; not containing the
 * e-mail address or its local part (when that part has 3+ characters); a zxcvbn-ts strength score
 * of at least MIN_PASSWORD_SCORE, which refuses common passwords ("password…", "12345678…"),
 * repeated characters and keyboard runs. The message is meant for the user as is: the sign-up,
 * password-change and reset routes return it in their 400 (api/src/auth/auth.ts).
 */
export function passwordProblem(password: string, email?: string | null, name?: string | null): string | null {
  if (password.length < MIN_PASSWORD_LENGTH) return `Use at least ${MIN_PASSWORD_LENGTH} characters for your password.`;
  if (password.length > MAX_PASSWORD_LENGTH) return `Use at most ${MAX_PASSWORD_LENGTH} characters for your password.`;
  const lower = password.toLowerCase();
  const address = email?.trim().toLowerCase() ?? "";
  const local = address.split("@")[0] ?? "";
  if (address && (lower.includes(address) || (local.length >= 3 && lower.includes(local)))) {
    return "Your password must not contain your e-mail address.";
  }
  const inputs = [address, local, ...(name ?? "").toLowerCase().split(/\s+/)].filter((s) => s.length >= 3);
  const result = passwordEstimator().check(password, inputs);
  if (result.score >= MIN_PASSWORD_SCORE) return null;
  const why = result.feedback.warning ? ` ${result.feedback.warning}` : "";
  const hint = result.feedback.suggestions[0] ? ` ${result.feedback.suggestions[0]}` : "";
  return `This password is too easy to guess.${why}${hint}`;
}
