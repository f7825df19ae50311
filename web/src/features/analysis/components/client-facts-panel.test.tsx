// @vitest-environment jsdom
import { emptyClientFacts, type TAnalysisVersion } from "@fsa/shared";
import { cleanup, fireEvent, screen, waitFor, within } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { resetRunsForTests } from "../api/analysis-run.ts";
import { ClientFactsPanel } from "./client-facts-panel.tsx";

const toasts = vi.hoisted(() => ({ calls: [] as { kind: string; title: string; description?: string }[] }));
vi.mock("sonner", () => {
  const record = (kind: string) => (title: string, opts?: { description?: string }) =>
    toasts.calls.push({ kind, title, description: opts?.description });
  return { toast: Object.assign(record("default"), { success: record("success"), error: record("error") }) };
});

const facts = {
  ...emptyClientFacts(),
  netWorthUsd: 30_000_000,
  primaryAge: 60,
  spouseAge: 58,
  maritalStatus: "married",
  childrenCount: 2,
  evidence: [
    {
      field: "netWorthUsd",
      text: "$30 million",
      start: 0,
      end: 11,
      source: "rules",
      status: "stated",
      confidence: 0.7,
    },
    {
      field: "primaryAge",
      text: "ages 60 and 58",
      start: 12,
      end: 26,
      source: "rules",
      status: "stated",
      confidence: 0.7,
    },
    { field: "maritalStatus", text: "Married", start: 0, end: 7, source: "rules", status: "stated", confidence: 0.7 },
    {
      field: "childrenCount",
      text: "Two children",
      start: 30,
      end: 42,
      source: "rules",
      status: "stated",
      confidence: 0.7,
    },
    { field: "childrenCount", text: "", start: 0, end: 0, source: "adviser", status: "stated", confidence: 1 },
  ],
} as Record<string, unknown>;

const version = (over: Partial<TAnalysisVersion> = {}): TAnalysisVersion => ({
  version: 2,
  createdAt: "2026-11-24T15:04:00.000Z",
  createdBy: { id: "u1", email: "adviser@firm.example" },
  status: "completed",
  changedFields: ["childrenCount"],
  corrections: { childrenCount: 2 },
  error: null,
  completedAt: "2026-11-24T15:05:00.000Z",
  ...over,
});

const item = (field: string) => {
  const li = document.querySelector(`[data-field="${field}"]`);
  if (!(li instanceof HTMLElement)) throw new Error(`no fact ${field}`);
  return within(li);
};

