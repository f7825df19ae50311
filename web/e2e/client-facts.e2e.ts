import type { BrowserContext, Page } from "playwright-core";
import { beforeAll, describe, expect, it } from "vitest";
import {
  analyzedProject,
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  expectToast,
  screenshot,
  until,
  visible,
} from "./support/browser.ts";
import { ORIGIN_HEADER } from "./support/constants.ts";

/**
 * Issue #12 item 4: the adviser reviews the client facts read from the notes, corrects them, and
 * the analysis is recalculated as a new version; the earlier version stays readable. The SLAT
 * (a gift to a trust for the spouse) only fits a married client, so correcting the marital
 * status to single must take it out of the recommendations.
 */
const NOTES = "Married couple, ages 60 and 58. Net worth is $30 million. Two children. Want to reduce estate taxes.";
const SLAT = "spousal-lifetime-access-trust";

interface Project {
  status: string;
  analysis: { recommendations: { strategyId: string; strategy: string }[]; facts: Record<string, unknown> };
}

const browser = browserForFile();
let context: BrowserContext;
let page: Page;
let projectId: string;
let slatName: string;

beforeAll(async () => {
  const adviser = await approvedAdviser(browser(), "facts");
  context = adviser.context;
  page = adviser.page;
  projectId = await analyzedProject(context, NOTES);
  const { project } = (await (await context.request.get(`/api/projects/${projectId}`)).json()) as {
    project: Project;
  };
  const slat = project.analysis.recommendations.find((r) => r.strategyId === SLAT);
  if (!slat) throw new Error("The married couple's analysis should recommend a SLAT");
  slatName = slat.strategy;
});

const factsPanel = () => page.getByRole("region", { name: "Client facts" });
const fact = (field: string) => factsPanel().locator(`[data-field="${field}"]`);
/** The strategy names of the Strategies tab, from each item's header. */
async function strategyNames(): Promise<string> {
  await page.getByRole("tab", { name: "Strategies", exact: true }).click();
  await visible(page.getByTestId("strategy-item"));
  return (await page.getByTestId("strategy-item").allInnerTexts()).join("\n");
}

