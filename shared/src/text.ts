/**
 * Text hygiene for what advisers type or upload (issue #14 items 8 and 9): the control characters
 * PostgreSQL refuses or that carry no meaning in notes, the characters that are there but not
 * visible, and the notes limit.
 */

/** The longest notes an analysis accepts, in characters (issue #14 item 9); longer is 413. */
export const NOTES_MAX_CHARS = 100_000;

// C0 controls except tab, line feed and carriage return, plus DEL. NUL among them: PostgreSQL
// refuses it in text and jsonb.
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/g;
// biome-ignore lint/suspicious/noControlCharactersInRegex: as above
const HAS_CONTROL = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F]/;
// Any character either rule below may change: controls, DEL and surrogates (paired or not).
// biome-ignore lint/suspicious/noControlCharactersInRegex: matching them is the point
const NEEDS_WORK = /[\u0000-\u0008\u000B\u000C\u000E-\u001F\u007F\uD800-\uDFFF]/;
// A high surrogate not followed by a low one, or a low one not preceded by a high one.
const LONE_SURROGATE = /[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/;
const LONE_SURROGATES = new RegExp(LONE_SURROGATE.source, "g");
// Whitespace, zero-width and other format characters that show nothing on the page.
const INVISIBLE =
  /[\s\u00AD\u061C\u115F\u1160\u17B4\u17B5\u180E\u200B-\u200F\u202A-\u202E\u2060-\u206F\u3164\uFEFF\uFFA0]|[\uFE00-\uFE0F]/gu;

/**
 * `text` without C0 control characters (tab, line feed and carriage return kept) or DEL, and with
 * lone UTF-16 surrogates replaced by U+FFFD, so it can be stored in PostgreSQL text and jsonb.
 */
export function stripControlCharacters(text: string): string {
  // One plain scan for the usual case (nothing to change), e.g. a multi-MB base64 attachment.
  if (!NEEDS_WORK.test(text)) return text;
  const wellFormed = LONE_SURROGATE.test(text) ? text.replace(LONE_SURROGATES, "\uFFFD") : text;
  return HAS_CONTROL.test(wellFormed) ? wellFormed.replace(CONTROL, "") : wellFormed;
}

/** Whether `text` has a character a reader would see (not only whitespace, zero-width or controls). */
export function hasVisibleText(text: string): boolean {
  return stripControlCharacters(text).replace(INVISIBLE, "").length > 0;
}
