import { ZAnalysisResult } from "@fsa/shared";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { loadSampleNotes, SAMPLE_EXPECTED_FACTS } from "../analysis/samples.ts";
import { attachment, docxWithText, pdfWithText } from "../testing/fixtures/documents.ts";
import { createHarness, type Harness, type TestUser, waitForProject } from "../testing/harness.ts";
import { openaiHandlers } from "../testing/mocks/openai.ts";

/**
 * Issue 4 "Done when": every sample note, sent as a PDF and as a DOCX (with only a one-line note
 * typed), gives a completed analysis whose facts match the notes — with no model, and with the
 * model mocked.
 */
const samples = loadSampleNotes();
const server = setupServer(...openaiHandlers("good").handlers);

async function wrap(text: string) {
  // Lines of at most ~90 characters so the PDF page holds them.
  const lines = text.match(/.{1,90}(\s|$)/g)?.map((l) => l.trim()) ?? [text];
  return {
    pdf: attachment("client-summary.pdf", "application/pdf", await pdfWithText(1, () => lines.join("\n"))),
    docx: attachment(
      "client-summary.docx",
      "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
      await docxWithText([text]),
    ),
  };
}

describe.each([
  ["catalogue engine", {} as Record<string, string>],
  ["model mocked", { OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-test" }],
])("samples as documents — %s", (_label, env) => {
  let h: Harness;
  let user: TestUser;
  beforeAll(async () => {
    server.listen({ onUnhandledRequest: "bypass" });
    h = await createHarness({ env: { ADMIN_EMAILS: "a@example.com", ...env } });
    user = await h.signUp("a@example.com");
  });
  afterAll(async () => {
    await h.close();
    server.close();
  });

  it.each(samples)(
    "%s as PDF and as DOCX",
    async (file, text) => {
      const { pdf, docx } = await wrap(text);
      for (const doc of [pdf, docx]) {
        const res = await h.request("/api/projects", {
          method: "POST",
          user,
          json: { notes: "Client summary attached.", attachments: [doc] },
        });
        expect(res.status).toBe(202);
        const { project } = (await res.json()) as { project: { id: string } };
        const done = (await waitForProject(h, user, project.id, 30_000)) as unknown as {
          status: string;
          analysis: unknown;
          extractedDocumentText: string;
        };
        expect(done.status, doc.name).toBe("completed");
        expect(done.extractedDocumentText).toContain("--- Start of document: client-summary");
        const analysis = ZAnalysisResult.parse(done.analysis);
        expect(analysis.facts, `${file} via ${doc.name}`).toMatchObject(SAMPLE_EXPECTED_FACTS[file] ?? {});
        if (env.OPENAI_API_KEY) expect(analysis.meta.engine).toBe("gpt-test");
      }
    },
    60_000,
  );
});
