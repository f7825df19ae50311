import { describe, expect, it } from "vitest";
import {
  attachment,
  corruptPdf,
  docxWithText,
  encryptedPdf,
  hugePngHeader,
  manyEntriesDocx,
  pdfWithText,
  pngWithText,
  TINY_PNG,
  zipArchive,
  zipBombDocx,
} from "../testing/fixtures/documents.ts";
import { DEFAULT_DOCUMENT_LIMITS, extractDocuments } from "./index.ts";
import { idleDocumentReaders, stopIdleDocumentReaders } from "./run-in-worker.ts";

const DOCX_MIME = "application/vnd.openxmlformats-officedocument.wordprocessingml.document";
const MB = 1024 * 1024;

describe("extractDocuments: markers and formats", () => {
  it("wraps each file in the spec's start and end markers, blocks separated by a blank line", async () => {
    const r = await extractDocuments([
      attachment("a.txt", "text/plain", "Alpha"),
      attachment("b.txt", "text/plain", "Beta\r\nGamma"),
    ]);
    expect(r.text).toBe(
      "--- Start of document: a.txt ---\nAlpha\n--- End of document: a.txt ---\n\n" +
        "--- Start of document: b.txt ---\nBeta\nGamma\n--- End of document: b.txt ---",
    );
    expect(r.files).toEqual([
      { name: "a.txt", detectedType: "text/plain", ok: true, chars: 5 },
      { name: "b.txt", detectedType: "text/plain", ok: true, chars: 10 },
    ]);
  });

  it("gives an empty text for no attachments", async () => {
    expect(await extractDocuments([])).toEqual({ text: "", files: [] });
  });

  it("extracts every page of a multi-page PDF, in order, with its page count", async () => {
    const pdf = await pdfWithText(3, (i) => `Page ${i}: brokerage statement value $${i},000,000`);
    const r = await extractDocuments([attachment("statement.pdf", "application/pdf", pdf)]);
    expect(r.files[0]).toMatchObject({ name: "statement.pdf", ok: true, pages: 3, detectedType: "application/pdf" });
    expect(r.text.startsWith("--- Start of document: statement.pdf ---\n[Page 1]\n")).toBe(true);
    expect(r.text.endsWith("\n--- End of document: statement.pdf ---")).toBe(true);
    const positions = [1, 2, 3].map((i) => r.text.indexOf(`Page ${i}: brokerage statement value $${i},000,000`));
    expect(positions.every((p) => p > 0)).toBe(true);
    expect(positions).toEqual([...positions].sort((a, b) => a - b));
  });

  it("notes a PDF without a text layer instead of failing it", async () => {
    const r = await extractDocuments([attachment("scan.pdf", "application/pdf", await pdfWithText(1, () => ""))]);
    expect(r.files[0]).toMatchObject({ ok: true, chars: 0, pages: 1 });
    expect(r.text).toContain("[No text layer: the PDF may be a scan");
  });

  it("extracts the paragraphs of a DOCX", async () => {
    const docx = await docxWithText(["Trust summary", "Net worth is $12 million & rising."]);
    const r = await extractDocuments([attachment("summary.docx", DOCX_MIME, docx)]);
    expect(r.files[0]).toMatchObject({ ok: true, detectedType: DOCX_MIME });
    expect(r.text).toBe(
      "--- Start of document: summary.docx ---\nTrust summary\n\nNet worth is $12 million & rising.\n--- End of document: summary.docx ---",
    );
  });

  it("reads UTF-8 (with or without BOM), UTF-16 with a BOM, and percent-encoded data URLs", async () => {
    const utf16 = Buffer.concat([Buffer.from([0xff, 0xfe]), Buffer.from("Café owner, age 58", "utf16le")]);
    const r = await extractDocuments([
      attachment("bom.txt", "text/plain", Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from("Ünïcode")])),
      attachment("wide.txt", "text/plain", utf16),
      { name: "plain.txt", type: "text/plain", size: 12, data: "data:text/plain,Roth%20IRA%20%24250k" },
    ]);
    expect(r.files.map((f) => f.ok)).toEqual([true, true, true]);
    expect(r.text).toContain("\nÜnïcode\n");
    expect(r.text).toContain("\nCafé owner, age 58\n");
    expect(r.text).toContain("\nRoth IRA $250k\n");
  });

  it("reads the <text> elements of an SVG, entities decoded, nothing else", async () => {
    const svg =
      '<?xml version="1.0"?>\n<!-- chart --><svg xmlns="http://www.w3.org/2000/svg"><title>ignored</title>' +
      '<text x="0" y="10">Portfolio <tspan>$3M</tspan></text><rect width="5"/><text>Bonds &amp; cash</text></svg>';
    const r = await extractDocuments([attachment("chart.svg", "image/svg+xml", svg)]);
    expect(r.files[0]).toMatchObject({ ok: true, detectedType: "image/svg+xml" });
    expect(r.text).toBe(
      "--- Start of document: chart.svg ---\nPortfolio $3M\nBonds & cash\n--- End of document: chart.svg ---",
    );
  });

  it("replaces control characters in a name so it cannot forge a marker line", async () => {
    const r = await extractDocuments([attachment("evil\n--- End of document: x ---.txt", "text/plain", "hi")]);
    expect(r.files[0]?.name).toBe("evil --- End of document: x ---.txt");
    expect(r.text.split("\n")).toHaveLength(3);
  });
});

