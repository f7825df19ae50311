import { createRequire } from "node:module";
import path from "node:path";
import { Worker } from "node:worker_threads";
import { Slots } from "../jobs/slots.ts";

/** The file kinds extracted off the main thread (plain text and SVG are read inline). */
export type WorkerKind = "pdf" | "docx" | "doc" | "image";

/** What worker.mjs receives, one message per file. Sizes in bytes. */
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
 * Extracts one file in a reader thread, once the reader pool has room
 * ({@link configureDocumentReaders}); the thread is terminated after `timeoutMs` or when `signal` aborts.
 * @param options.pageBudget pages this file may have (see {@link ExtractionJob.pageBudget}).
 * @throws ExtractionRefused for a file that cannot be read, breaks a limit or runs past the time cap.
 * @throws the signal's reason when `signal` aborts.
 */
export function extractInWorker(kind: WorkerKind, bytes: Buffer, options: ExtractionOptions): Promise<WorkerOutput> {
  return readers.run(() => extractNow(kind, bytes, options), options.signal);
}

/**
 * Files a reader thread reads before it is replaced by a fresh one, so whatever a library keeps
 * between files (pdf.js font and CMap caches) cannot pile up.
 */
const FILES_PER_THREAD = 50;
/** An idle reader thread is stopped after this long (ms) without a file. */
const IDLE_THREAD_MS = 60_000;

/** A loaded reader thread and how many files it has read. */
interface ReaderThread {
  worker: Worker;
  files: number;
  idleTimer?: NodeJS.Timeout;
}

/**
 * Loaded reader threads waiting for their next file (issue #15: starting a thread and loading
 * pdf.js cost more than reading a 100-page PDF). Unref'd, so they never keep the process alive.
 */
const idleThreads: ReaderThread[] = [];

function spawnReader(): ReaderThread {
  const worker = new Worker(WORKER_URL, {
    resourceLimits: { maxOldGenerationSizeMb: WORKER_HEAP_MB },
    // Extraction libraries warn on stderr about fonts and malformed input; the result says enough.
    stderr: true,
    stdout: true,
  });
  worker.stderr.resume();
  worker.stdout.resume();
  const thread: ReaderThread = { worker, files: 0 };
  // A thread that dies while idle is forgotten.
  worker.once("exit", () => forgetIdle(thread));
  return thread;
}

function forgetIdle(thread: ReaderThread): void {
  const index = idleThreads.indexOf(thread);
  if (index >= 0) idleThreads.splice(index, 1);
  clearTimeout(thread.idleTimer);
}

/** Keeps a thread that read its file normally for the next one, up to the pool's size. */
function keepReader(thread: ReaderThread): void {
  if (thread.files >= FILES_PER_THREAD || idleThreads.length >= readers.size) {
    void thread.worker.terminate();
    return;
  }
  thread.worker.unref();
  thread.idleTimer = setTimeout(() => {
    forgetIdle(thread);
    void thread.worker.terminate();
  }, IDLE_THREAD_MS);
  thread.idleTimer.unref();
  idleThreads.push(thread);
}

/** The thread ids of the loaded reader threads waiting for a file (tests and diagnostics). */
export function idleDocumentReaders(): number[] {
  return idleThreads.map((thread) => thread.worker.threadId);
}

/** Stops the idle reader threads (tests; a server lets them go with the process). */
export async function stopIdleDocumentReaders(): Promise<void> {
  const threads = idleThreads.splice(0);
  await Promise.all(
    threads.map((thread) => {
      clearTimeout(thread.idleTimer);
      return thread.worker.terminate();
    }),
  );
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
  const thread = idleThreads.pop() ?? spawnReader();
  forgetIdle(thread);
  const { worker } = thread;
  worker.ref();
  thread.files++;
  return new Promise<WorkerOutput>((resolve, reject) => {
    let settled = false;
    /** `reusable`: the thread answered normally and can take the next file; otherwise it is stopped. */
    const finish = (reusable: boolean, outcome: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      signal?.removeEventListener("abort", onAbort);
      worker.off("message", onMessage);
      worker.off("error", onError);
      worker.off("exit", onExit);
      if (reusable) keepReader(thread);
      else void worker.terminate();
      outcome();
    };
    const onAbort = () => finish(false, () => reject(signal?.reason));
    const timer = setTimeout(
      () =>
        finish(false, () =>
          reject(
            new ExtractionRefused(`reading it took longer than the ${formatSeconds(options.timeoutMs)} limit per file`),
          ),
        ),
      options.timeoutMs,
    );
    const onMessage = (reply: ExtractionReply) =>
      finish(true, () =>
        reply.ok
          ? resolve({ text: reply.text, pages: reply.pages, note: reply.note })
          : reject(new ExtractionRefused(reply.error)),
      );
    const onError = (error: Error & { code?: string }) =>
      finish(false, () =>
        reject(
          new ExtractionRefused(
            error.code === "ERR_WORKER_OUT_OF_MEMORY"
              ? "reading it needed more memory than allowed"
              : `it could not be read (${error.message})`,
          ),
        ),
      );
    const onExit = (code: number) =>
      finish(false, () => reject(new ExtractionRefused(`it could not be read (the reader stopped with code ${code})`)));
    signal?.addEventListener("abort", onAbort, { once: true });
    worker.on("message", onMessage);
    worker.once("error", onError);
    worker.once("exit", onExit);
    worker.postMessage(job, [copy.buffer]);
  });
}

/** "20 s", "1.5 s", "250 ms". */
export function formatSeconds(ms: number): string {
  if (ms < 1000) return `${ms} ms`;
  const seconds = ms / 1000;
  return `${Number.isInteger(seconds) ? seconds : seconds.toFixed(1)} s`;
}