describe("the adviser reviews and corrects the client facts", () => {
  it("sees every fact read from the notes with its quote, beside the seven tabs", async () => {
    await page.goto(`/results?project=${projectId}`);
    await visible(page.getByRole("tab", { name: "Client Memo", exact: true }));
    expect(await page.getByRole("tab").count()).toBe(7);
    expect(await page.getByTestId("version-bar").innerText()).toMatch(/^Version 1 of 1 · as read from the notes/);
    const toggle = page.getByRole("button", { name: "Client facts", exact: true });
    expect(await toggle.getAttribute("aria-expanded")).toBe("false");
    await toggle.click();
    await visible(factsPanel());
    expect(await toggle.getAttribute("aria-expanded")).toBe("true");
    expect(page.url()).toContain("facts=1");

    expect(await fact("netWorthUsd").getByTestId("fact-label").innerText()).toBe("Net worth");
    expect(await fact("netWorthUsd").getByTestId("fact-value").innerText()).toBe("$30,000,000");
    expect(await fact("netWorthUsd").getByTestId("fact-quotes").innerText()).toContain("“Net worth is $30 million”");
    expect(await fact("primaryAge").getByTestId("fact-label").innerText()).toBe("Client's age");
    expect(await fact("primaryAge").getByTestId("fact-value").innerText()).toBe("60");
    expect(await fact("primaryAge").getByTestId("fact-quotes").innerText()).toContain("“ages 60 and 58”");
    expect(await fact("maritalStatus").getByTestId("fact-value").innerText()).toBe("Married");
    expect(await fact("maritalStatus").getByTestId("fact-quotes").innerText()).toContain("“Married”");
    expect(await factsPanel().getByText("Add a fact the notes lack").count()).toBe(1);
    expect(await strategyNames()).toContain(slatName);
    await expectAccessible(page, "results: client facts");
    await screenshot(page, "client-facts-panel");
  });

  it("corrects the age and the marital status, recalculates, and sees the new version without the SLAT", async () => {
    await page.goto(`/results?project=${projectId}&facts=1`);
    await visible(factsPanel());
    await fact("primaryAge").getByRole("button", { name: "Edit Client's age" }).click();
    await page.getByLabel("Client's age", { exact: true }).fill("130");
    await page.getByRole("button", { name: "Apply" }).click();
    await visible(factsPanel().getByText("Enter an age in whole years, from 0 to 120"));
    await page.getByLabel("Client's age", { exact: true }).fill("72");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(await fact("primaryAge").getByTestId("fact-value").innerText()).toBe("72");
    await fact("maritalStatus").getByRole("button", { name: "Edit Marital status" }).click();
    await page.getByLabel("Marital status", { exact: true }).selectOption("single");
    await page.getByRole("button", { name: "Apply" }).click();
    expect(await page.getByTestId("facts-changes").innerText()).toBe("To recalculate: Marital status, Client's age.");
    await expectAccessible(page, "results: client facts with staged changes");
    await screenshot(page, "client-facts-staged");

    await page.getByRole("button", { name: "Recalculate" }).click();
    await expectToast(page, "Analysis Complete", undefined, 60_000);
    await until(
      async () => /^Version 2 of 2 · corrected by you on /.test(await page.getByTestId("version-bar").innerText()),
      15_000,
      "version 2 to be shown",
    );
    expect(await strategyNames()).not.toContain(slatName);

    await page.getByRole("button", { name: "Client facts", exact: true }).click();
    await visible(factsPanel());
    expect(await fact("primaryAge").getByTestId("fact-value").innerText()).toBe("72");
    expect(await fact("primaryAge").innerText()).toContain("Corrected by you");
    // What the notes said stays beside the correction.
    expect(await fact("primaryAge").getByTestId("fact-quotes").innerText()).toContain("“ages 60 and 58”");
    expect(await fact("maritalStatus").getByTestId("fact-value").innerText()).toBe("Single");
    expect(await fact("maritalStatus").innerText()).toContain("Corrected by you");
    await expectAccessible(page, "results: recalculated version");
    await screenshot(page, "client-facts-version-2");

    const { project } = (await (await context.request.get(`/api/projects/${projectId}`)).json()) as {
      project: Project;
    };
    expect(project.analysis.facts).toMatchObject({ primaryAge: 72, maritalStatus: "single" });
    expect(project.analysis.recommendations.map((r) => r.strategyId)).not.toContain(SLAT);
  });

  it("opens the earlier version, read-only, with the original facts and the SLAT", async () => {
    await page.goto(`/results?project=${projectId}`);
    await visible(page.getByTestId("version-bar"));
    await page.getByRole("button", { name: "View earlier version" }).click();
    await page.getByRole("link", { name: "Version 1", exact: true }).click();
    await until(() => page.url().includes("version=1"), 5_000, "the address of version 1");
    await until(
      async () => /^Version 1 of 2 · as read from the notes/.test(await page.getByTestId("version-bar").innerText()),
      15_000,
      "version 1 to be shown",
    );
    expect(await page.getByText("This is an earlier version, shown read-only.").count()).toBe(1);
    expect(await strategyNames()).toContain(slatName);
    await page.getByRole("button", { name: "Client facts", exact: true }).click();
    await visible(factsPanel());
    expect(await fact("maritalStatus").getByTestId("fact-value").innerText()).toBe("Married");
    expect(await fact("primaryAge").getByTestId("fact-value").innerText()).toBe("60");
    expect(
      await factsPanel()
        .getByRole("button", { name: /^Edit / })
        .count(),
    ).toBe(0);
    expect(await factsPanel().getByRole("button", { name: "Recalculate" }).count()).toBe(0);
    await expectAccessible(page, "results: earlier version");
    await screenshot(page, "client-facts-version-1");
    await page.getByRole("link", { name: "View the latest version" }).click();
    await until(
      async () => /^Version 2 of 2/.test(await page.getByTestId("version-bar").innerText()),
      15_000,
      "the latest version",
    );
  });

  it("another adviser can neither read nor change the facts of that project (404)", async () => {
    const other = await approvedAdviser(browser(), "facts-other");
    const headers = ORIGIN_HEADER(base());
    expect((await other.context.request.get(`/api/projects/${projectId}/versions`)).status()).toBe(404);
    expect((await other.context.request.get(`/api/projects/${projectId}?version=1`)).status()).toBe(404);
    const put = await other.context.request.put(`/api/projects/${projectId}/facts`, {
      data: { facts: { maritalStatus: "married" } },
      headers,
    });
    expect(put.status()).toBe(404);
    await other.page.goto(`/results?project=${projectId}&facts=1`);
    await visible(other.page.getByRole("heading", { name: "No Analysis Available" }));
    await other.context.close();
    const mine = (await (await context.request.get(`/api/projects/${projectId}/versions`)).json()) as {
      versions: { version: number }[];
    };
    expect(mine.versions.map((v) => v.version)).toEqual([2, 1]);
  });
});