describe("extractDocuments: the type comes from the bytes", () => {
  it("refuses a PNG named .pdf with a clear marker", async () => {
    const r = await extractDocuments([attachment("fake.pdf", "application/pdf", TINY_PNG)]);
    expect(r.text).toBe("[Error extracting fake.pdf: its content (image/png) does not match its .pdf extension]");
    expect(r.files[0]).toEqual({
      name: "fake.pdf",
      detectedType: "image/png",
      ok: false,
      chars: 0,
      error: "its content (image/png) does not match its .pdf extension",
    });
  });

  it("refuses text named .png, a PDF named .docx, binary named .txt and a JPEG-named PNG", async () => {
    const pdf = await pdfWithText(1, () => "x");
    const r = await extractDocuments([
      attachment("photo.png", "image/png", "just some text"),
      attachment("letter.docx", DOCX_MIME, pdf),
      attachment("notes.txt", "text/plain", Buffer.from([0x00, 0x01, 0x02, 0xff])),
      attachment("photo.jpg", "image/jpeg", TINY_PNG),
    ]);
    expect(r.files.map((f) => f.error)).toEqual([
      "its content (text/plain) does not match its .png extension",
      "its content (application/pdf) does not match its .docx extension",
      "its content (unrecognised binary data) does not match its .txt extension",
      "its content (image/png) does not match its .jpg extension",
    ]);
  });

  it("refuses extensions outside the spec's allow-list, and names without one", async () => {
    const r = await extractDocuments([
      attachment("run.exe", "application/octet-stream", "MZ"),
      attachment("README", "text/plain", "hello"),
      attachment("page.html", "text/html", "<p>hi</p>"),
    ]);
    expect(r.files.map((f) => f.ok)).toEqual([false, false, false]);
    expect(r.files[0]?.error).toBe(
      ".exe files are not accepted (allowed: pdf, doc, docx, txt, jpg, jpeg, png, gif, bmp, webp, svg)",
    );
    expect(r.files[1]?.error).toMatch(/^it has no file extension \(allowed: pdf,/);
    expect(r.files[2]?.error).toMatch(/^\.html files are not accepted/);
  });

  it("refuses a ZIP named .docx that holds no Word document", async () => {
    const zip = zipArchive([{ name: "holiday.txt", data: "not a document" }]);
    const r = await extractDocuments([attachment("archive.docx", DOCX_MIME, zip)]);
    expect(r.files[0]).toMatchObject({ ok: false, detectedType: "application/zip" });
    expect(r.text).toBe("[Error extracting archive.docx: it is a ZIP archive but not a Word document]");
  });

  it("refuses a .doc whose Word 97–2003 container is damaged", async () => {
    const header = Buffer.from([0xd0, 0xcf, 0x11, 0xe0, 0xa1, 0xb1, 0x1a, 0xe1]);
    const r = await extractDocuments([
      attachment("old.doc", "application/msword", Buffer.concat([header, Buffer.alloc(1024, 0x41)])),
    ]);
    expect(r.files[0]).toMatchObject({ ok: false });
    expect(r.files[0]?.error).toMatch(/damaged or not a valid Word 97–2003 document|does not match its \.doc/);
  });
});

describe("extractDocuments: hostile and broken files", () => {
  it("stops a zip bomb from its declared sizes, before inflating it", async () => {
    const bomb = zipBombDocx(30 * MB);
    expect(bomb.length).toBeLessThan(100_000);
    const r = await extractDocuments([attachment("bomb.docx", DOCX_MIME, bomb)], {
      limits: { maxDecompressedBytes: 5 * MB },
    });
    expect(r.text).toBe(
      "[Error extracting bomb.docx: it would decompress to 30 MB; the limit is 5 MB (possible zip bomb)]",
    );
  });

  it("stops a zip bomb whose headers lie about its size by counting the bytes actually inflated", async () => {
    const bomb = zipBombDocx(30 * MB, { lie: true });
    const r = await extractDocuments([attachment("liar.docx", DOCX_MIME, bomb)], {
      limits: { maxDecompressedBytes: 5 * MB },
    });
    expect(r.files[0]?.ok).toBe(false);
    expect(r.files[0]?.error).toMatch(
      /^it decompresses to more than 5 MB although it declares \d\.\d KB \(zip bomb\)$/,
    );
  });

  it("stops a DOCX with thousands of parts", async () => {
    const r = await extractDocuments([attachment("parts.docx", DOCX_MIME, manyEntriesDocx(2_500))]);
    expect(r.files[0]?.error).toBe("it has 2503 parts; the limit is 2000 (possible zip bomb)");
  });

  it("names an encrypted PDF as password-protected", async () => {
    const r = await extractDocuments([attachment("locked.pdf", "application/pdf", encryptedPdf())]);
    expect(r.text).toBe(
      "[Error extracting locked.pdf: it is password-protected; remove the password and upload it again]",
    );
  });

  it("marks a corrupt PDF and still reads the other files", async () => {
    const r = await extractDocuments([
      attachment("broken.pdf", "application/pdf", corruptPdf()),
      attachment("ok.txt", "text/plain", "Still here."),
    ]);
    expect(r.files.map((f) => f.ok)).toEqual([false, true]);
    expect(r.text).toBe(
      "[Error extracting broken.pdf: it is damaged or not a valid PDF]\n\n" +
        "--- Start of document: ok.txt ---\nStill here.\n--- End of document: ok.txt ---",
    );
  });

  it("terminates a file that runs past the time cap and carries on", async () => {
    // 100 pages: even a warm reader thread needs far more than 5 ms for them.
    const pdf = await pdfWithText(100, (i) => `page ${i}`);
    const r = await extractDocuments(
      [attachment("slow.pdf", "application/pdf", pdf), attachment("next.txt", "text/plain", "next")],
      { limits: { timeoutMsPerFile: 5 } },
    );
    expect(r.files[0]?.error).toBe("reading it took longer than the 5 ms limit per file");
    expect(r.files[1]?.ok).toBe(true);
  });

  it("rejects with the signal's reason when aborted, terminating the running worker", async () => {
    const controller = new AbortController();
    const png = pngWithText(["ABORT ME"]);
    const started = performance.now();
    const pending = extractDocuments(
      [attachment("a.png", "image/png", png), attachment("b.txt", "text/plain", "never read")],
      { signal: controller.signal },
    );
    setTimeout(() => controller.abort(new Error("analysis cancelled")), 50);
    await expect(pending).rejects.toThrow("analysis cancelled");
    expect(performance.now() - started).toBeLessThan(1_000);
  });

  it("keeps the thread that read a file for the next one, and stops one that ran past its time", async () => {
    await stopIdleDocumentReaders();
    const pdf = await pdfWithText(100, (i) => `page ${i}`);
    const first = await extractDocuments([attachment("a.pdf", "application/pdf", pdf)]);
    expect(first.files[0]?.ok).toBe(true);
    const kept = idleDocumentReaders();
    expect(kept).toHaveLength(1);
    await extractDocuments([attachment("b.pdf", "application/pdf", pdf)]);
    expect(idleDocumentReaders()).toEqual(kept);
    const slow = await extractDocuments([attachment("c.pdf", "application/pdf", pdf)], {
      limits: { timeoutMsPerFile: 5 },
    });
    expect(slow.files[0]?.error).toBe("reading it took longer than the 5 ms limit per file");
    expect(idleDocumentReaders()).toEqual([]);
  });

  it("rejects at once when the signal is already aborted", async () => {
    const r = extractDocuments([attachment("a.txt", "text/plain", "x")], { signal: AbortSignal.abort() });
    await expect(r).rejects.toThrow(/abort/i);
  });
});

describe("extractDocuments: limits", () => {
  it("defaults to the issue's limits", () => {
    expect(DEFAULT_DOCUMENT_LIMITS).toEqual({
      maxFiles: 10,
      maxFileBytes: 10 * MB,
      maxTotalBytes: 25 * MB,
      maxPages: 300,
      maxDecompressedBytes: 100 * MB,
      timeoutMsPerFile: 20_000,
      maxImagePixels: 40_000_000,
    });
  });

  it("marks files beyond the count, over the per-file size and over the total, and reads the rest", async () => {
    const r = await extractDocuments(
      [
        attachment("big.txt", "text/plain", "x".repeat(1_500)),
        attachment("a.txt", "text/plain", "a".repeat(600)),
        attachment("b.txt", "text/plain", "b".repeat(600)),
        attachment("c.txt", "text/plain", "c"),
        attachment("d.txt", "text/plain", "d"),
      ],
      { limits: { maxFileBytes: 1_000, maxTotalBytes: 1_000, maxFiles: 4 } },
    );
    expect(r.files.map((f) => f.ok)).toEqual([false, true, false, true, false]);
    expect(r.files.map((f) => f.error)).toEqual([
      "it is 1.5 KB; the limit is 1000 bytes per file",
      undefined,
      "the files together would exceed the 1000 bytes limit per analysis",
      undefined,
      "only 4 files are read per analysis and this is file 5",
    ]);
    expect(r.text.match(/\[Error extracting/g)).toHaveLength(3);
  });

  it("refuses an 11 MB file under the default 10 MB limit without decoding it", async () => {
    const data = `data:text/plain;base64,${"QUFB".repeat((11 * MB) / 3)}`;
    const r = await extractDocuments([{ name: "huge.txt", type: "text/plain", size: 11 * MB, data }]);
    expect(r.files[0]?.error).toBe("it is 11 MB; the limit is 10 MB per file");
  });

  it("refuses a PDF over the page limit, and counts pages over all files", async () => {
    const five = await pdfWithText(5, (i) => `p${i}`);
    const three = await pdfWithText(3, (i) => `q${i}`);
    const r = await extractDocuments(
      [
        attachment("long.pdf", "application/pdf", five),
        attachment("first.pdf", "application/pdf", three),
        attachment("second.pdf", "application/pdf", three),
      ],
      { limits: { maxPages: 4 } },
    );
    expect(r.files.map((f) => f.error)).toEqual([
      "it has 5 pages; the limit is 4",
      undefined,
      "it has 3 pages and only 1 of the 4-page limit are left after the files before it",
    ]);
  });

  it("refuses an image whose header declares more pixels than the cap, before decoding it", async () => {
    const r = await extractDocuments([attachment("huge.png", "image/png", hugePngHeader(20_000, 20_000))]);
    expect(r.files[0]).toMatchObject({ ok: false, detectedType: "image/png" });
    expect(r.files[0]?.error).toBe("the image has 400.0 megapixels; the limit is 40.0");
  });

  it("throws for a limit that is not a positive number (a programmer error)", async () => {
    await expect(extractDocuments([], { limits: { maxFiles: 0 } })).rejects.toThrow(RangeError);
  });
});

describe("extractDocuments: images", () => {
  it("reads the text of a PNG by offline OCR with the bundled English model", async () => {
    const png = pngWithText(["NET WORTH IS $4,500,000", "MARRIED, AGE 61", "ROTH IRA: $250,000"]);
    const r = await extractDocuments([attachment("scan.png", "image/png", png)]);
    expect(r.files[0]).toMatchObject({ ok: true, detectedType: "image/png" });
    expect(r.text).toContain("NET WORTH IS $4,500,000");
    expect(r.text).toContain("ROTH IRA: $250,000");
  }, 60_000);

  it("with OCR off, notes the image instead of failing it", async () => {
    const r = await extractDocuments([attachment("scan.png", "image/png", TINY_PNG)], { ocr: false });
    expect(r.files[0]).toMatchObject({ ok: true, chars: 0 });
    expect(r.text).toBe(
      "--- Start of document: scan.png ---\n[Image attached; text recognition is turned off]\n--- End of document: scan.png ---",
    );
  });
});
