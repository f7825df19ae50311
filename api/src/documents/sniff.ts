import { ALLOWED_UPLOAD_EXTENSIONS } from "@fsa/shared";
import { fileTypeFromBuffer } from "file-type";

/**
 * Deciding what a file is from its bytes, never from its name or the browser's MIME type
 * (issue 4 item 2), and checking the name's extension against the spec's allow-list (spec §5
 * "Accepted upload extensions") and against the bytes.
 */

/** How a file is read: pdf (unpdf), docx (mammoth), doc (word-extractor), image (OCR), text, svg. */
export type DocumentKind = "pdf" | "docx" | "doc" | "image" | "text" | "svg";

/** The outcome of {@link classify}: the kind to read it as, or why it is refused. */
export type Classification =
  | {
      ok: true;
      kind: DocumentKind;
      detectedType: string /** file-type's extension for the bytes ("jpg" for a .jpeg), else the name's. */;
      format: string;
    }
  | { ok: false; detectedType: string | null; error: string };

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "bmp", "webp"]);
/** file-type results that are text formats: such a file may legitimately be a .txt. */
const TEXT_MIME_TYPES = new Set(["application/xml", "image/svg+xml"]);

/**
 * Decodes a data URL (`data:<mime>[;base64],<payload>`) to bytes, refusing it before decoding when
 * its payload alone would exceed `maxBytes` (so a 1 GB string is never turned into a 750 MB buffer).
 * @returns the bytes, or an error message.
 */
export function decodeDataUrl(dataUrl: string, maxBytes: number): { bytes: Buffer } | { error: string } {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0) return { error: "the file is not a data URL" };
  const base64 = dataUrl.slice(5, comma).toLowerCase().endsWith(";base64");
  const payloadLength = dataUrl.length - comma - 1;
  const estimate = base64 ? Math.floor((payloadLength * 3) / 4) : payloadLength / 3;
  if (estimate > maxBytes + 3) return { error: tooLarge(Math.round(estimate), maxBytes) };
  try {
    const payload = dataUrl.slice(comma + 1);
    return { bytes: base64 ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "utf8") };
  } catch {
    return { error: "the file's data URL is malformed" };
  }
}

/** "it is 12.3 MB; the limit is 10 MB per file". */
export function tooLarge(bytes: number, maxBytes: number): string {
  return `it is ${formatBytes(bytes)}; the limit is ${formatBytes(maxBytes)} per file`;
}

/** Bytes for people: "512 bytes", "1.5 KB", "9.8 MB", "25 MB" (1 KB = 1,024 bytes, 1 MB = 2^20 bytes). */
export function formatBytes(bytes: number): string {
  if (bytes < 1024) return `${bytes} bytes`;
  const [value, unit] = bytes < 1048576 ? [bytes / 1024, "KB"] : [bytes / 1048576, "MB"];
  return `${value < 10 && !Number.isInteger(value) ? value.toFixed(1) : Math.round(value)} ${unit}`;
}

/**
 * Decodes text: UTF-8 (BOM optional) or UTF-16 with a BOM. Anything else (invalid UTF-8, or a NUL
 * byte, which no text file has) is not text.
 * @returns the text, or null when the bytes are not text.
 */
export function decodeText(bytes: Buffer): string | null {
  let encoding = "utf-8";
  let start = 0;
  if (bytes[0] === 0xef && bytes[1] === 0xbb && bytes[2] === 0xbf) start = 3;
  else if (bytes[0] === 0xff && bytes[1] === 0xfe) [encoding, start] = ["utf-16le", 2];
  else if (bytes[0] === 0xfe && bytes[1] === 0xff) [encoding, start] = ["utf-16be", 2];
  try {
    const text = new TextDecoder(encoding, { fatal: true }).decode(bytes.subarray(start));
    return text.includes("\0") ? null : text;
  } catch {
    return null;
  }
}

