// @vitest-environment jsdom
import type { TAdminUser } from "@fsa/shared";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuth, renderWithProviders } from "../../../testing/render.tsx";
import { ADMIN_ONLY_MESSAGES } from "../api/use-user-action.ts";
import { AdminPanel } from "./admin-panel.tsx";

const toasts = vi.hoisted(() => ({ calls: [] as { kind: string; title: string; description?: string }[] }));
vi.mock("sonner", () => {
  const record = (kind: string) => (title: string, opts?: { description?: string }) =>
    toasts.calls.push({ kind, title, description: opts?.description });
  return { toast: Object.assign(record("default"), { success: record("success"), error: record("error") }) };
});

const user = (over: Partial<TAdminUser>): TAdminUser => ({
  id: "u",
  email: "u@firm.example",
  fullName: null,
  approved: false,
  approvedAt: null,
  approvedBy: null,
  isAdmin: false,
  createdAt: "2026-11-24T15:04:00.000Z",
  ...over,
});

beforeEach(() => {
  toasts.calls = [];
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

describe("admin panel", () => {
  it("lists pending and approved users with the spec's row fields", async () => {
    vi.stubGlobal(
      "fetch",
      vi.fn(async () =>
        Response.json({
          users: [
            user({ id: "p", email: "pat@firm.example", fullName: "Pat Pending" }),
            user({ id: "a", email: "avery@firm.example", approved: true, isAdmin: true }),
          ],
        }),
      ),
    );
    renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: true }) });
    await screen.findByText("Pending Approvals (1)");
    expect(screen.getByText("Approved Users (1)")).toBeTruthy();
    expect(screen.getByText("Pat Pending")).toBeTruthy();
    expect(screen.getAllByText("Registered: 11/24/26")).toHaveLength(2);
    expect(screen.getByText("Admin")).toBeTruthy();
    expect(screen.getByRole("button", { name: "Remove Admin" })).toBeTruthy();
  });

  it("refuses in the client for a non-admin with the spec's messages (spec §6)", async () => {
    const fetchMock = vi.fn(async () => Response.json({ users: [] }));
    vi.stubGlobal("fetch", fetchMock);
    const error = vi.spyOn(console, "error").mockImplementation(() => {});
    renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: false }) });
    await screen.findByText("No pending approvals");
    expect(screen.getByText("No approved users")).toBeTruthy();
    expect(fetchMock).not.toHaveBeenCalled();
    expect(error.mock.calls.some((c) => String(c[1]).includes(ADMIN_ONLY_MESSAGES.listAll))).toBe(true);
    expect(toasts.calls).toEqual([{ kind: "error", title: "Error", description: "Failed to fetch users" }]);
    error.mockRestore();
  });

  it("toasts User Approved after Approve", async () => {
    let approved = false;
    vi.stubGlobal(
      "fetch",
      vi.fn(async (_path: string, init?: RequestInit) => {
        if (init?.method === "POST") {
          approved = true;
          return Response.json({ user: user({ id: "p", approved: true }) });
        }
        return Response.json({ users: [user({ id: "p", email: "pat@firm.example", approved })] });
      }),
    );
    renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: true }) });
    fireEvent.click(await screen.findByRole("button", { name: "Approve" }));
    await waitFor(() =>
      expect(toasts.calls).toContainEqual({
        kind: "success",
        title: "User Approved",
        description: "User has been approved and can now access the system",
      }),
    );
    await screen.findByText("Approved Users (1)");
  });
});
