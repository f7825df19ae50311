import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { createHarness, type Harness } from "../testing/harness.ts";

/** Issue #17: the Teams manifest's privacyUrl and termsOfUseUrl (`<PUBLIC_URL>/privacy`, `/terms`) lead to real pages. */
let h: Harness;
let withModel: Harness;
beforeAll(async () => {
  h = await createHarness({ worker: false });
  withModel = await createHarness({ worker: false, env: { OPENAI_API_KEY: "sk-test", OPENAI_MODEL: "gpt-test-mini" } });
});
afterAll(async () => {
  await h.close();
  await withModel.close();
});

describe("GET /privacy and /terms", () => {
  it("serve their pages to anyone, naming the deployment", async () => {
    for (const [path, title] of [
      ["/privacy", "Privacy notice"],
      ["/terms", "Terms of use"],
    ] as const) {
      const res = await h.request(path);
      expect(res.status, path).toBe(200);
      expect(res.headers.get("content-type")).toMatch(/^text\/html/);
      const html = await res.text();
      expect(html).toContain(`<h1>${title}</h1>`);
      expect(html).toContain("localhost:3999");
      expect(html).not.toMatch(/<script/);
    }
  });

  it("say whether notes go to a language model, from the deployment's configuration", async () => {
    expect(await (await h.request("/privacy")).text()).toContain("uses no language model");
    const html = await (await withModel.request("/privacy")).text();
    expect(html).toContain("uses a language model (gpt-test-mini)");
    expect(html).toContain("masked");
  });

  it("are not the web app's not-found page", async () => {
    expect(await (await h.request("/terms")).text()).not.toMatch(/Not found/i);
  });
});
