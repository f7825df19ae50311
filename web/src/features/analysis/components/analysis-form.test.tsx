// @vitest-environment jsdom
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { resetRunsForTests } from "../api/analysis-run.ts";
import { AnalysisForm } from "./analysis-form.tsx";

const toasts = vi.hoisted(() => ({ calls: [] as { kind: string; title: string; description?: string }[] }));
vi.mock("sonner", () => {
  const record = (kind: string) => (title: string, opts?: { description?: string }) =>
    toasts.calls.push({ kind, title, description: opts?.description });
  return { toast: Object.assign(record("default"), { success: record("success"), error: record("error") }) };
});

beforeEach(() => {
  toasts.calls = [];
  resetRunsForTests();
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("Client Strategy Analysis form", () => {
  it("says no personal data is needed and lists the accepted extensions", () => {
    renderWithProviders(<AnalysisForm />);
    expect(screen.getByText(/No personal data is needed/)).toBeTruthy();
    expect(
      screen.getByText("Accepted file types: pdf, doc, docx, txt, jpg, jpeg, png, gif, bmp, webp, svg"),
    ).toBeTruthy();
  });

  it("disables Analyze Client while the notes are empty; whitespace-only notes give the Notes required toast", () => {
    renderWithProviders(<AnalysisForm />);
    const button = screen.getByRole("button", { name: "Analyze Client" }) as HTMLButtonElement;
    expect(button.disabled).toBe(true);
    fireEvent.change(screen.getByLabelText("Client Notes"), { target: { value: "   " } });
    fireEvent.click(button);
    expect(toasts.calls).toEqual([
      { kind: "error", title: "Notes required", description: "Please enter client notes before submitting." },
    ]);
  });

  it("zero-width-only notes are Notes required; notes over 100,000 characters name the limit (issue #14)", () => {
    renderWithProviders(<AnalysisForm />);
    const button = screen.getByRole("button", { name: "Analyze Client" }) as HTMLButtonElement;
    fireEvent.change(screen.getByLabelText("Client Notes"), { target: { value: "\u200B\u200D\uFEFF" } });
    fireEvent.click(button);
    fireEvent.change(screen.getByLabelText("Client Notes"), { target: { value: "x".repeat(100_001) } });
    fireEvent.click(button);
    expect(toasts.calls).toEqual([
      { kind: "error", title: "Notes required", description: "Please enter client notes before submitting." },
      {
        kind: "error",
        title: "Notes too long",
        description:
          "Notes are limited to 100,000 characters; these have 100,001. Shorten them, or attach the rest as a document.",
      },
    ]);
  });

  it("counts the notes against the limit and says so under the box once they are over it (issue #16)", () => {
    renderWithProviders(<AnalysisForm />);
    const counter = screen.getByTestId("notes-counter");
    expect(counter.textContent).toBe("0 of 100,000 characters");
    const box = screen.getByLabelText("Client Notes");
    fireEvent.change(box, { target: { value: "Net worth $5 million." } });
    expect(counter.textContent).toBe("21 of 100,000 characters");
    expect(box.getAttribute("aria-invalid")).toBe("false");
    fireEvent.change(box, { target: { value: "x".repeat(2_000_000) } });
    expect(counter.textContent).toBe(
      "Notes are limited to 100,000 characters; these have 2,000,000. Shorten them, or attach the rest as a document.",
    );
    expect(box.getAttribute("aria-invalid")).toBe("true");
    expect(box.getAttribute("aria-describedby")).toContain(counter.id);
  });

  it("adds picked files to the list with the Files uploaded toast, and removes one", async () => {
    renderWithProviders(<AnalysisForm />);
    const input = screen.getByTestId("document-input") as HTMLInputElement;
    const pick = (files: File[]) => fireEvent.change(input, { target: { files } });
    pick([
      new File(["a"], "statement.pdf", { type: "application/pdf" }),
      new File(["b"], "notes.txt", { type: "text/plain" }),
    ]);
    await waitFor(() => expect(screen.getByTestId("attachment-count").textContent).toBe("Attached Documents (2)"));
    pick([new File(["c"], "deed.png", { type: "image/png" })]);
    await waitFor(() => expect(screen.getByTestId("attachment-count").textContent).toBe("Attached Documents (3)"));
    expect(toasts.calls.filter((t) => t.title === "Files uploaded").map((t) => t.description)).toEqual([
      "2 file(s) added successfully",
      "1 file(s) added successfully",
    ]);
    fireEvent.click(screen.getByRole("button", { name: "Remove notes.txt" }));
    expect(screen.getByTestId("attachment-count").textContent).toBe("Attached Documents (2)");
  });

  it("submits once: the two toasts, then Analyzing...; a second submit is ignored", async () => {
    const fetchMock = vi.fn(() => new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetchMock);
    renderWithProviders(<AnalysisForm />);
    fireEvent.change(screen.getByLabelText("Client Notes"), { target: { value: "Net worth $5 million." } });
    const button = screen.getByRole("button", { name: "Analyze Client" });
    fireEvent.click(button);
    fireEvent.click(button);
    expect(toasts.calls.map((t) => t.title)).toEqual(["Processing Documents", "Analyzing Client Data"]);
    expect(toasts.calls[0]?.description).toBe("Extracting text from uploaded files...");
    expect(toasts.calls[1]?.description).toBe(
      "Please wait while we generate your financial strategy recommendations...",
    );
    expect(fetchMock).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.getByRole("button", { name: "Analyzing..." })).toBeTruthy());
    expect((screen.getByRole("button", { name: "Analyzing..." }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByTestId("running-analysis").textContent).toMatch(/^An analysis is running/);
  });

  it("a running analysis shows on the dashboard with a link to its progress (issue #16)", async () => {
    const project = { id: "p-running", status: "pending", stage: "queued" };
    vi.stubGlobal(
      "fetch",
      vi.fn((url: string) =>
        url === "/api/projects"
          ? Promise.resolve(new Response(JSON.stringify({ project }), { status: 202 }))
          : new Promise<Response>(() => {}),
      ),
    );
    renderWithProviders(<AnalysisForm />);
    fireEvent.change(screen.getByLabelText("Client Notes"), { target: { value: "Net worth $5 million." } });
    fireEvent.click(screen.getByRole("button", { name: "Analyze Client" }));
    const link = await screen.findByRole("link", { name: "View its progress" });
    expect(link.getAttribute("href")).toBe("/results?project=p-running");
    expect(screen.getByTestId("running-analysis").textContent).toContain("An analysis is running (Queued).");
  });
});
