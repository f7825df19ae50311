const NAMED: Record<string, string> = { nbsp: " ", amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", "#39": "'" };

/** Decodes HTML entities in one pass, so "&amp;lt;" becomes "&lt;", not "<". */
function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]+|#\d+|[a-z]+);/gi, (m, e: string) => {
    const key = e.toLowerCase();
    if (key.startsWith("#x")) return safeCodePoint(Number.parseInt(key.slice(2), 16)) ?? m;
    if (key.startsWith("#") && key !== "#39") return safeCodePoint(Number.parseInt(key.slice(1), 10)) ?? m;
    return NAMED[key] ?? m;
  });
}

function safeCodePoint(n: number): string | null {
  return Number.isInteger(n) && n > 0 && n <= 0x10ffff ? String.fromCodePoint(n) : null;
}

/**
 * Turns a HubSpot note body (`hs_note_body`, HTML up to 65,536 characters) into plain text for the
 * notes box: block ends and <br> become line breaks, list items start with "- ", script and style
 * content is dropped, entities are decoded once.
 */
export function htmlToText(html: string): string {
  const text = html
    .replace(/<(script|style)\b[^>]*>[\s\S]*?<\/\1\s*>/gi, "")
    .replace(/<\s*br\s*\/?>/gi, "\n")
    .replace(/<\/(p|div|li|h[1-6]|tr|blockquote)\s*>/gi, "\n")
    .replace(/<li\b[^>]*>/gi, "- ")
    .replace(/<[^>]*>/g, "");
  return decodeEntities(text)
    .replace(/\u00a0/g, " ")
    .replace(/[ \t]+\n/g, "\n")
    .replace(/\n{3,}/g, "\n\n")
    .trim();
}
