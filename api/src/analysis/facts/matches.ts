/**
 * Running the readers' regular expressions without copying them (see allMatches). Kept apart from
 * text.ts so that money.ts, which has no use for wink-nlp, does not load it.
 */

/**
 * The matches of the global expression `re` in `text`, in order: what `[...text.matchAll(re)]`
 * gives, found with `re` itself. matchAll copies the expression on every call, which on a short
 * sentence costs more than the matching, and the readers make millions of such calls on a long
 * attachment. `re` is left with lastIndex 0; the matches are all collected before the caller sees
 * them, so a caller may use `re` again while going through them.
 * @throws TypeError when `re` is not global (as matchAll does).
 */
export function allMatches(re: RegExp, text: string): RegExpExecArray[] {
  if (!re.global) throw new TypeError(`allMatches needs a global expression: ${re}`);
  const out: RegExpExecArray[] = [];
  const unicode = re.unicode || re.flags.includes("v");
  re.lastIndex = 0;
  for (let m = re.exec(text); m !== null; m = re.exec(text)) {
    out.push(m);
    // An empty match moves on by one character, as matchAll does (a code point with the u flag).
    if (m[0].length === 0) re.lastIndex += unicode && (text.codePointAt(re.lastIndex) ?? 0) > 0xffff ? 2 : 1;
  }
  re.lastIndex = 0;
  return out;
}
