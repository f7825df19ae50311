import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { sql } from "drizzle-orm";
import { describe, expect, it } from "vitest";
import { openDatabase } from "../../api/src/db/client.ts";
import {
  analyzedProject,
  approvedAdviser,
  browserForFile,
  expectAccessible,
  expectToast,
  holdRequests,
  screenshot,
  until,
  visible,
} from "./support/browser.ts";
import { ORIGIN_HEADER, PASSWORD, sampleNote } from "./support/constants.ts";
import { outboxLink } from "./support/outbox.ts";
import { startOwnServer } from "./support/own-server.ts";

/** Spec §2 "Client Workspace", §4 "Project status", "How the workspace opens a saved project", §5, §9; issue 5 "Client Workspace". */

const browser = browserForFile();

describe("Client Workspace", () => {
  it("empty state for a new adviser", async () => {
    const { page, context } = await approvedAdviser(browser(), "empty");
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "No client analyses yet" }));
    expect(
      await page.getByText("Start by analyzing your first client above to see strategy recommendations.").count(),
    ).toBe(1);
    expect(await page.getByTestId("workspace-count").innerText()).toBe("0 client analyses");
    await context.close();
  });

  it("4 skeleton cards while loading, then a 2-column grid of cards with the spec's fields", async () => {
    const { page, context } = await approvedAdviser(browser(), "grid");
    await analyzedProject(context, sampleNote("estate-couple"));
    await analyzedProject(context, sampleNote("founder-pre-ipo"));
    await analyzedProject(context, sampleNote("dentist-practice"));
    const list = await holdRequests(page, "**/api/projects", "GET");
    await page.goto("/");
    await visible(page.getByTestId("workspace-loading"));
    expect(await page.getByTestId("workspace-skeleton").count()).toBe(4);
    await list.release();
    const grid = await visible(page.getByTestId("workspace-grid"));
    expect(await page.getByTestId("workspace-count").innerText()).toBe("3 client analyses");
    const columns = await grid.evaluate((e) => getComputedStyle(e).gridTemplateColumns.split(" ").length);
    expect(columns).toBe(2);
    const cards = page.getByTestId("project-card");
    expect(await cards.count()).toBe(3);
    // Newest first: the dentist's notes were analysed last.
    const first = cards.first();
    const couple = cards.filter({ hasText: "$9,400,000" });
    expect(await couple.count()).toBe(1);
    const badge = couple.getByTestId("status-badge");
    expect(await badge.innerText()).toBe("Completed");
    expect(await badge.getAttribute("data-variant")).toBe("success");
    expect(await badge.evaluate((e) => getComputedStyle(e).backgroundColor)).toBe("rgb(21, 128, 61)");
    expect(await couple.getByTestId("strategy-count").innerText()).toMatch(/^\d+ recommended$/);
    expect(await couple.getByText("Net Worth", { exact: true }).count()).toBe(1);
    expect(await couple.getByText("Strategies", { exact: true }).count()).toBe(1);
    const description = couple.getByTestId("project-description");
    expect(await description.evaluate((e) => getComputedStyle(e).webkitLineClamp)).toBe("2");
    expect(await couple.getByText(/^Created \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/).count()).toBe(1);
    expect(await first.getByRole("button", { name: /View Details/ }).count()).toBe(1);
    await expectAccessible(page, "workspace");
    await screenshot(page, "workspace");

    // View Details opens /results with the saved analysis (spec §4).
    await couple.getByRole("button", { name: /View Details/ }).click();
    await page.waitForURL(/\/results\?project=/);
    await visible(page.getByRole("tab", { name: "Client Memo" }));
    expect(await page.getByTestId("generated-at").innerText()).toMatch(
      /^Generated: \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/,
    );
    expect(await page.getByTestId("client-notes").innerText()).toContain("living in Richmond, Virginia");
    const state = await page.evaluate(() => (window.history.state as { usr?: Record<string, unknown> }).usr);
    for (const key of [
      "analysis",
      "clientNotes",
      "extractedDocumentText",
      "projectName",
      "projectDescription",
      "timestamp",
      "rawResponse",
    ]) {
      expect(state && key in state, key).toBe(true);
    }
    expect(state?.isLoading).toBe(false);
    await context.close();
  });

  it("status badges and Net Worth 0 as Not specified; a failed analysis offers Retry", async () => {
    const { page, context } = await approvedAdviser(browser(), "statuses");
    const id = await analyzedProject(context, sampleNote("farm-family"));
    const real = (await (await context.request.get("/api/projects")).json()) as { projects: Record<string, unknown>[] };
    const template = real.projects[0] ?? {};
    const make = (over: Record<string, unknown>) => ({ ...template, ...over });
    let retried = false;
    await page.route("**/api/projects", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({
            json: {
              projects: [
                make({
                  id,
                  name: "Failed client",
                  status: retried ? "pending" : "failed",
                  stage: "failed",
                  error: "The document could not be read.",
                }),
                make({ id: "p-pending", name: "Pending client", status: "pending", stage: "queued", netWorth: 0 }),
                make({ id: "p-processing", name: "Processing client", status: "processing", stage: "figures" }),
              ],
            },
          })
        : route.fallback(),
    );
    await page.route(`**/api/projects/${id}/retry`, (route) => {
      retried = true;
      return route.fulfill({ json: { project: { ...template, id, status: "pending", stage: "queued" } } });
    });
    await page.goto("/");
    const cards = page.getByTestId("project-card");
    await visible(cards.first());
    const badgeOf = (name: string) => cards.filter({ hasText: name }).getByTestId("status-badge");
    expect(await badgeOf("Failed client").innerText()).toBe("Failed");
    expect(await badgeOf("Failed client").getAttribute("data-variant")).toBe("destructive");
    expect(await badgeOf("Pending client").innerText()).toBe("Pending");
    expect(await badgeOf("Pending client").getAttribute("data-variant")).toBe("default");
    expect(await badgeOf("Processing client").innerText()).toBe("Processing");
    expect(await badgeOf("Processing client").getAttribute("data-variant")).toBe("muted");
    expect(await cards.filter({ hasText: "Pending client" }).getByTestId("net-worth").innerText()).toBe(
      "Not specified",
    );
    expect(await cards.filter({ hasText: "Processing client" }).getByText("Stage: Computing the figures").count()).toBe(
      1,
    );
    expect(await cards.filter({ hasText: "Pending client" }).getByRole("button", { name: /Retry/ }).count()).toBe(0);
    await expectAccessible(page, "workspace statuses");
    await screenshot(page, "workspace-statuses");
    await cards.filter({ hasText: "Failed client" }).getByRole("button", { name: /Retry/ }).click();
    await expectToast(page, "Analysis restarted");
    await until(
      async () => (await badgeOf("Failed client").innerText()) === "Pending",
      10_000,
      "the retried card to show Pending",
    );
    await context.close();
  });

  it("a failed load is logged, the list stays empty and loading ends (spec §8)", async () => {
    const s = await approvedAdviser(browser(), "loadfail");
    await s.page.route("**/api/projects", (route) =>
      route.request().method() === "GET"
        ? route.fulfill({ status: 500, json: { error: { code: "internal", message: "db down", requestId: "r" } } })
        : route.fallback(),
    );
    await s.page.goto("/");
    await visible(s.page.getByRole("heading", { name: "No client analyses yet" }));
    expect(await s.page.getByTestId("workspace-skeleton").count()).toBe(0);
    expect(s.console.some((m) => m.type === "error" && m.text.includes("Error loading projects"))).toBe(true);
    await s.context.close();
  });

  it("deletes an analysis after confirmation", async () => {
    const { page, context } = await approvedAdviser(browser(), "delete");
    await analyzedProject(context, sampleNote("inherited-wealth"));
    await page.goto("/");
    const card = await visible(page.getByTestId("project-card"));
    await card.getByRole("button", { name: /^Delete / }).click();
    const dialog = await visible(page.getByRole("dialog"));
    expect(await dialog.getByRole("heading", { name: "Delete this analysis?" }).count()).toBe(1);
    await dialog.getByRole("button", { name: "Delete" }).click();
    await expectToast(page, "Analysis deleted");
    await visible(page.getByRole("heading", { name: "No client analyses yet" }));
    await context.close();
  });
});

