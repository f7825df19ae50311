import type { TAttachment } from "@fsa/shared";
import { ExtractionRefused, extractInWorker } from "./run-in-worker.ts";
import { classify, decodeDataUrl, decodeText, formatBytes, imagePixels, svgText, tooLarge } from "./sniff.ts";

/**
 * Server-side document extraction into the spec's `extractedDocumentText` (issue 4 item 2; the
 * spec's per-file start, end and error markers, §4 "Client-side text extraction per file"; the
 * upload allow-list, §5 "Accepted upload extensions").
 *
 * - The type is decided by the bytes (file-type; text = valid UTF-8 without NULs), never by the
 *   name; the extension must be on the allow-list and agree with the bytes.
 * - PDF (unpdf), DOCX (mammoth, after a zip-bomb check), legacy DOC (word-extractor) and images
 *   (offline OCR, tesseract.js with the bundled English model) are read in a worker thread per
 *   file, terminated at the time cap, so a hostile file cannot hang or exhaust the server.
 * - A file that breaks a limit or cannot be read gives the inline error marker; the rest are
 *   still read.
 */

/** Limits on one extraction request. Sizes in bytes (1 MB = 2^20 bytes), time in milliseconds. */
export interface DocumentLimits {
  /** Files read per request; later files get an error marker. */
  maxFiles: number;
  /** Decoded size of one file, bytes. */
  maxFileBytes: number;
  /** Decoded size of all files read, bytes; a file that would pass it gets an error marker. */
  maxTotalBytes: number;
  /** PDF pages read per request, over all files. */
  maxPages: number;
  /** Inflated size of one DOCX (zip bombs), bytes: checked against the declared sizes and the bytes actually inflated. */
  maxDecompressedBytes: number;
  /** Wall-clock time to read one file, ms; the worker thread is terminated when it runs out. */
  timeoutMsPerFile: number;
  /** Width × height of one image, pixels, read from the header before decoding (decompression bombs). */
  maxImagePixels: number;
}

/**
 * Defaults from issue 4 item 2: 10 files, 10 MB each, 25 MB together, 300 pages, 20 s per file;
 * a DOCX may inflate to 100 MB and an image may have 40 megapixels (a 14,000² PNG would decode to
 * ~700 MB, PLATFORM-NOTES.md "Documents").
 */
export const DEFAULT_DOCUMENT_LIMITS: DocumentLimits = {
  maxFiles: 10,
  maxFileBytes: 10 * 1024 * 1024,
  maxTotalBytes: 25 * 1024 * 1024,
  maxPages: 300,
  maxDecompressedBytes: 100 * 1024 * 1024,
  timeoutMsPerFile: 20_000,
  maxImagePixels: 40_000_000,
};

/** What happened to one attachment, in input order. */
export interface ExtractedFile {
  /** The attachment's name as shown in its markers (control characters replaced, at most 255 characters). */
  name: string;
  /** MIME type decided from the bytes (e.g. "application/pdf", "text/plain"), or null when unrecognised. */
  detectedType: string | null;
  /** True when its text is in the output between start and end markers. */
  ok: boolean;
  /** Characters of extracted text (0 when it failed). */
  chars: number;
  /** Page count, for PDFs. */
  pages?: number;
  /** Why it failed: the message inside its error marker. */
  error?: string;
}

/** The extracted text and a per-file report. */
export interface ExtractionResult {
  /**
   * The spec's `extractedDocumentText`: for each file, in order, its text between
   * `--- Start of document: {name} ---` and `--- End of document: {name} ---`, or
   * `[Error extracting {name}: {message}]`; blocks separated by a blank line. "" for no files.
   */
  text: string;
  files: ExtractedFile[];
}

/** Options of {@link extractDocuments}. */
export interface ExtractDocumentsOptions {
  /** Overrides of {@link DEFAULT_DOCUMENT_LIMITS}. */
  limits?: Partial<DocumentLimits>;
  /** Read the text of images by OCR (default true); when false an image gets a note instead of text. */
  ocr?: boolean;
  /** Aborts the extraction: the running worker is terminated and the call rejects with the signal's reason. */
  signal?: AbortSignal;
}

/** The spec's start marker (§4). */
export const startMarker = (name: string) => `--- Start of document: ${name} ---`;
/** The spec's end marker (§4). */
export const endMarker = (name: string) => `--- End of document: ${name} ---`;
/** The spec's inline error marker (§4), with a message saying what is wrong in the adviser's terms. */
export const errorMarker = (name: string, message: string) => `[Error extracting ${name}: ${message}]`;

/** Replaces control characters (a newline in a name would forge a marker line) and caps the length. */
function displayName(name: string): string {
  // biome-ignore lint/suspicious/noControlCharactersInRegex: matching control characters is the point
  return name.replace(/[\u0000-\u001f\u007f-\u009f]/g, " ").slice(0, 255) || "(unnamed)";
}

