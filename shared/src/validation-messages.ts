import { variablePhrase } from "./display-names.ts";

/** Shortest password accepted (issue #14 item 4, "Identity": length ≥ 12); the API's password policy and the sign-up form. */
export const PASSWORD_MIN_LENGTH = 12;
/** Longest password accepted; also bounds the strength estimator's work. */
export const PASSWORD_MAX_LENGTH = 128;

/** Request fields by the name an adviser knows them by. */
const FIELD_NAMES: Readonly<Record<string, string>> = {
  email: "e-mail address",
  password: "password",
  newPassword: "new password",
  currentPassword: "current password",
  notes: "client notes",
  code: "code",
  name: "name",
  token: "link",
  callbackURL: "return address",
  attachments: "attachments",
};

/** Where a request field lives, not what it is ("body.email" is the e-mail address). */
const LOCATIONS = new Set(["body", "query", "param", "params", "json", "header", "headers"]);

/** The field a validation path names, in words: `["body","newPassword"]` → "new password"; "" for none. */
export function fieldDisplayName(path: readonly PropertyKey[] | string): string {
  const parts = (typeof path === "string" ? path.split(".") : path.map(String)).filter(
    (p) => p !== "" && !LOCATIONS.has(p) && !/^\d+$/.test(p),
  );
  const last = parts[parts.length - 1];
  if (!last) return "";
  return FIELD_NAMES[last] ?? variablePhrase(last);
}

const the = (field: string) => (field ? `the ${field}` : "this field");
const The = (field: string) => (field ? `The ${field}` : "This field");

/** zod's and better-auth's default messages, each with its sentence. */
const RULES: readonly [RegExp, (match: RegExpMatchArray, field: string) => string][] = [
  [/^password too short/i, () => `Use at least ${PASSWORD_MIN_LENGTH} characters for the password.`],
  [/^password too long/i, () => `Use at most ${PASSWORD_MAX_LENGTH} characters for the password.`],
  [/^invalid email( address)?\.?$/i, () => "Enter a valid e-mail address."],
  [
    /^Too small: expected string to have >=?(\d+) characters?/i,
    (r, f) => (Number(r[1]) <= 1 ? `Enter ${the(f)}.` : `Use at least ${r[1]} characters for ${the(f)}.`),
  ],
  [
    /^Too big: expected string to have <=?(\d+) characters?/i,
    (r, f) => `Use at most ${r[1]} characters for ${the(f)}.`,
  ],
  [
    /^Too small: expected array to have >=?(\d+) items?/i,
    (r, f) => `Add at least ${r[1]} ${r[1] === "1" ? "item" : "items"} to ${the(f)}.`,
  ],
  [/^Too big: expected array to have <=?(\d+) items?/i, (r, f) => `${The(f)} can hold at most ${r[1]} items.`],
  [/^Too small: expected \w+ to be >=?(-?[\d.]+)/i, (r, f) => `${The(f)} must be at least ${r[1]}.`],
  [/^Too big: expected \w+ to be <=?(-?[\d.]+)/i, (r, f) => `${The(f)} must be at most ${r[1]}.`],
  [/^Invalid input: expected \w+, received undefined/i, (_r, f) => `Enter ${the(f)}.`],
  [/^Invalid input: expected (\w+)/i, (r, f) => `${The(f)} must be a ${r[1]}.`],
  [/^Invalid option/i, (_r, f) => `${The(f)} must be one of the values offered.`],
  [/^Invalid (string|format|url|uuid|date)/i, (_r, f) => `${The(f)} is not in the expected format.`],
  [
    /^Unrecognized keys?: (.*)$/i,
    (r) => `The request has a field it does not accept: ${(r[1] ?? "").replace(/"/g, "")}.`,
  ],
  [/^Invalid input/i, (_r, f) => `${The(f)} is not valid.`],
];

/**
 * A validator's message as a sentence naming the field and the rule: zod's defaults ("Too small:
 * expected string to have >=16 characters" for `code` → "Use at least 16 characters for the
 * code.") and better-auth's ("Password too short"). A message written for people (a schema's own,
 * "Notes required") is returned as it is.
 */
export function validationSentence(field: string, message: string): string {
  const m = message.trim();
  for (const [pattern, sentence] of RULES) {
    const match = m.match(pattern);
    if (match) return sentence(match, field);
  }
  return m;
}

/**
 * The sentence for a validation issue at `path`: zod's default message rewritten, or a schema's
 * own message led by the field it is about ("Client's age: An age is between 0 and 120").
 */
export function issueSentence(path: readonly PropertyKey[], message: string): string {
  const field = fieldDisplayName(path);
  const sentence = validationSentence(field, message);
  if (sentence !== message.trim() || !field) return sentence;
  return `${field.charAt(0).toUpperCase()}${field.slice(1)}: ${sentence}`;
}

/**
 * An error message from the API made readable: better-auth's "[body.email] Invalid email address;
 * [body.password] Too small: expected string to have >=1 characters" and the "field: message"
 * form become one sentence per problem ("Enter a valid e-mail address. Enter the password.").
 * Anything else is returned unchanged.
 */
export function readableErrorMessage(message: string): string {
  const parts = message.split(/;\s*(?=\[)/);
  const sentences = parts.map((part) => {
    const bracketed = part.match(/^\s*\[([\w.]+)\]\s*(.*)$/s);
    if (bracketed) return validationSentence(fieldDisplayName(bracketed[1] ?? ""), bracketed[2] ?? "");
    const prefixed = part.match(/^\s*([A-Za-z][\w.]*): ((?:Too (?:small|big)|Invalid|Unrecognized)\b.*)$/s);
    if (prefixed) return validationSentence(fieldDisplayName(prefixed[1] ?? ""), prefixed[2] ?? "");
    return validationSentence("", part);
  });
  return sentences.join(" ");
}