describe("names, rename, search and sort (issue #16)", () => {
  it("a generated name for each analysis; Sort by net worth; search with its empty state; Rename", async () => {
    const { page, context } = await approvedAdviser(browser(), "names");
    await analyzedProject(
      context,
      "So I met with them again last Tuesday. Married couple, ages 68 and 66, living in Texas. Net worth is approximately $9.4 million.",
    );
    await analyzedProject(
      context,
      "Single, 45, living in Florida. Net worth is $4 million. Owns a business worth $2 million.",
    );
    await page.goto("/");
    const cards = page.getByTestId("project-card");
    await visible(cards.first());
    const names = async () => cards.getByRole("heading", { level: 3 }).allInnerTexts();
    // Newest first; named for the client, not the notes' first sentence.
    expect((await names())[1]).toBe("Married couple, $9.4M, Texas");
    expect((await names())[0]).toMatch(/\$4M, Florida$/);

    const sort = page.getByLabel("Sort by");
    await sort.selectOption({ label: "Net worth, highest first" });
    await until(async () => (await names())[0] === "Married couple, $9.4M, Texas", 15_000, "net worth, highest first");
    await sort.selectOption({ label: "Net worth, lowest first" });
    await until(async () => (await names())[0]?.endsWith("$4M, Florida") === true, 15_000, "net worth, lowest first");

    const search = page.getByLabel("Search analyses");
    await search.fill("TEXAS");
    await until(async () => (await cards.count()) === 1, 15_000, "one match");
    expect(await page.getByTestId("workspace-count").innerText()).toBe("1 client analysis matching “TEXAS”");
    await search.fill("no such client");
    await visible(page.getByText("No client analyses match “no such client”."));
    await page.getByRole("button", { name: "Clear search" }).click();
    await until(async () => (await cards.count()) === 2, 15_000, "both again");

    await page.getByRole("button", { name: "Rename Married couple, $9.4M, Texas" }).click();
    const dialog = await visible(page.getByRole("dialog"));
    const field = dialog.getByLabel("Name");
    expect(await field.inputValue()).toBe("Married couple, $9.4M, Texas");
    await field.fill("   ");
    await dialog.getByRole("button", { name: "Save" }).click();
    expect(await dialog.getByRole("alert").innerText()).toBe("Enter the name.");
    await expectAccessible(page, "workspace: Rename dialog");
    await field.fill("Hartley estate review");
    await dialog.getByRole("button", { name: "Save" }).click();
    await expectToast(page, "Analysis renamed");
    await until(async () => (await names()).includes("Hartley estate review"), 15_000, "the new name");
    await page.reload();
    await visible(cards.first());
    expect(await names()).toContain("Hartley estate review");
    await screenshot(page, "workspace-names");
    await context.close();
  });
});