/** True when the XML text's root element is `<svg>` (after any declaration, comments and doctype). Linear time. */
export function isSvgDocument(text: string): boolean {
  let i = 0;
  for (;;) {
    while (i < text.length && /\s/.test(text[i] ?? "")) i++;
    let end: number;
    if (text.startsWith("<?", i)) end = text.indexOf("?>", i) + 2;
    else if (text.startsWith("<!--", i)) end = text.indexOf("-->", i) + 3;
    else if (text.slice(i, i + 9).toUpperCase() === "<!DOCTYPE") {
      const subset = text.indexOf("[", i);
      const close = text.indexOf(">", i);
      end = (subset >= 0 && subset < close ? text.indexOf(">", text.indexOf("]", subset)) : close) + 1;
    } else break;
    if (end <= i) return false;
    i = end;
  }
  return /^<(?:[a-z][\w.-]*:)?svg[\s/>]/i.test(text.slice(i, i + 64));
}

const ENTITIES: Record<string, string> = { amp: "&", lt: "<", gt: ">", quot: '"', apos: "'", nbsp: " " };

function decodeEntities(s: string): string {
  return s.replace(/&(#x[0-9a-f]{1,6}|#\d{1,7}|\w{1,10});/gi, (whole, entity: string) => {
    if (entity[0] === "#") {
      const hex = entity[1] === "x" || entity[1] === "X";
      const code = hex ? Number.parseInt(entity.slice(2), 16) : Number(entity.slice(1));
      return code > 0 && code <= 0x10ffff ? String.fromCodePoint(code) : "";
    }
    return ENTITIES[entity.toLowerCase()] ?? whole;
  });
}

/**
 * The text an SVG shows: the content of each `<text>` element (with its `<tspan>`s), one line
 * per element, entities decoded. A single linear scan (it runs on the main thread, so no
 * backtracking regex over the whole file); custom DTD entities are not expanded (no billion laughs).
 */
export function svgText(source: string): string {
  const lines: string[] = [];
  let depth = 0;
  let current = "";
  let i = 0;
  while (i < source.length) {
    const lt = source.indexOf("<", i);
    if (depth > 0) current += source.slice(i, lt < 0 ? source.length : lt);
    if (lt < 0) break;
    if (source.startsWith("<!--", lt)) {
      const end = source.indexOf("-->", lt + 4);
      i = end < 0 ? source.length : end + 3;
      continue;
    }
    if (source.startsWith("<![CDATA[", lt)) {
      const end = source.indexOf("]]>", lt + 9);
      const stop = end < 0 ? source.length : end;
      // CDATA is literal text: protect its "&" from entity decoding.
      if (depth > 0) current += source.slice(lt + 9, stop).replace(/&/g, "&amp;");
      i = stop + 3;
      continue;
    }
    const gt = source.indexOf(">", lt);
    if (gt < 0) break;
    const tag = /^<(\/?)(?:[a-z][\w.-]*:)?([a-z][\w.-]*)/i.exec(source.slice(lt, Math.min(gt + 1, lt + 64)));
    const selfClosing = source[gt - 1] === "/";
    if (tag && tag[2]?.toLowerCase() === "text" && !selfClosing) {
      if (tag[1]) {
        depth = Math.max(0, depth - 1);
        if (depth === 0) {
          const line = decodeEntities(current).replace(/\s+/g, " ").trim();
          if (line) lines.push(line);
          current = "";
        }
      } else depth++;
    } else if (depth > 0) current += " ";
    i = gt + 1;
  }
  return lines.join("\n");
}

/**
 * Width × height in pixels from an image header (PNG, GIF, BMP, JPEG, WebP), read without
 * decoding, or null when the header cannot be read.
 */
