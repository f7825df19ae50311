import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import {
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  expectToast,
  holdRequests,
  screenshot,
  until,
  visible,
} from "./support/browser.ts";
import { SPEC_WAITING_TOPICS, sampleNote } from "./support/constants.ts";

/** Spec §2 "Home guard", "Home dashboard", §4 "Submit flow", "Waiting view", §5, §8, §9; issue 5 "Home guard and dashboard". */
const NOTES = sampleNote("estate-couple");

const browser = browserForFile();

const projectCount = async (page: Page) =>
  ((await (await page.context().request.get("/api/projects")).json()) as { projects: unknown[] }).projects.length;

describe("home guard and dashboard", () => {
  it("shows a spinner and Loading... until the session is known", async () => {
    const { page, context } = await approvedAdviser(browser(), "guard");
    const me = await holdRequests(page, "**/api/me");
    await page.goto("/");
    await visible(page.getByText("Loading...", { exact: true }));
    expect(await page.getByTestId("spinner").count()).toBeGreaterThan(0);
    await me.release();
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await context.close();
  });

  it("notes box, Add Documents with the allowed extensions, Files uploaded, the attachment grid and Notes required", async () => {
    const { page, context } = await approvedAdviser(browser(), "documents");
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    expect(await page.getByText(/No personal data is needed/).count()).toBe(1);
    expect(
      await page.getByText("Accepted file types: pdf, doc, docx, txt, jpg, jpeg, png, gif, bmp, webp, svg").count(),
    ).toBe(1);
    const analyze = page.getByRole("button", { name: "Analyze Client" });
    expect(await analyze.isDisabled()).toBe(true);

    const input = page.getByTestId("document-input");
    expect(await input.getAttribute("accept")).toBe(".pdf,.doc,.docx,.txt,.jpg,.jpeg,.png,.gif,.bmp,.webp,.svg");
    await input.setInputFiles([
      { name: "statement.txt", mimeType: "text/plain", buffer: Buffer.from("Brokerage $3.1M") },
      { name: "trust-summary.pdf", mimeType: "application/pdf", buffer: Buffer.from("%PDF-1.4\n%%EOF") },
    ]);
    await expectToast(page, "Files uploaded", "2 file(s) added successfully");
    await visible(page.getByText("Attached Documents (2)"));
    await input.setInputFiles([{ name: "deed.png", mimeType: "image/png", buffer: Buffer.from("png") }]);
    await expectToast(page, "Files uploaded", "1 file(s) added successfully");
    await visible(page.getByText("Attached Documents (3)"));
    for (const name of ["statement.txt", "trust-summary.pdf", "deed.png"]) {
      expect(await page.getByText(name, { exact: true }).count(), name).toBe(1);
    }
    await page.getByRole("button", { name: "Remove trust-summary.pdf" }).click();
    await visible(page.getByText("Attached Documents (2)"));
    expect(await page.getByText("trust-summary.pdf", { exact: true }).count()).toBe(0);

    await page.getByLabel("Client Notes").fill("   ");
    expect(await analyze.isEnabled()).toBe(true);
    await analyze.click();
    await expectToast(page, "Notes required", "Please enter client notes before submitting.");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Notes required" });
    expect(await toast.getAttribute("data-type")).toBe("error");
    expect(page.url()).toBe(`${base()}/`);
    await expectAccessible(page, "dashboard with attachments");
    await screenshot(page, "dashboard");
    await context.close();
  });

  it("submit flow: toasts, /results at once, the waiting view's timing, Analyzing... on the dashboard, then Analysis Complete", async () => {
    const { page, context } = await approvedAdviser(browser(), "submit");
    await page.goto("/");
    await page.getByLabel("Client Notes").fill(NOTES);
    await page
      .getByTestId("document-input")
      .setInputFiles([
        { name: "statement.txt", mimeType: "text/plain", buffer: Buffer.from("Brokerage account $3.1M") },
      ]);
    await expectToast(page, "Files uploaded");
    // Keep the analysis "running" in the browser() while the waiting view is measured.
    const events = await holdRequests(page, /\/api\/projects\/[^/]+\/events$/);
    const reads = await holdRequests(page, /\/api\/projects\/[^/?]+$/, "GET");
    await page.getByRole("button", { name: "Analyze Client" }).click();
    await expectToast(page, "Processing Documents", "Extracting text from uploaded files...");
    await expectToast(
      page,
      "Analyzing Client Data",
      "Please wait while we generate your financial strategy recommendations...",
    );
    await page.waitForURL(/\/results/);
    const lines = await visible(page.getByTestId("waiting-lines"), 10_000);

    // Record every change of the newest line, in the page, with its time.
    await page.evaluate(() => {
      const list = document.querySelector("[data-testid=waiting-lines]");
      const w = window as unknown as { __lines: { t: number; newest: string; count: number }[] };
      const snap = () => {
        const items = list?.querySelectorAll("li") ?? [];
        const newest = list?.querySelector("li[data-newest]")?.textContent ?? "";
        if (w.__lines.at(-1)?.newest !== newest) w.__lines.push({ t: performance.now(), newest, count: items.length });
      };
      w.__lines = [];
      snap();
      if (list) new MutationObserver(snap).observe(list, { childList: true, subtree: true, characterData: true });
    });
    const main = page.getByRole("main");
    expect(await main.getByText("Processing Documents").count()).toBe(1);
    expect(await main.getByText("Extracting text from uploaded documents...").count()).toBe(1);
    expect(await main.getByText("AI is analyzing this content to generate strategies...").count()).toBe(1);
    expect(await page.getByTestId("waiting-spinner").evaluate((e) => getComputedStyle(e).animationName)).toBe("spin");
    await expectAccessible(page, "/results while loading");
    await screenshot(page, "results-waiting");

    // While it runs, the dashboard's button reads Analyzing... and stays disabled.
    await page.goBack();
    await page.waitForURL(`${base()}/`);
    const busy = await visible(page.getByRole("button", { name: "Analyzing..." }));
    expect(await busy.isDisabled()).toBe(true);
    await page.goForward();
    await page.waitForURL(/\/results/);
    await visible(lines);
    await page.evaluate(() => {
      const list = document.querySelector("[data-testid=waiting-lines]");
      const w = window as unknown as { __lines: { t: number; newest: string; count: number }[] };
      const snap = () => {
        const items = list?.querySelectorAll("li") ?? [];
        const newest = list?.querySelector("li[data-newest]")?.textContent ?? "";
        if (w.__lines.at(-1)?.newest !== newest) w.__lines.push({ t: performance.now(), newest, count: items.length });
      };
      w.__lines = [];
      snap();
      if (list) new MutationObserver(snap).observe(list, { childList: true, subtree: true, characterData: true });
    });
    await page.waitForTimeout(20_500);
    const seen = (await page.evaluate(() => (window as unknown as { __lines: unknown[] }).__lines)) as {
      t: number;
      newest: string;
      count: number;
    }[];
    // 1 line at start, one more each second: 21 lines in 20.5 s, wrapping after the 18th.
    expect(seen.length).toBeGreaterThanOrEqual(20);
    seen.forEach((s, i) => {
      expect(s.newest, `line ${i + 1}`).toContain(SPEC_WAITING_TOPICS[i % 18]);
      expect(s.count).toBe(Math.min(i + 1, 5));
    });
    const gaps = seen.slice(1).map((s, i) => s.t - (seen[i]?.t ?? 0));
    for (const gap of gaps) {
      expect(gap).toBeGreaterThan(700);
      expect(gap).toBeLessThan(1400);
    }
    const mean = gaps.reduce((a, b) => a + b, 0) / gaps.length;
    expect(Math.abs(mean - 1000)).toBeLessThan(100);
    // The newest line is fully opaque with a pulsing dot; older ones are dimmed.
    const style = await page.evaluate(() => {
      const items = [...document.querySelectorAll("[data-testid=waiting-lines] li")];
      const newest = items.at(-1);
      const dot = newest?.querySelector("[data-testid=pulsing-dot]");
      return {
        newest: newest ? getComputedStyle(newest).opacity : "",
        older: items.slice(0, -1).map((li) => Number(getComputedStyle(li).opacity)),
        dot: dot ? getComputedStyle(dot).animationName : "",
      };
    });
    expect(style.newest).toBe("1");
    expect(style.older).toHaveLength(4);
    for (const o of style.older) expect(o).toBeLessThan(1);
    expect(style.dot).toBe("pulse");

    await events.release();
    await reads.release();
    await expectToast(
      page,
      "Analysis Complete",
      "Your financial strategy recommendations have been generated successfully.",
      30_000,
    );
    await visible(page.getByRole("tab", { name: "Client Memo" }));
    expect(page.url()).toMatch(/\/results\?project=[\w-]+/);
    expect(await page.getByTestId("waiting-view").count()).toBe(0);
    expect(await page.getByText("statement.txt").count()).toBeGreaterThan(0);
    // The saved project reloads from ?project=<id>, with or without the navigation state.
    await page.reload();
    await visible(page.getByRole("tab", { name: "Client Memo" }));
    const fresh = await context.newPage();
    await fresh.goto(page.url());
    await visible(fresh.getByRole("tab", { name: "Client Memo" }));
    await context.close();
  });

  it("shows the stages the server reports while it works", async () => {
    const { page, context } = await approvedAdviser(browser(), "stages");
    await page.addInitScript(() => {
      const w = window as unknown as { __events: { stage: string }[]; __stages: string[] };
      w.__events = [];
      w.__stages = [];
      const Original = window.EventSource;
      window.EventSource = class extends Original {
        constructor(url: string | URL, init?: EventSourceInit) {
          super(url, init);
          this.addEventListener("progress", (e) => w.__events.push(JSON.parse((e as MessageEvent<string>).data)));
        }
      };
      new MutationObserver(() => {
        const text = document.querySelector("[data-testid=server-stage]")?.textContent;
        if (text && w.__stages.at(-1) !== text) w.__stages.push(text);
      }).observe(document, { subtree: true, childList: true, characterData: true });
    });
    await page.goto("/");
    await page.getByLabel("Client Notes").fill(NOTES);
    // A scanned page: reading it (OCR) keeps the server in its documents stage long enough to watch.
    const scan = await page.evaluate(() => {
      const canvas = document.createElement("canvas");
      canvas.width = 1200;
      canvas.height = 400;
      const g = canvas.getContext("2d");
      if (!g) return "";
      g.fillStyle = "#fff";
      g.fillRect(0, 0, 1200, 400);
      g.fillStyle = "#000";
      g.font = "40px serif";
      g.fillText("Brokerage statement: balance $3,100,000", 40, 120);
      g.fillText("IRA balance $2,600,000 as of December 31", 40, 220);
      return canvas.toDataURL("image/png").split(",")[1] ?? "";
    });
    await page
      .getByTestId("document-input")
      .setInputFiles([{ name: "scan.png", mimeType: "image/png", buffer: Buffer.from(scan, "base64") }]);
    await expectToast(page, "Files uploaded");
    const posted = page.waitForResponse((r) => r.url().endsWith("/api/projects") && r.request().method() === "POST");
    await page.getByRole("button", { name: "Analyze Client" }).click();
    const accepted = (await (await posted).json()) as { project: { stage: string } };
    await expectToast(page, "Analysis Complete", undefined, 60_000);
    const { events, stages } = await page.evaluate(() => {
      const w = window as unknown as { __events: { stage: string; status: string }[]; __stages: string[] };
      return { events: w.__events, stages: w.__stages };
    });
    expect(events.length).toBeGreaterThan(0);
    expect(events.at(-1)?.status).toBe("completed");
    const labels: Record<string, string> = {
      queued: "Queued",
      documents: "Reading documents",
      facts: "Extracting client facts",
      eligibility: "Checking strategy eligibility",
      figures: "Computing the figures",
      narrative: "Writing the narrative",
      completed: "Completed",
    };
    const shown = stages.filter((s) => s !== "Server stage: Waiting for the server...");
    expect(shown.length, `stages shown: ${stages.join(" | ")}`).toBeGreaterThan(0);
    // The 202 reply's stage, then each server-sent event's.
    const reported = new Set([accepted.project, ...events].map((e) => `Server stage: ${labels[e.stage]}`));
    console.info(`stages shown: ${shown.join(" → ")}`);
    for (const s of shown) expect(reported.has(s), `${s} was reported by the server`).toBe(true);
    await context.close();
  });

  it("ignores a second submit while one runs", async () => {
    const { page, context } = await approvedAdviser(browser(), "double");
    await page.goto("/");
    const before = await projectCount(page);
    await page.getByLabel("Client Notes").fill(NOTES);
    await page.getByRole("button", { name: "Analyze Client" }).dblclick();
    await expectToast(page, "Analysis Complete", undefined, 30_000);
    await page.waitForTimeout(500);
    expect(await projectCount(page)).toBe(before + 1);
    await context.close();
  });

  it("a failed request: the destructive toast Analysis Failed with the server's message, back to /", async () => {
    const { page, context } = await approvedAdviser(browser(), "failure");
    await page.route("**/api/projects", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({
            status: 503,
            json: { error: { code: "unavailable", message: "The analysis queue is unavailable", requestId: "r1" } },
          })
        : route.fallback(),
    );
    await page.goto("/");
    await page.getByLabel("Client Notes").fill(NOTES);
    await page.getByRole("button", { name: "Analyze Client" }).click();
    await expectToast(page, "Analysis Failed", "The analysis queue is unavailable");
    expect(
      await page.locator("[data-sonner-toast]").filter({ hasText: "Analysis Failed" }).getAttribute("data-type"),
    ).toBe("error");
    await page.waitForURL(`${base()}/`);
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    // Without a message from the server, the spec's fallback text.
    await page.unrouteAll();
    await page.route("**/api/projects", (route) =>
      route.request().method() === "POST"
        ? route.fulfill({ status: 502, contentType: "text/html", body: "<h1>Bad gateway</h1>" })
        : route.fallback(),
    );
    await page.getByLabel("Client Notes").fill(NOTES);
    await page.getByRole("button", { name: "Analyze Client" }).click();
    await expectToast(page, "Analysis Failed", "Failed to analyze client data. Please try again.");
    await page.waitForURL(`${base()}/`);
    await context.close();
  });

  it("an analysis the server reports as failed: Analysis Failed with its error, back to /", async () => {
    const { page, context } = await approvedAdviser(browser(), "serverfail");
    await page.route(/\/api\/projects\/([^/]+)\/events$/, (route) => {
      const id = /projects\/([^/]+)\/events/.exec(route.request().url())?.[1] ?? "";
      const event = { projectId: id, status: "failed", stage: "failed", error: "Document extraction timed out" };
      return route.fulfill({
        status: 200,
        contentType: "text/event-stream",
        body: `event: progress\ndata: ${JSON.stringify(event)}\n\n`,
      });
    });
    await page.goto("/");
    await page.getByLabel("Client Notes").fill(NOTES);
    await page.getByRole("button", { name: "Analyze Client" }).click();
    await expectToast(page, "Analysis Failed", "Document extraction timed out");
    await page.waitForURL(`${base()}/`);
    await until(async () => (await page.getByRole("heading", { name: "Client Strategy Analysis" }).count()) === 1);
    await context.close();
  });
});