describe("a workspace of many analyses pages (issue #15)", () => {
  it("10,000 analyses: 50 cards at first, Load more adds 50 at a time; never all at once", async () => {
    // The analyses are written straight into the database, which the suite's own server holds
    // locked: this test runs a server of its own (the same compiled app) on a data folder of its
    // own, stopped while the rows are inserted.
    const SEEDED = 10_000;
    const email = "many.analyses@firm.example";
    const dataDir = mkdtempSync(path.join(tmpdir(), "fsa-e2e-many-"));
    let server = await startOwnServer(dataDir, "server-many-analyses");
    try {
      const signedUp = await fetch(`${server.base}/api/auth/sign-up/email`, {
        method: "POST",
        headers: { "content-type": "application/json", ...ORIGIN_HEADER(server.base) },
        body: JSON.stringify({ email, password: PASSWORD, name: "Casey Many" }),
      });
      expect(signedUp.status, await signedUp.text()).toBe(200);
      const verified = await fetch(outboxLink(path.join(dataDir, "outbox"), email, "verify-email"), {
        redirect: "manual",
      });
      expect(verified.status).toBe(302);
      await server.stop();

      // One statement: the adviser approved, and 10,000 analyses one second apart ("Client 10000"
      // the newest), with the summary columns a completed analysis writes (the list reads only those).
      const started = Date.now();
      const database = await openDatabase({ dataDir });
      try {
        await database.db.execute(sql`UPDATE profiles SET approved = true, approved_at = now() WHERE email = ${email}`);
        await database.db.execute(sql`
          INSERT INTO projects (user_id, name, description, status, stage, client_notes, net_worth, strategy_count,
            latest_version, created_at, updated_at)
          SELECT u.id, 'Client ' || g, 'Seeded analysis number ' || g, 'completed', 'completed',
            'Single, age 50. Net worth is $' || g || ' thousand.', g * 1000, 3, 1,
            timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second',
            timestamptz '2026-01-01 00:00:00+00' + g * interval '1 second'
          FROM "user" u, generate_series(1, ${SEEDED}) g
          WHERE u.email = ${email}`);
      } finally {
        await database.close();
      }
      console.info(`seeded ${SEEDED} analyses in ${Date.now() - started} ms`);
      server = await startOwnServer(dataDir, "server-many-analyses");

      const context = await browser().newContext({
        baseURL: server.base,
        viewport: { width: 1280, height: 900 },
        locale: "en-US",
        timezoneId: "America/New_York",
      });
      const signedIn = await context.request.post("/api/auth/sign-in/email", {
        data: { email, password: PASSWORD },
        headers: ORIGIN_HEADER(server.base),
      });
      expect(signedIn.status(), await signedIn.text()).toBe(200);
      const page = await context.newPage();
      /** Every list request the page made: its ?limit (null when none) and the number of projects answered. */
      const listed: { limit: string | null; count: number }[] = [];
      page.on("response", async (res) => {
        const url = new URL(res.url());
        if (url.pathname === "/api/projects" && res.request().method() === "GET")
          listed.push({
            limit: url.searchParams.get("limit"),
            count: ((await res.json()) as { projects: unknown[] }).projects.length,
          });
      });
      await page.goto("/");
      await visible(page.getByTestId("workspace-grid"), 30_000);
      const cards = page.getByTestId("project-card");
      const nameOf = (card: ReturnType<typeof cards.nth>) =>
        card.getByRole("button", { name: /^View Details of / }).getAttribute("aria-label");
      expect(await cards.count()).toBe(50);
      expect(await page.getByTestId("workspace-count").innerText()).toBe(`${SEEDED} client analyses`);
      expect(await page.getByTestId("workspace-shown").innerText()).toBe(`Showing 50 of ${SEEDED}`);
      expect(await nameOf(cards.first())).toBe("View Details of Client 10000");
      expect(await nameOf(cards.nth(49))).toBe("View Details of Client 9951");
      await expectAccessible(page, "workspace-paged");

      const more = page.getByRole("button", { name: "Load more" });
      await more.click();
      await until(async () => (await cards.count()) === 100, 15_000, "the second page");
      expect(await nameOf(cards.nth(50))).toBe("View Details of Client 9950");
      expect(await nameOf(cards.nth(99))).toBe("View Details of Client 9901");
      await more.click();
      await until(async () => (await cards.count()) === 150, 15_000, "the third page");
      expect(await nameOf(cards.last())).toBe("View Details of Client 9851");
      expect(await page.getByTestId("workspace-shown").innerText()).toBe(`Showing 150 of ${SEEDED}`);
      expect(await more.count()).toBe(1);
      // One request per page, each of at most 50 projects: the workspace never asked for all 10,000.
      await until(async () => listed.length >= 3, 5_000, "the three list answers");
      expect(listed.map((l) => l.count)).toEqual([50, 50, 50]);
      expect(listed.every((l) => l.limit === null || Number(l.limit) <= 50)).toBe(true);
      await screenshot(page, "workspace-10000", false);
      await context.close();
    } finally {
      await server.stop();
      rmSync(dataDir, { recursive: true, force: true });
    }
  }, 300_000);
});
