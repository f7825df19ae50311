/**
 * Long adversarial inputs for the fact reader's tests and benchmark (issue #14 item 1, issue #12):
 * `bytes` characters made of `next()` pieces joined until long enough, cut to length.
 */
export function build(bytes: number, next: () => string): string {
  const parts: string[] = [];
  let length = 0;
  while (length < bytes) {
    const piece = next();
    parts.push(piece);
    length += piece.length;
  }
  return parts.join("").slice(0, bytes);
}
