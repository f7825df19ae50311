// @vitest-environment jsdom
import { strategyCountFromText, type TProjectSummary } from "@fsa/shared";
import { cleanup, fireEvent, render, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ProjectCard } from "./project-card.tsx";
import { ProjectStatusBadge } from "./project-status-badge.tsx";

afterEach(cleanup);

const summary = (overrides: Partial<TProjectSummary> = {}): TProjectSummary => ({
  id: "p1",
  name: "Married couple in Virginia",
  description: "Retired couple, ages 68 and 66, net worth about $9.4 million.",
  status: "completed",
  stage: "completed",
  netWorth: 9_400_000,
  strategyCount: 8,
  latestVersion: 1,
  error: null,
  createdAt: "2026-11-24T15:04:00.000Z",
  updatedAt: "2026-11-24T15:04:00.000Z",
  ...overrides,
});
const actions = () => ({ onView: vi.fn(), onRetry: vi.fn(), onDelete: vi.fn() });

describe("status badge (spec §4 Project status)", () => {
  it.each([
    ["completed", "Completed", "success"],
    ["pending", "Pending", "default"],
    ["failed", "Failed", "destructive"],
    ["processing", "Processing", "muted"],
  ])("%s → %s (%s)", (status, label, variant) => {
    render(<ProjectStatusBadge status={status} />);
    const badge = screen.getByTestId("status-badge");
    expect(badge.textContent).toBe(label);
    expect(badge.dataset.variant).toBe(variant);
  });
});

describe("workspace card (spec §2 Client Workspace)", () => {
  it("shows name, Net Worth, Strategies recommended, the clamped description, created time and View Details", () => {
    const a = actions();
    render(<ProjectCard project={summary()} {...a} />);
    expect(screen.getByRole("heading", { name: "Married couple in Virginia" })).toBeTruthy();
    expect(screen.getByTestId("net-worth").textContent).toBe("$9,400,000");
    expect(screen.getByTestId("strategy-count").textContent).toBe("8 recommended");
    expect(screen.getByTestId("project-description").className).toContain("line-clamp-2");
    expect(screen.getByText(/^Created \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M$/)).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /View Details/ }));
    expect(a.onView).toHaveBeenCalledWith("p1");
    expect(screen.queryByRole("button", { name: /Retry/ })).toBeNull();
  });

  it("shows a net worth of 0 as Not specified (spec §5)", () => {
    render(<ProjectCard project={summary({ netWorth: 0 })} {...actions()} />);
    expect(screen.getByTestId("net-worth").textContent).toBe("Not specified");
  });

  it("shows the strategy count by the spec's rule for a text analysis (largest of bullets, numbered lines, keywords ÷ 3 capped at 15)", () => {
    const text = "- one\n- two\n- three\n1. trust\n2. plan\nstrategy structure trust plan strategy trust";
    // bullets 3, numbered 2, keywords 8 → ⌊8 ÷ 3⌋ = 2 → 3
    expect(strategyCountFromText(text)).toBe(3);
    render(<ProjectCard project={summary({ strategyCount: strategyCountFromText(text) })} {...actions()} />);
    expect(screen.getByTestId("strategy-count").textContent).toBe("3 recommended");
    expect(strategyCountFromText("trust ".repeat(60))).toBe(15);
  });

  it("offers Retry on a failed analysis", () => {
    const a = actions();
    render(<ProjectCard project={summary({ status: "failed", error: "Document could not be read" })} {...a} />);
    expect(screen.getByText("Document could not be read")).toBeTruthy();
    fireEvent.click(screen.getByRole("button", { name: /Retry/ }));
    expect(a.onRetry).toHaveBeenCalledWith("p1");
  });
});

describe("Rename (issue #16)", () => {
  it("opens with the current name, refuses a blank one in words, and saves the trimmed name", async () => {
    const onRename = vi.fn(() => Promise.resolve());
    render(<ProjectCard project={summary()} {...actions()} onRename={onRename} />);
    fireEvent.click(screen.getByRole("button", { name: "Rename Married couple in Virginia" }));
    const input = screen.getByLabelText("Name") as HTMLInputElement;
    expect(input.value).toBe("Married couple in Virginia");
    expect(input.maxLength).toBe(200);
    fireEvent.change(input, { target: { value: "   " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect(screen.getByRole("alert").textContent).toBe("Enter the name.");
    expect(onRename).not.toHaveBeenCalled();
    fireEvent.change(input, { target: { value: "  Smith estate review " } });
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    await waitFor(() => expect(onRename).toHaveBeenCalledWith("p1", "Smith estate review"));
    await waitFor(() => expect(screen.queryByLabelText("Name")).toBeNull());
  });

  it("shows the server's reason when the rename is refused", async () => {
    const onRename = vi.fn(() => Promise.reject(new Error("Use at most 200 characters for the name.")));
    render(<ProjectCard project={summary()} {...actions()} onRename={onRename} />);
    fireEvent.click(screen.getByRole("button", { name: "Rename Married couple in Virginia" }));
    fireEvent.click(screen.getByRole("button", { name: "Save" }));
    expect((await screen.findByRole("alert")).textContent).toBe("Use at most 200 characters for the name.");
  });
});
