// @vitest-environment jsdom
import type { TAnalysisVersion } from "@fsa/shared";
import { cleanup, fireEvent, screen } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { renderWithProviders } from "../../../testing/render.tsx";
import { VersionBar } from "./version-bar.tsx";

afterEach(cleanup);

const v = (version: number, over: Partial<TAnalysisVersion> = {}): TAnalysisVersion => ({
  version,
  createdAt: "2026-11-24T15:04:00.000Z",
  createdBy: { id: "u1", email: "adviser@firm.example" },
  status: "completed",
  changedFields: version === 1 ? [] : ["maritalStatus", "primaryAge"],
  corrections: version === 1 ? {} : { maritalStatus: "single", primaryAge: 72 },
  error: null,
  completedAt: "2026-11-24T15:05:00.000Z",
  ...over,
});

describe("version bar (issue #12 item 4)", () => {
  it("names the latest version and who corrected it, and lists the earlier ones as links", () => {
    renderWithProviders(<VersionBar projectId="p1" versions={[v(2), v(1)]} shown={v(2)} latestCompleted={2} />);
    expect(screen.getByTestId("version-bar").textContent).toMatch(
      /^Version 2 of 2 · corrected by you on \d{1,2}\/\d{1,2}\/\d{2}, \d{1,2}:\d{2}\s?[AP]M/,
    );
    expect(screen.queryByText(/earlier version, shown read-only/)).toBeNull();
    const toggle = screen.getByRole("button", { name: "View earlier version" });
    expect(toggle.getAttribute("aria-expanded")).toBe("false");
    fireEvent.click(toggle);
    const list = screen.getByRole("list", { name: "Versions" });
    expect(list.textContent).toContain("changed: Marital status, Client's age");
    expect(screen.getByRole("link", { name: "Version 1" }).getAttribute("href")).toBe("/results?project=p1&version=1");
    expect(list.textContent).toContain("as read from the notes");
  });

  it("an earlier version says it is read-only and links back to the latest", () => {
    renderWithProviders(<VersionBar projectId="p1" versions={[v(2), v(1)]} shown={v(1)} latestCompleted={2} />);
    expect(screen.getByTestId("version-bar").textContent).toMatch(/^Version 1 of 2 · as read from the notes/);
    expect(screen.getByRole("link", { name: "View the latest version" }).getAttribute("href")).toBe(
      "/results?project=p1",
    );
  });

  it("says when a newer version is being recalculated or failed", () => {
    renderWithProviders(
      <VersionBar projectId="p1" versions={[v(2, { status: "processing" }), v(1)]} shown={v(1)} latestCompleted={1} />,
    );
    expect(screen.getByRole("status").textContent).toBe("Version 2 is being recalculated.");
    cleanup();
    renderWithProviders(
      <VersionBar
        projectId="p1"
        versions={[v(2, { status: "failed", error: "Analysis failed." }), v(1)]}
        shown={v(1)}
        latestCompleted={1}
      />,
    );
    expect(screen.getByRole("status").textContent).toBe("The recalculation of version 2 failed: Analysis failed.");
  });
});
