import { ZAnalysisResult } from "@fsa/shared";
import { setupServer } from "msw/node";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness, type TestUser, waitForProject } from "../testing/harness.ts";
import { openaiHandlers } from "../testing/mocks/openai.ts";

const { handlers } = openaiHandlers("good");
const server = setupServer(...handlers);
let h: Harness;
let user: TestUser;

beforeAll(async () => {
  server.listen({ onUnhandledRequest: "bypass" });
  h = await createHarness({
    env: { ADMIN_EMAILS: "a@example.com", OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-test" },
  });
  user = await h.signUp("a@example.com");
});
afterAll(async () => {
  await h.close();
  server.close();
});

describe("a project analysed with the model configured", () => {
  it("completes, says which engine wrote it, keeps the raw reply and the usage", async () => {
    const health = (await (await h.request("/api/health")).json()) as { llm: { provider: string; model: string } };
    expect(health.llm).toEqual({ provider: "openai", model: "gpt-test" });
    const res = await h.request("/api/projects", {
      method: "POST",
      user,
      json: {
        notes: "Married couple, ages 60 and 58. Net worth is $30 million. Two children. Want to reduce estate taxes.",
      },
    });
    const { project } = (await res.json()) as { project: { id: string } };
    const done = (await waitForProject(h, user, project.id)) as unknown as {
      analysis: unknown;
      rawLlmResponse: string;
    };
    const analysis = ZAnalysisResult.parse(done.analysis);
    expect(analysis.meta.engine).toBe("gpt-test");
    expect(analysis.meta.llmUsage?.calls).toBe(2);
    expect(done.rawLlmResponse).toContain("Model-written");

    const first = analysis.recommendations[0];
    const exp = await h.request(`/api/projects/${project.id}/explanations`, {
      method: "POST",
      user,
      json: { strategyId: first?.strategyId },
    });
    const body = (await exp.json()) as {
      engine: string;
      explanation: { strategyOverview: { title: string } };
      rawResponse: string;
    };
    expect(body.engine).toBe("gpt-test");
    expect(body.explanation.strategyOverview.title).toMatch(/^Model-written: /);
    expect(body.rawResponse).toContain("Model-written");
  });
});