/** Normalises line ends and drops control characters other than tab and newline. */
function cleanText(text: string): string {
  return (
    text
      .replace(/\r\n?/g, "\n")
      // biome-ignore lint/suspicious/noControlCharactersInRegex: stripping control characters is the point
      .replace(/[\u0000-\u0008\u000b-\u001f\u007f]/g, "")
      .trim()
  );
}

/** @throws RangeError when a limit is not a positive number (a programmer error). */
function resolveLimits(overrides: Partial<DocumentLimits> | undefined): DocumentLimits {
  const limits = { ...DEFAULT_DOCUMENT_LIMITS };
  for (const [key, value] of Object.entries(overrides ?? {}) as [keyof DocumentLimits, number | undefined][]) {
    if (value === undefined) continue;
    if (!(typeof value === "number" && value > 0 && Number.isFinite(value))) {
      throw new RangeError(`document limit ${key} must be a positive number, got ${String(value)}`);
    }
    limits[key] = value;
  }
  return limits;
}

/**
 * Extracts the text of the attachments, in order, one at a time (spec §4 markers, issue 4 item 2).
 * Never throws for a bad file: a file that is refused, breaks a limit, cannot be read or runs
 * past the time cap gets the inline error marker and the rest are still read.
 *
 * @param attachments the spec's attachments (§3): `data` is a data URL of the file's bytes.
 * @returns the marked-up text and a per-file report.
 * @throws RangeError when a limit is not a positive number.
 * @throws the signal's reason when `options.signal` aborts.
 */
export async function extractDocuments(
  attachments: TAttachment[],
  options: ExtractDocumentsOptions = {},
): Promise<ExtractionResult> {
  const limits = resolveLimits(options.limits);
  const { signal } = options;
  const ocr = options.ocr ?? true;
  const blocks: string[] = [];
  const files: ExtractedFile[] = [];
  let totalBytes = 0;
  let pagesRead = 0;

  for (const [index, attachment] of attachments.entries()) {
    signal?.throwIfAborted();
    const name = displayName(attachment.name);
    let detectedType: string | null = null;
    const fail = (error: string) => {
      blocks.push(errorMarker(name, error));
      files.push({ name, detectedType, ok: false, chars: 0, error });
    };

    if (index >= limits.maxFiles) {
      fail(`only ${limits.maxFiles} files are read per analysis and this is file ${index + 1}`);
      continue;
    }
    const decoded = decodeDataUrl(attachment.data, limits.maxFileBytes);
    if ("error" in decoded) {
      fail(decoded.error);
      continue;
    }
    const { bytes } = decoded;
    if (bytes.length > limits.maxFileBytes) {
      fail(tooLarge(bytes.length, limits.maxFileBytes));
      continue;
    }
    if (totalBytes + bytes.length > limits.maxTotalBytes) {
      fail(`the files together would exceed the ${formatBytes(limits.maxTotalBytes)} limit per analysis`);
      continue;
    }
    totalBytes += bytes.length;

    const type = await classify(name, bytes);
    detectedType = type.detectedType;
    if (!type.ok) {
      fail(type.error);
      continue;
    }

    let output: { text: string; pages?: number; note?: string };
    try {
      if (type.kind === "text") output = { text: decodeText(bytes) ?? "" };
      else if (type.kind === "svg") {
        const text = svgText(decodeText(bytes) ?? "");
        output = text ? { text } : { text: "", note: "[The SVG image has no text elements]" };
      } else {
        if (type.kind === "image") {
          const pixels = imagePixels(bytes, type.format);
          if (pixels === null) throw new ExtractionRefused("its image size could not be read from its header");
          if (pixels > limits.maxImagePixels) {
            throw new ExtractionRefused(
              `the image has ${(pixels / 1e6).toFixed(1)} megapixels; the limit is ${(limits.maxImagePixels / 1e6).toFixed(1)}`,
            );
          }
        }
        output = await extractInWorker(type.kind, bytes, {
          timeoutMs: limits.timeoutMsPerFile,
          pageBudget: limits.maxPages - pagesRead,
          maxPages: limits.maxPages,
          maxDecompressedBytes: limits.maxDecompressedBytes,
          ocr,
          signal,
        });
      }
    } catch (error) {
      if (signal?.aborted && error === signal.reason) throw error;
      fail(
        error instanceof ExtractionRefused
          ? error.message
          : `it could not be read (${error instanceof Error ? error.message : String(error)})`,
      );
      continue;
    }

    pagesRead += output.pages ?? 0;
    const text = cleanText(output.text);
    blocks.push(`${startMarker(name)}\n${text || (output.note ?? "")}\n${endMarker(name)}`);
    files.push({ name, detectedType, ok: true, chars: text.length, ...(output.pages ? { pages: output.pages } : {}) });
  }
  return { text: blocks.join("\n\n"), files };
}
