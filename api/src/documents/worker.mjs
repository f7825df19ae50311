// Extraction worker (plain ESM so it loads the same under tsx, vitest and node): one file per
// worker, so a hostile file can be stopped by terminating the thread (api/src/documents/index.ts).
import { parentPort, workerData } from "node:worker_threads";

const { kind, bytes, maxPages, maxDecompressedBytes, ocr, langPath, cachePath } = workerData;

async function pdf(data) {
  const { getDocumentProxy, extractText } = await import("unpdf");
  const doc = await getDocumentProxy(new Uint8Array(data), { isEvalSupported: false });
  if (doc.numPages > maxPages) throw new Error(`it has ${doc.numPages} pages; the limit is ${maxPages}`);
  const { text } = await extractText(doc, { mergePages: false });
  return { text: text.map((t, i) => `[Page ${i + 1}]\n${t}`).join("\n\n"), pages: doc.numPages };
}

async function docx(data) {
  const JSZip = (await import("jszip")).default;
  const zip = await JSZip.loadAsync(data);
  const entries = Object.values(zip.files);
  if (entries.length > 2_000) throw new Error("the document has too many parts (possible zip bomb)");
  let declared = 0;
  for (const e of entries) declared += e._data?.uncompressedSize ?? 0;
  if (declared > maxDecompressedBytes)
    throw new Error("the document would decompress beyond the size limit (possible zip bomb)");
  // Count real inflated bytes too: declared sizes can lie.
  let inflated = 0;
  for (const e of entries) {
    if (e.dir) continue;
    await new Promise((resolve, reject) => {
      e.nodeStream("nodebuffer")
        .on("data", (chunk) => {
          inflated += chunk.length;
          if (inflated > maxDecompressedBytes)
            reject(new Error("the document decompresses beyond the size limit (possible zip bomb)"));
        })
        .on("end", resolve)
        .on("error", reject);
    });
  }
  const mammoth = (await import("mammoth")).default;
  const result = await mammoth.extractRawText({ buffer: Buffer.from(data) });
  return { text: result.value };
}

async function doc(data) {
  const WordExtractor = (await import("word-extractor")).default;
  const extracted = await new WordExtractor().extract(Buffer.from(data));
  return { text: extracted.getBody() };
}

async function image(data) {
  if (!ocr) return { text: "", note: "Image attached; text recognition is turned off." };
  const { createWorker, OEM } = await import("tesseract.js");
  const worker = await createWorker("eng", OEM.LSTM_ONLY, { langPath, gzip: true, cachePath, cacheMethod: "none" });
  try {
    const { data: result } = await worker.recognize(Buffer.from(data));
    return { text: result.text };
  } finally {
    await worker.terminate();
  }
}

const handlers = { pdf, docx, doc, image };
try {
  const handler = handlers[kind];
  if (!handler) throw new Error(`no extractor for ${kind}`);
  parentPort.postMessage({ ok: true, ...(await handler(bytes)) });
} catch (error) {
  parentPort.postMessage({ ok: false, error: error instanceof Error ? error.message : String(error) });
}