beforeEach(() => {
  toasts.calls = [];
  resetRunsForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

function renderPanel(props: Partial<Parameters<typeof ClientFactsPanel>[0]> = {}) {
  const onRecalculating = vi.fn();
  renderWithProviders(
    <ClientFactsPanel
      projectId="p1"
      facts={facts}
      version={version()}
      readOnly={false}
      onClose={() => {}}
      onRecalculating={onRecalculating}
      {...props}
    />,
  );
  return { onRecalculating };
}

describe("Client facts panel (issue #12 item 4)", () => {
  it("lists the known facts with labels, values, quotes and markers", () => {
    renderPanel();
    expect(screen.getByRole("heading", { name: "Client facts" })).toBeTruthy();
    expect(item("netWorthUsd").getByTestId("fact-label").textContent).toBe("Net worth");
    expect(item("netWorthUsd").getByTestId("fact-value").textContent).toBe("$30,000,000");
    expect(item("netWorthUsd").getByText("“$30 million”")).toBeTruthy();
    expect(item("primaryAge").getByTestId("fact-label").textContent).toBe("Client's age");
    expect(item("primaryAge").getByText("“ages 60 and 58”")).toBeTruthy();
    expect(item("maritalStatus").getByTestId("fact-value").textContent).toBe("Married");
    expect(item("childrenCount").getByText("Corrected by you")).toBeTruthy();
    // Read by the rules, but without a quote of its own.
    expect(item("spouseAge").getByTestId("fact-quotes").textContent).toBe("Read from the notes; no quote was recorded");
    expect(document.querySelector('[data-field="hasPension"]')).toBeNull();
  });

  it("stages a corrected age and marital status, then recalculates with the complete set", async () => {
    const calls: { url: string; method?: string; body?: unknown }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (url: string, init?: RequestInit) => {
        calls.push({ url, method: init?.method, body: init?.body ? JSON.parse(String(init.body)) : undefined });
        if (init?.method === "PUT") return Response.json({ project: { id: "p1", status: "pending" } }, { status: 202 });
        return new Response(null, { status: 404 });
      }),
    );
    const { onRecalculating } = renderPanel();
    const recalc = screen.getByRole("button", { name: "Recalculate" }) as HTMLButtonElement;
    expect(recalc.disabled).toBe(true);

    fireEvent.click(screen.getByRole("button", { name: "Edit Client's age" }));
    fireEvent.change(screen.getByLabelText("Client's age"), { target: { value: "130" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByRole("alert").textContent).toMatch(/from 0 to 120/);
    fireEvent.change(screen.getByLabelText("Client's age"), { target: { value: "72" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(item("primaryAge").getByTestId("fact-value").textContent).toBe("72");
    expect(item("primaryAge").getByText("Was: 60")).toBeTruthy();

    fireEvent.click(screen.getByRole("button", { name: "Edit Marital status" }));
    fireEvent.change(screen.getByLabelText("Marital status"), { target: { value: "single" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(screen.getByTestId("facts-changes").textContent).toBe("To recalculate: Marital status, Client's age.");

    expect(recalc.disabled).toBe(false);
    fireEvent.click(recalc);
    await waitFor(() => expect(onRecalculating).toHaveBeenCalledWith({ id: "p1", status: "pending" }));
    const put = calls.find((c) => c.method === "PUT");
    expect(put?.url).toBe("/api/projects/p1/facts");
    expect(put?.body).toEqual({ facts: { childrenCount: 2, primaryAge: 72, maritalStatus: "single" } });
  });

  it("adds a fact the notes lack and can withdraw a correction", () => {
    renderPanel();
    fireEvent.change(screen.getByLabelText("Fact to add"), { target: { value: "state" } });
    fireEvent.click(screen.getByRole("button", { name: "Add" }));
    fireEvent.change(screen.getByLabelText("State of residence"), { target: { value: "TX" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    expect(item("state").getByTestId("fact-value").textContent).toBe("Texas");
    expect(item("state").getByText("Not in the notes")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: "Use the notes for Number of children" }));
    expect(item("childrenCount").getByText("Correction removed")).toBeTruthy();
    expect(screen.getByTestId("facts-changes").textContent).toBe(
      "To recalculate: Number of children, State of residence.",
    );
  });

  it("shows the server's message when the recalculation is refused", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json(
          { error: { code: "conflict", message: "The analysis is still running.", requestId: "r" } },
          { status: 409 },
        ),
      ),
    );
    renderPanel();
    fireEvent.click(screen.getByRole("button", { name: "Edit Client's age" }));
    fireEvent.change(screen.getByLabelText("Client's age"), { target: { value: "61" } });
    fireEvent.click(screen.getByRole("button", { name: "Apply" }));
    fireEvent.click(screen.getByRole("button", { name: "Recalculate" }));
    await waitFor(() =>
      expect(toasts.calls).toEqual([
        { kind: "error", title: "Recalculation not started", description: "The analysis is still running." },
      ]),
    );
  });

  it("an earlier version is read-only", () => {
    renderPanel({ readOnly: true, readOnlyReason: "This is an earlier version: its facts are read-only." });
    expect(screen.getByText("This is an earlier version: its facts are read-only.")).toBeTruthy();
    expect(screen.queryByRole("button", { name: /^Edit/ })).toBeNull();
    expect(screen.queryByRole("button", { name: "Recalculate" })).toBeNull();
    expect(screen.queryByText("Add a fact the notes lack")).toBeNull();
  });
});
