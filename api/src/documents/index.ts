import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { ALLOWED_UPLOAD_EXTENSIONS, type TAttachment } from "@fsa/shared";
import { fileTypeFromBuffer } from "file-type";

/**
 * Server-side document extraction (issue 4 item 2; spec §4 "Client-side text extraction per
 * file" markers, §5 allowed extensions). The type is decided by the bytes, the extension must be
 * on the allow-list and agree with them, and every limit is configurable. PDF, DOCX, DOC and
 * image OCR run in a worker thread with a time cap, so a hostile file cannot hang the server.
 */

/** Limits on what is extracted. Sizes in bytes, time in ms. */
export interface DocumentLimits {
  maxFiles: number;
  maxFileBytes: number;
  maxTotalBytes: number;
  maxPages: number;
  /** Cap on the inflated size of a DOCX (zip bombs). */
  maxDecompressedBytes: number;
  timeoutMsPerFile: number;
  /** Cap on image pixels before decoding (decompression bombs). */
  maxImagePixels: number;
}

export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
  maxPages: 300,
  maxDecompressedBytes: 100 * 1024 * 1024,
  timeoutMsPerFile: 20_000,
  maxImagePixels: 40_000_000,
};

/** What happened to one file. */
export interface ExtractedFile {
  name: string;
  detectedType: string | null;
  ok: boolean;
  chars: number;
  pages?: number;
  error?: string;
}

export interface ExtractionResult {
  /** Every file's text between start and end markers, or its error marker. */
  text: string;
  files: ExtractedFile[];
}

/** The spec's per-file markers (§4). */
export const startMarker = (name: string) => `--- Start of document: ${name} ---`;
export const endMarker = (name: string) => `--- End of document: ${name} ---`;
export const errorMarker = (name: string, message: string) => `[Error extracting ${name}: ${message}]`;

type Kind = "pdf" | "docx" | "doc" | "text" | "svg" | "image";

const IMAGE_EXTENSIONS = new Set(["jpg", "jpeg", "png", "gif", "bmp", "webp"]);

/** Decodes a data URL to bytes. @throws Error for anything that is not a data URL. */
function decodeDataUrl(dataUrl: string): Buffer {
  const comma = dataUrl.indexOf(",");
  if (!dataUrl.startsWith("data:") || comma < 0) throw new Error("the file is not a data URL");
  const meta = dataUrl.slice(5, comma);
  const payload = dataUrl.slice(comma + 1);
  return meta.endsWith(";base64") ? Buffer.from(payload, "base64") : Buffer.from(decodeURIComponent(payload), "utf8");
}

function looksLikeText(bytes: Buffer): boolean {
  if (bytes.includes(0)) return false;
  try {
    new TextDecoder("utf-8", { fatal: true }).decode(bytes);
    return true;
  } catch {
    return false;
  }
}

/** Image dimensions from the header (PNG, GIF, BMP, JPEG), or null when unknown. */
function imagePixels(bytes: Buffer): number | null {
  if (bytes.length > 24 && bytes.readUInt32BE(0) === 0x89504e47) return bytes.readUInt32BE(16) * bytes.readUInt32BE(20);
  if (bytes.length > 10 && bytes.toString("ascii", 0, 3) === "GIF")
    return bytes.readUInt16LE(6) * bytes.readUInt16LE(8);
  if (bytes.length > 26 && bytes.toString("ascii", 0, 2) === "BM")
    return Math.abs(bytes.readInt32LE(18) * bytes.readInt32LE(22));
  if (bytes.length > 4 && bytes[0] === 0xff && bytes[1] === 0xd8) {
    let i = 2;
    while (i + 9 < bytes.length) {
      if (bytes[i] !== 0xff) return null;
      const marker = bytes[i + 1] ?? 0;
      const length = bytes.readUInt16BE(i + 2);
      if (marker >= 0xc0 && marker <= 0xc3) return bytes.readUInt16BE(i + 5) * bytes.readUInt16BE(i + 7);
      i += 2 + length;
    }
  }
  return null;
}

/** Decides the kind from the bytes and checks it against the extension. @throws Error with a clear message. */
async function classify(name: string, bytes: Buffer): Promise<{ kind: Kind; detected: string | null }> {
  const ext = path.extname(name).slice(1).toLowerCase();
  if (!(ALLOWED_UPLOAD_EXTENSIONS as readonly string[]).includes(ext)) {
    throw new Error(`.${ext || "(none)"} files are not accepted; allowed: ${ALLOWED_UPLOAD_EXTENSIONS.join(", ")}`);
  }
  const sniffed = await fileTypeFromBuffer(bytes);
  const detected = sniffed?.mime ?? null;
  const mismatch = () => new Error(`its content (${detected ?? "unknown"}) does not match its .${ext} extension`);
  if (ext === "pdf") {
    if (sniffed?.ext !== "pdf") throw mismatch();
    return { kind: "pdf", detected };
  }
  if (ext === "docx") {
    if (sniffed?.ext !== "docx" && sniffed?.ext !== "zip") throw mismatch();
    return { kind: "docx", detected };
  }
  if (ext === "doc") {
    if (sniffed?.ext !== "cfb" && !(bytes.readUInt32BE(0) === 0xd0cf11e0)) throw mismatch();
    return { kind: "doc", detected: detected ?? "application/msword" };
  }
  if (IMAGE_EXTENSIONS.has(ext)) {
    const ok =
      sniffed &&
      (sniffed.ext === ext || (ext === "jpeg" && sniffed.ext === "jpg") || (ext === "jpg" && sniffed.ext === "jpg"));
    if (!ok) throw mismatch();
    return { kind: "image", detected };
  }
  if (!looksLikeText(bytes)) throw new Error(`its content is not text, so it does not match its .${ext} extension`);
  if (ext === "svg") {
    if (!/<svg[\s>]/i.test(bytes.toString("utf8"))) throw new Error("its content is not an SVG image");
    return { kind: "svg", detected: "image/svg+xml" };
  }
  return { kind: "text", detected: "text/plain" };
}

