import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Slots } from "../jobs/slots.ts";

/** The file kinds extracted off the main thread (plain text and SVG are read inline). */
export type WorkerKind = "pdf" | "docx" | "doc" | "image";

/** What worker.mjs receives as `workerData`. Sizes in bytes. */
interface ExtractionJob {
  kind: WorkerKind;
  /** The file; transferred, so the worker owns it (pdf.js detaches its input). */
  bytes: Uint8Array;
  /** Pages this file may still have: the request's page limit less the pages of the files before it. */
  pageBudget: number;
  /** The request's page limit, for the message. */
  maxPages: number;
  maxDecompressedBytes: number;
  maxZipEntries: number;
  ocr: boolean;
  /** Folder of eng.traineddata.gz, or null when OCR is not needed. */
  langPath: string | null;
}

/** What worker.mjs posts back, once. */
type ExtractionReply = { ok: true; text: string; pages?: number; note?: string } | { ok: false; error: string };

/** A file the worker read: its text, its page count (PDF), and a note to show when the text is empty. */
export interface WorkerOutput {
  text: string;
  pages?: number;
  note?: string;
}

/**
 * An extraction failure whose message is written for the adviser; it becomes the spec's inline
 * error marker (spec §4 "Client-side text extraction per file").
 */
export class ExtractionRefused extends Error {
  override name = "ExtractionRefused";
}

/** A DOCX has a few dozen parts; thousands means a crafted archive. */
const MAX_ZIP_ENTRIES = 2_000;
/**
 * Heap cap of a worker, in MB. A 10 MB PDF needs far less; a crafted one that would need more is
 * stopped with ERR_WORKER_OUT_OF_MEMORY instead of taking the server's memory.
 */
const WORKER_HEAP_MB = 512;

// A plain .mjs entry (no TypeScript in the thread): loads identically under tsx, vitest and node.
const WORKER_URL = new URL("./worker.mjs", import.meta.url);
const require = createRequire(import.meta.url);
let langPathCache: string | null = null;

/** The folder holding the bundled English model (@tesseract.js-data/eng 4.0.0_best_int). */
function tesseractLangPath(): string {
  langPathCache ??= path.dirname(require.resolve("@tesseract.js-data/eng/4.0.0_best_int/eng.traineddata.gz"));
  return langPathCache;
}

/**
 * The bounded pool of document readers (issue #15): at most this many extraction worker threads
 * (PDF, DOCX, OCR) run at once in the process, whoever asks; the others wait their turn, first
 * come first served, before their time limit starts. Set from DOCUMENT_CONCURRENCY.
 */
let readers = new Slots(1);

/** Sets how many files are read at once in the process (config DOCUMENT_CONCURRENCY). @throws RangeError below 1. */
export function configureDocumentReaders(concurrency: number): void {
  if (concurrency !== readers.size) readers = new Slots(concurrency);
}

/** Files being read now and the pool's size (for tests and diagnostics). */
export function documentReaders(): { reading: number; size: number } {
  return { reading: readers.inUse, size: readers.size };
}

/** Limits of one extraction: time (ms), pages, decompressed bytes, OCR, and an abort signal. */
export interface ExtractionOptions {
  timeoutMs: number;
  pageBudget: number;
  maxPages: number;
  maxDecompressedBytes: number;
  ocr: boolean;
  signal?: AbortSignal;
}

/**
 * Extracts one file in a fresh worker thread, once the reader pool has room
 * ({@link configureDocumentReaders}); the thread is terminated after `timeoutMs` or when `signal` aborts.
 * @param options.pageBudget pages this file may have (see {@link ExtractionJob.pageBudget}).
 * @throws ExtractionRefused for a file that cannot be read, breaks a limit or runs past the time cap.
 * @throws the signal's reason when `signal` aborts.
 */
export function extractInWorker(kind: WorkerKind, bytes: Buffer, options: ExtractionOptions): Promise<WorkerOutput> {
  return readers.run(() => extractNow(kind, bytes, options), options.signal);
}

function extractNow(kind: WorkerKind, bytes: Buffer, options: ExtractionOptions): Promise<WorkerOutput> {
  const { signal } = options;
  if (signal?.aborted) return Promise.reject(signal.reason);
  const copy = new Uint8Array(bytes);
  const job: ExtractionJob = {
    kind,
    bytes: copy,
    pageBudget: options.pageBudget,
    maxPages: options.maxPages,
    maxDecompressedBytes: options.maxDecompressedBytes,
    maxZipEntries: MAX_ZIP_ENTRIES,
    ocr: options.ocr,
    langPath: kind === "image" && options.ocr ? tesseractLangPath() : null,
  };
  return new Promise<WorkerOutput>((resolve, reject) => {
    const worker = new Worker(WORKER_URL, {
      workerData: job,
      transferList: [copy.buffer],
      resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
      // Extraction libraries warn on stderr about fonts and malformed input; the result says enough.
      stderr: true,
      stdout: true,
    });
    worker.stderr.resume();
    worker.stdout.resume();
    let settled = false;
    const finish = (outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      void worker.terminate();
      outcome();
    };
    const onAbort = () => finish(() => reject(signal?.reason));
    const timer = setTimeout(
      () =>
        finish(() =>
          reject(
            new ExtractionRefused(`reading it took longer than the ${formatSeconds(options.timeoutMs)} limit per file`),
          ),
        ),
      options.timeoutMs,
    );
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.once("message", (reply: ExtractionReply) =>
      finish(() =>
        reply.ok
          ? resolve({ text: reply.text, pages: reply.pages, note: reply.note })
          : reject(new ExtractionRefused(reply.error)),
      ),
    );
    worker.once("error", (error: Error & { code?: string }) =>
      finish(() =>
        reject(
          new ExtractionRefused(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? "reading it needed more memory than allowed"
              : `it could not be read (${error.message})`,
          ),
        ),
      ),
    );
    worker.once("exit", (code) =>
      finish(() => reject(new ExtractionRefused(`it could not be read (the reader stopped with code ${code})`))),
    );
  });
}

/** "20 s", "1.5 s", "250 ms". */
export function formatSeconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
