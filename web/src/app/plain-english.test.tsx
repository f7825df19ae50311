// @vitest-environment jsdom
import { CATALOGUE, CATALOGUE_ENTRIES, strategyById } from "@fsa/catalogue";
import type { TAdminUser, TAnalysisResult } from "@fsa/shared";
import { act, cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { templateExplanation } from "../../../api/src/analysis/explanation.ts";
import { runAnalysis } from "../../../api/src/analysis/pipeline.ts";
import { loadSampleNotes } from "../../../api/src/analysis/samples.ts";
import { AdminPanel } from "../features/admin/components/admin-panel.tsx";
import { RESULT_TABS } from "../features/analysis/components/analysis-tabs.tsx";
import { ExplanationDialog } from "../features/analysis/components/explanation-dialog.tsx";
import { ResultsPage } from "../features/analysis/components/results-page.tsx";
import { toAnalysisView } from "../features/analysis/lib/analysis-view.ts";
import { StrategiesPage } from "../features/strategies/components/strategies-page.tsx";
import { fakeAuth, renderWithProviders } from "../testing/render.tsx";

/**
 * Issue #16 "Plain English": no text an adviser sees on /results (every tab, the Client facts
 * panel), in the explanation dialog, on /strategies (cards and table) or on /admin contains a
 * developer's word: a catalogue strategy id, a formula variable's name, a type or disclosure code,
 * or any other camelCase or snake_case identifier. The pages are rendered with real catalogue
 * output: the analysis pipeline run in process on every sample note.
 */

const escapeRegExp = (s: string) => s.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
const anyOf = (words: string[]) =>
  new RegExp(
    `(?<![\\w-])(${[...words]
      .sort((a, b) => b.length - a.length)
      .map(escapeRegExp)
      .join("|")})(?![\\w-])`,
    "g",
  );

const variableNames = new Set<string>();
const codes = new Set<string>();
for (const s of CATALOGUE) {
  for (const v of [...Object.keys(s.variables), ...s.benefitCalculation.variables, ...s.costCalculation.variables]) {
    variableNames.add(v);
  }
  codes.add(s.benefitCalculation.type);
  codes.add(s.costCalculation.type);
  for (const d of s.regulatoryDisclosures) codes.add(d);
}
/** Strategy ids ("credit-shelter-trust"). */
const STRATEGY_IDS = anyOf(CATALOGUE.map((s) => s.id));
/** Variable names that are identifiers ("dsueUsd"); a name that is a plain word ("years") may be read as one. */
const VARIABLES = anyOf([...variableNames].filter((v) => /[A-Z0-9]/.test(v)));
/** Codes with an underscore ("setup_and_annual", "annual_contribution_limit"). */
const CODES = anyOf([...codes].filter((c) => c.includes("_")));
const CAMEL_CASE = /\b[a-z][a-z0-9]*[A-Z][A-Za-z0-9]*\b/g;
const SNAKE_CASE = /\b[a-z0-9]+(?:_[a-z0-9]+)+\b/g;

/** The developer's words in `text`, each with a little context. */
export function developerWords(text: string): string[] {
  const found = new Set<string>();
  for (const pattern of [STRATEGY_IDS, VARIABLES, CODES, CAMEL_CASE, SNAKE_CASE]) {
    for (const m of text.matchAll(pattern)) {
      const at = m.index ?? 0;
      found.add(`${m[0]} … "${text.slice(Math.max(0, at - 40), at + m[0].length + 40)}"`);
    }
  }
  return [...found];
}

/** The page's text, one text node at a time (jsdom has no layout, so no innerText to keep words of two elements apart). */
function shownText(): string {
  const walker = document.createTreeWalker(document.body, NodeFilter.SHOW_TEXT);
  const parts: string[] = [];
  for (let node = walker.nextNode(); node; node = walker.nextNode()) parts.push(node.textContent ?? "");
  return parts.join(" ").replace(/\s+/g, " ");
}

interface Sample {
  file: string;
  notes: string;
  analysis: TAnalysisResult;
}
let samples: Sample[] = [];

beforeAll(async () => {
  samples = await Promise.all(
    loadSampleNotes().map(async ([file, notes]) => ({
      file,
      notes,
      analysis: (await runAnalysis({ notes, documentText: "", taxYear: 2026 })).analysis,
    })),
  );
}, 120_000);

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

/** `fetch` answering the explanation call with the API's template for `analysis`, and 404 to anything else. */
function stubApi(analysis: TAnalysisResult | null) {
  vi.stubGlobal(
    "fetch",
    vi.fn(async (path: string, init?: RequestInit) => {
      if (path === "/api/strategies") return Response.json({ strategies: CATALOGUE_ENTRIES });
      if (analysis && path.endsWith("/explanations")) {
        const { strategyId } = JSON.parse(String(init?.body)) as { strategyId: string };
        const rec = analysis.recommendations.find((r) => r.strategyId === strategyId);
        const def = strategyById(strategyId);
        if (!rec || !def) return Response.json({ error: { code: "not_found", message: "no" } }, { status: 404 });
        const explanation = templateExplanation(def, analysis.facts, rec, rec.fitReasons);
        return Response.json({
          explanation,
          rawResponse: null,
          engine: "catalogue engine",
          generatedAt: "2026-11-26T09:00:00.000Z",
        });
      }
      return Response.json({ error: { code: "not_found", message: "Not found" } }, { status: 404 });
    }),
  );
}

describe("plain English on every page an adviser reads (issue #16)", () => {
  it("the checker finds a strategy id, a variable name, a code and any camelCase or snake_case word", () => {
    expect(developerWords("See credit-shelter-trust: the dsueUsd is kept")).toHaveLength(2);
    expect(developerWords("Cost: setup_and_annual")).toHaveLength(1);
    expect(developerWords("a newIdentifier and an other_code")).toHaveLength(2);
    expect(developerWords("A credit shelter trust keeps the DSUE; set-up and annual fees of $1,200.")).toEqual([]);
  });

  it("/results: every tab and the Client facts panel, for every sample note", async () => {
    expect(samples.length).toBeGreaterThan(0);
    for (const { file, notes, analysis } of samples) {
      stubApi(analysis);
      for (const [tab] of RESULT_TABS) {
        renderWithProviders(<ResultsPage />, {
          path: `/results?tab=${tab}&facts=1`,
          state: { analysis, clientNotes: notes, isLoading: false, projectId: "p1", projectName: file },
        });
        await screen.findByRole("heading", { name: "Strategy Analysis Results" });
        // The tabs are drawn once the summary above them has been painted.
        await screen.findByRole("tabpanel");
        if (tab === "strategies") fireEvent.click(screen.getByRole("button", { name: "Expand All" }));
        // The notes themselves are the adviser's words, not ours.
        const text = shownText().replace(notes.replace(/\s+/g, " "), "");
        expect(developerWords(text), `${file}, tab ${tab}`).toEqual([]);
        cleanup();
      }
    }
  }, 120_000);

  it("the explanation dialog of every recommended strategy", async () => {
    for (const { file, analysis } of samples) {
      stubApi(analysis);
      for (const r of toAnalysisView(analysis as unknown as Record<string, unknown>).recommendations) {
        renderWithProviders(<ExplanationDialog projectId="p1" recommendation={r} onClose={() => {}} />);
        await screen.findByText("Why This Strategy Fits Your Client");
        expect(developerWords(shownText()), `${file}, ${r.strategy}`).toEqual([]);
        cleanup();
      }
    }
  }, 120_000);

  it("/strategies: every card and the table", async () => {
    stubApi(null);
    renderWithProviders(<StrategiesPage />, { path: "/strategies" });
    await waitFor(() => expect(screen.getAllByTestId("strategy-card")).toHaveLength(CATALOGUE_ENTRIES.length), {
      timeout: 10_000,
    });
    expect(developerWords(shownText()), "card view").toEqual([]);
    act(() => {
      fireEvent.mouseDown(screen.getByRole("tab", { name: "Table View" }));
    });
    await screen.findAllByTestId("strategy-row");
    expect(developerWords(shownText()), "table view").toEqual([]);
  });

  it("/admin", async () => {
    const user = (over: Partial<TAdminUser>): TAdminUser => ({
      id: "u",
      email: "u@firm.example",
      fullName: null,
      approved: true,
      approvedAt: null,
      approvedBy: null,
      isAdmin: false,
      createdAt: "2026-11-24T15:04:00.000Z",
      ...over,
    });
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          users: [
            user({ id: "p", email: "pat@firm.example", fullName: "Pat Pending", approved: false }),
            user({ id: "a", email: "avery@firm.example", isAdmin: true }),
          ],
        }),
      ),
    );
    renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: true }) });
    await screen.findByText("Pending Approvals (1)");
    expect(developerWords(shownText())).toEqual([]);
  });
});