function svgText(source: string): string {
  return [...source.matchAll(/<text\b[^>]*>([\s\S]*?)<\/text>/gi)]
    .map((m) => (m[1] ?? "").replace(/<[^>]+>/g, "").trim())
    .filter(Boolean)
    .join("\n");
}

const require = createRequire(import.meta.url);
const WORKER_URL = new URL("./worker.mjs", import.meta.url);

function tesseractLangPath(): string {
  return path.dirname(require.resolve("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz"));
}

/** Runs one extraction in a worker thread, terminated after `timeoutMs`. */
function inWorker(
  kind: Exclude<Kind, "text" | "svg">,
  bytes: Buffer,
  limits: DocumentLimits,
  ocr: boolean,
): Promise<{ text: string; pages?: number; note?: string }> {
  return new Promise((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: {
        kind,
        bytes: new Uint8Array(bytes),
        maxPages: limits.maxPages,
        maxDecompressedBytes: limits.maxDecompressedBytes,
        ocr,
        langPath: kind === "image" && ocr ? tesseractLangPath() : null,
        cachePath: tmpdir(),
      },
      resourceLimits: { maxOldGenerationSizeMb: 1024 },
    });
    const timer = setTimeout(() => {
      void worker.terminate();
      reject(new Error(`reading it took longer than ${Math.round(limits.timeoutMsPerFile / 1000)} seconds`));
    }, limits.timeoutMsPerFile);
    worker.once("message", (m: { ok: boolean; text?: string; pages?: number; note?: string; error?: string }) => {
      clearTimeout(timer);
      void worker.terminate();
      if (m.ok) resolve({ text: m.text ?? "", pages: m.pages, note: m.note });
      else reject(new Error(friendly(m.error ?? "it could not be read")));
    });
    worker.once("error", (e) => {
      clearTimeout(timer);
      reject(new Error(friendly(e.message)));
    });
  });
}

function friendly(message: string): string {
  if (/password|encrypt/i.test(message)) return "it is password-protected or encrypted";
  if (
    /Invalid PDF|bad XRef|startxref|FormatError|Invalid or corrupted|end of central directory|corrupt/i.test(message)
  ) {
    return "it is damaged or not a valid file";
  }
  if (/ERR_WORKER_OUT_OF_MEMORY|out of memory/i.test(message)) return "it needs too much memory to read";
  return message;
}

/**
 * Extracts text from the attachments, in order. Never throws for a bad file: a file that breaks a
 * limit or cannot be read adds the error marker and the rest still go through.
 */
export async function extractDocuments(
  attachments: TAttachment[],
  options: { limits?: Partial<DocumentLimits>; ocr?: boolean } = {},
): Promise<ExtractionResult> {
  const limits = { ...DEFAULT_DOCUMENT_LIMITS, ...options.limits };
  const ocr = options.ocr ?? true;
  const parts: string[] = [];
  const files: ExtractedFile[] = [];
  let total = 0;
  for (const [index, attachment] of attachments.entries()) {
    const name = attachment.name.replace(/[\r\n]/g, " ").slice(0, 255);
    const fail = (error: string, detectedType: string | null = null) => {
      parts.push(errorMarker(name, error));
      files.push({ name, detectedType, ok: false, chars: 0, error });
    };
    if (index >= limits.maxFiles) {
      fail(`only ${limits.maxFiles} files can be analysed at once`);
      continue;
    }
    let bytes: Buffer;
    try {
      bytes = decodeDataUrl(attachment.data);
    } catch (e) {
      fail(e instanceof Error ? e.message : String(e));
      continue;
    }
    if (bytes.length > limits.maxFileBytes) {
      fail(
        `it is ${(bytes.length / 1048576).toFixed(1)} MB; the limit is ${(limits.maxFileBytes / 1048576).toFixed(0)} MB per file`,
      );
      continue;
    }
    if (total + bytes.length > limits.maxTotalBytes) {
      fail(`the files together exceed ${(limits.maxTotalBytes / 1048576).toFixed(0)} MB`);
      continue;
    }
    total += bytes.length;
    let detected: string | null = null;
    try {
      const c = await classify(name, bytes);
      detected = c.detected;
      let text: string;
      let pages: number | undefined;
      if (c.kind === "text") text = bytes.toString("utf8");
      else if (c.kind === "svg") text = svgText(bytes.toString("utf8"));
      else {
        if (c.kind === "image") {
          const pixels = imagePixels(bytes);
          if (pixels !== null && pixels > limits.maxImagePixels) {
            throw new Error(
              `the image has ${(pixels / 1e6).toFixed(0)} megapixels; the limit is ${(limits.maxImagePixels / 1e6).toFixed(0)}`,
            );
          }
        }
        const r = await inWorker(c.kind, bytes, limits, ocr);
        text = r.text || r.note || "";
        pages = r.pages;
      }
      text = text.replace(/\r\n/g, "\n").trim();
      parts.push(`${startMarker(name)}\n${text}\n${endMarker(name)}`);
      files.push({ name, detectedType: detected, ok: true, chars: text.length, ...(pages ? { pages } : {}) });
    } catch (e) {
      fail(friendly(e instanceof Error ? e.message : String(e)), detected);
    }
  }
  return { text: parts.join("\n\n"), files };
}
