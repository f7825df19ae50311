import { describe, expect, it } from "vitest";
import {
  attachment,
  docxWithText,
  hugePngHeader,
  pdfWithText,
  pngWithText,
  TINY_PNG,
  zipBombDocx,
} from "../testing/fixtures/documents.ts";
import { endMarker, extractDocuments, startMarker } from "./index.ts";

describe("extractDocuments", () => {
  it("extracts every page of a multi-page PDF between the file's markers", async () => {
    const pdf = await pdfWithText(3, (i) => `Page ${i}: brokerage statement value $${i},000,000`);
    const r = await extractDocuments([attachment("statement.pdf", "application/pdf", pdf)]);
    expect(r.files[0]).toMatchObject({ name: "statement.pdf", ok: true, pages: 3, detectedType: "application/pdf" });
    expect(r.text.startsWith(startMarker("statement.pdf"))).toBe(true);
    expect(r.text.trimEnd().endsWith(endMarker("statement.pdf"))).toBe(true);
    for (const i of [1, 2, 3]) expect(r.text).toContain(`Page ${i}: brokerage statement value $${i},000,000`);
  });

  it("extracts a DOCX", async () => {
    const docx = await docxWithText(["Trust summary", "Net worth is $12 million."]);
    const r = await extractDocuments([
      attachment("summary.docx", "application/vnd.openxmlformats-officedocument.wordprocessingml.document", docx),
    ]);
    expect(r.files[0]?.ok).toBe(true);
    expect(r.text).toContain("Net worth is $12 million.");
  });

  it("reads plain text and SVG text", async () => {
    const r = await extractDocuments([
      attachment("notes.txt", "text/plain", "Client owns rental property."),
      attachment(
        "chart.svg",
        "image/svg+xml",
        '<svg xmlns="http://www.w3.org/2000/svg"><text x="0" y="10">Portfolio $3M</text></svg>',
      ),
    ]);
    expect(r.text).toContain("Client owns rental property.");
    expect(r.text).toContain("Portfolio $3M");
  });

  it("stops a zip bomb before inflating it and marks the file", async () => {
    const bomb = await zipBombDocx(30 * 1024 * 1024);
    const r = await extractDocuments([attachment("bomb.docx", "application/octet-stream", bomb)], {
      limits: { maxDecompressedBytes: 5 * 1024 * 1024 },
    });
    expect(r.files[0]?.ok).toBe(false);
    expect(r.text).toMatch(/\[Error extracting bomb\.docx: .*zip bomb/);
  });

  it("decides the type by the bytes: a PNG named .pdf is refused with a clear message", async () => {
    const r = await extractDocuments([attachment("fake.pdf", "application/pdf", TINY_PNG)]);
    expect(r.text).toBe("[Error extracting fake.pdf: its content (image/png) does not match its .pdf extension]");
  });

  it("a corrupt PDF gives an error marker and the other files still go through", async () => {
    const corrupt = Buffer.concat([Buffer.from("%PDF-1.7\n"), Buffer.alloc(2000, 7)]);
    const r = await extractDocuments([
      attachment("broken.pdf", "application/pdf", corrupt),
      attachment("ok.txt", "text/plain", "Still here."),
    ]);
    expect(r.files.map((f) => f.ok)).toEqual([false, true]);
    expect(r.text).toMatch(/\[Error extracting broken\.pdf: .+\]/);
    expect(r.text).toContain("Still here.");
  });

  it("refuses extensions outside the allow-list and files beyond the limits", async () => {
    const r = await extractDocuments(
      [
        attachment("run.exe", "application/octet-stream", "MZ"),
        attachment("big.txt", "text/plain", "x".repeat(2_000)),
        attachment("a.txt", "text/plain", "a"),
        attachment("b.txt", "text/plain", "b"),
      ],
      { limits: { maxFileBytes: 1_000, maxFiles: 3 } },
    );
    expect(r.files.map((f) => f.ok)).toEqual([false, false, true, false]);
    expect(r.files[0]?.error).toMatch(/\.exe files are not accepted/);
    expect(r.files[1]?.error).toMatch(/limit is 0 MB per file|limit/);
    expect(r.files[3]?.error).toMatch(/only 3 files/);
  });

  it("refuses an image whose pixel count exceeds the cap before decoding it", async () => {
    const r = await extractDocuments([attachment("huge.png", "image/png", hugePngHeader(20_000, 20_000))]);
    expect(r.files[0]?.error).toMatch(/megapixels/);
  });

  it("reads the text of a PNG by offline OCR (bundled English data)", async () => {
    const png = await pngWithText(["Net worth is $4,500,000", "Married, age 61"]);
    const r = await extractDocuments([attachment("scan.png", "image/png", png)]);
    expect(r.files[0]).toMatchObject({ ok: true, detectedType: "image/png" });
    expect(r.text).toContain("Net worth is $4,500,000");
  }, 60_000);

  it("with OCR off an image is noted, not failed", async () => {
    const r = await extractDocuments([attachment("scan.png", "image/png", TINY_PNG)], { ocr: false });
    expect(r.files[0]?.ok).toBe(true);
    expect(r.text).toContain("text recognition is turned off");
  });

  it("a PDF over the page limit is refused", async () => {
    const pdf = await pdfWithText(5, (i) => `p${i}`);
    const r = await extractDocuments([attachment("long.pdf", "application/pdf", pdf)], { limits: { maxPages: 3 } });
    expect(r.files[0]?.error).toMatch(/5 pages; the limit is 3/);
  });
});
