// Extraction worker: one file at a time per worker thread, so a hostile file is stopped by
// terminating the thread (api/src/documents/run-in-worker.ts); a thread that answered is kept for
// the next file, with pdf.js loaded and warm. Plain ESM importing only packages, so it loads the
// same under tsx (dev, bench), vitest and plain node, with no TypeScript loader in the thread.
// Input: one ExtractionJob message per file; output: one ExtractionReply message each (types in
// run-in-worker.ts). Messages in errors are written for the adviser: they end up in the spec's
// inline error marker (spec §4 "Client-side text extraction per file").
import { setPriority } from "node:os";
import { parentPort } from "node:worker_threads";
import { checkZip } from "./zip-guard.mjs";

// Below the server's own thread (issue #15: several analyses and readers run at once): on Linux a
// thread has a nice value of its own, so the HTTP thread keeps answering while these use the cores.
// Nice 5 weighs a third of the server's thread; elsewhere setPriority would slow the whole process.
if (process.platform === "linux") {
  try {
    setPriority(5);
  } catch {
    // Not allowed in this container: the threads keep the server's priority.
  }
}

/** An Error whose message is already adviser-readable. */
class Refused extends Error {
  name = "Refused";
}

async function pdf(job) {
  const { getDocumentProxy, extractText } = await import("unpdf");
  let doc;
  try {
    // pdf.js detaches its input: job.bytes is this thread's own copy. isEvalSupported: false
    // closes CVE-2024-4367's path (PLATFORM-NOTES.md "Documents").
    doc = await getDocumentProxy(job.bytes, { isEvalSupported: false, verbosity: 0, stopAtErrors: false });
  } catch (error) {
    if (error?.name === "PasswordException") {
      throw new Refused("it is password-protected; remove the password and upload it again");
    }
    throw new Refused("it is damaged or not a valid PDF");
  }
  const pages = doc.numPages;
  if (pages > job.pageBudget) {
    throw new Refused(
      job.pageBudget === job.maxPages
        ? `it has ${pages} pages; the limit is ${job.maxPages}`
        : `it has ${pages} pages and only ${job.pageBudget} of the ${job.maxPages}-page limit are left after the files before it`,
    );
  }
  let text;
  try {
    ({ text } = await extractText(doc, { mergePages: false }));
  } finally {
    // The thread reads the next file too: free this document's pages and fonts.
    await doc.destroy().catch(() => {});
  }
  const body = text
    .map((pageText, i) => (pageText.trim() ? `[Page ${i + 1}]\n${pageText.trim()}` : ""))
    .filter(Boolean)
    .join("\n\n");
  return {
    text: body,
    pages,
    ...(body ? {} : { note: "[No text layer: the PDF may be a scan, and scanned PDF pages are not read]" }),
  };
}

async function docx(job) {
  const zip = Buffer.from(job.bytes.buffer, job.bytes.byteOffset, job.bytes.byteLength);
  const { names } = await checkZip(zip, { maxEntries: job.maxZipEntries, maxInflatedBytes: job.maxDecompressedBytes });
  if (!names.includes("word/document.xml")) throw new Refused("it is a ZIP archive but not a Word document");
  const mammoth = (await import("mammoth")).default;
  try {
    return { text: (await mammoth.extractRawText({ buffer: zip })).value };
  } catch {
    throw new Refused("it is damaged or not a valid Word document");
  }
}

async function doc(job) {
  const WordExtractor = (await import("word-extractor")).default;
  try {
    const extracted = await new WordExtractor().extract(Buffer.from(job.bytes));
    return { text: extracted.getBody() };
  } catch {
    throw new Refused("it is damaged or not a valid Word 97–2003 document");
  }
}

async function image(job) {
  if (!job.ocr) return { text: "", note: "[Image attached; text recognition is turned off]" };
  const { createWorker, OEM } = await import("tesseract.js");
  // Offline: the English LSTM model from @tesseract.js-data/eng, core and worker from
  // node_modules; cacheMethod "none" so nothing is written (PLATFORM-NOTES.md "Documents").
  const worker = await createWorker("eng", OEM.LSTM_ONLY, {
    langPath: job.langPath,
    gzip: true,
    cacheMethod: "none",
  });
  try {
    const { data } = await worker.recognize(Buffer.from(job.bytes));
    return data.text.trim() ? { text: data.text } : { text: "", note: "[No text was recognised in the image]" };
  } catch {
    throw new Refused("the image could not be decoded for text recognition");
  } finally {
    await worker.terminate();
  }
}

const handlers = { pdf, docx, doc, image };

parentPort.on("message", async (job) => {
  try {
    const handler = handlers[job.kind];
    if (!handler) throw new Error(`no extractor for ${job.kind}`);
    parentPort.postMessage({ ok: true, ...(await handler(job)) });
  } catch (error) {
    const adviserReadable = error?.name === "Refused" || error?.name === "ZipRefused";
    parentPort.postMessage({
      ok: false,
      error: adviserReadable ? error.message : `it could not be read (${error?.message ?? String(error)})`,
    });
  }
});