export function imagePixels(bytes: Buffer, format: string): number | null {
  const at = (n: number) => n <= bytes.length;
  switch (format) {
    case "png":
      return at(24) ? bytes.readUInt32BE(16) * bytes.readUInt32BE(20) : null;
    case "gif":
      return at(10) ? bytes.readUInt16LE(6) * bytes.readUInt16LE(8) : null;
    case "bmp":
      return at(26) ? Math.abs(bytes.readInt32LE(18)) * Math.abs(bytes.readInt32LE(22)) : null;
    case "webp": {
      if (!at(30)) return null;
      const chunk = bytes.toString("latin1", 12, 16);
      if (chunk === "VP8X") return (bytes.readUIntLE(24, 3) + 1) * (bytes.readUIntLE(27, 3) + 1);
      if (chunk === "VP8L") {
        const bits = bytes.readUInt32LE(21);
        return ((bits & 0x3fff) + 1) * (((bits >> 14) & 0x3fff) + 1);
      }
      if (chunk === "VP8 ") return (bytes.readUInt16LE(26) & 0x3fff) * (bytes.readUInt16LE(28) & 0x3fff);
      return null;
    }
    case "jpg": {
      // Walk the segments to the start-of-frame marker (SOF0–SOF15 except DHT, JPG, DAC).
      let i = 2;
      while (at(i + 9)) {
        if (bytes[i] !== 0xff) return null;
        const marker = bytes[i + 1] ?? 0;
        if (marker === 0xff) {
          i++;
          continue;
        }
        if (marker >= 0xc0 && marker <= 0xcf && marker !== 0xc4 && marker !== 0xc8 && marker !== 0xcc) {
          return bytes.readUInt16BE(i + 5) * bytes.readUInt16BE(i + 7);
        }
        i += 2 + bytes.readUInt16BE(i + 2);
      }
      return null;
    }
    default:
      return null;
  }
}

/**
 * Decides how to read a file from its bytes and checks its extension: the extension must be on
 * the allow-list (spec §5) and agree with the bytes — a PNG named `.pdf` is refused with
 * "its content (image/png) does not match its .pdf extension".
 */
export async function classify(name: string, bytes: Buffer): Promise<Classification> {
  const dot = name.lastIndexOf(".");
  const extension = dot > 0 ? name.slice(dot + 1).toLowerCase() : "";
  const allowed = ALLOWED_UPLOAD_EXTENSIONS.join(", ");
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(extension)) {
    const error = extension
      ? `.${extension} files are not accepted (allowed: ${allowed})`
      : `it has no file extension (allowed: ${allowed})`;
    return { ok: false, detectedType: null, error };
  }
  // A byte-order mark means text: file-type would take UTF-16's FF FE for an MP3 frame sync.
  const hasBom = (bytes[0] === 0xef && bytes[1] === 0xbb) || (bytes[0] ?? 0) + (bytes[1] ?? 0) === 0xff + 0xfe;
  const sniffed =
    hasBom && decodeText(bytes) !== null ? undefined : await fileTypeFromBuffer(bytes).catch(() => undefined);
  const binary = sniffed && !TEXT_MIME_TYPES.has(sniffed.mime) ? sniffed : undefined;
  let kind: DocumentKind | "zip" | "other";
  let detectedType: string | null;
  let format: string | undefined;
  if (binary) {
    detectedType = binary.mime;
    format = binary.ext;
    if (binary.ext === "pdf") kind = "pdf";
    else if (binary.ext === "docx") kind = "docx";
    else if (binary.ext === "zip") kind = "zip";
    else if (binary.ext === "cfb") kind = "doc";
    else if (IMAGE_EXTENSIONS.has(binary.ext)) kind = "image";
    else kind = "other";
  } else {
    const text = bytes.length === 0 ? "" : decodeText(bytes);
    if (text === null) [kind, detectedType] = ["other", null];
    else if (isSvgDocument(text)) [kind, detectedType] = ["svg", "image/svg+xml"];
    else [kind, detectedType] = ["text", "text/plain"];
  }
  const matches =
    (extension === "pdf" && kind === "pdf") ||
    // A DOCX is a ZIP; file-type names it docx only when [Content_Types].xml says so. A bare ZIP
    // is accepted here and refused in the worker unless it holds word/document.xml.
    (extension === "docx" && (kind === "docx" || kind === "zip")) ||
    (extension === "doc" && kind === "doc") ||
    (extension === "txt" && (kind === "text" || kind === "svg")) ||
    (extension === "svg" && kind === "svg") ||
    (IMAGE_EXTENSIONS.has(extension) &&
      kind === "image" &&
      (format === extension || (format === "jpg" && extension === "jpeg")));
  if (!matches) {
    const content = detectedType ?? (bytes.length === 0 ? "empty" : "unrecognised binary data");
    return { ok: false, detectedType, error: `its content (${content}) does not match its .${extension} extension` };
  }
  const readAs: DocumentKind = kind === "zip" ? "docx" : extension === "txt" ? "text" : (kind as DocumentKind);
  return { ok: true, kind: readAs, detectedType: detectedType ?? "text/plain", format: format ?? extension };
}
