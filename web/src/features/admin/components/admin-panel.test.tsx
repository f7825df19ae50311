// @vitest-environment jsdom
import type { TAdminUser } from "@fsa/shared";
import { cleanup, fireEvent, screen, waitFor } from "@testing-library/react";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { fakeAuth, renderWithProviders } from "../../../testing/render.tsx";
import { ADMIN_ONLY_MESSAGES, ownRoleRemovedMessage } from "../api/use-user-action.ts";
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

  describe("confirmations (issue #16)", () => {
    /** A server over `users` that records the actions posted and applies them. */
    const serve = (users: TAdminUser[]) => {
      const posted: string[] = [];
      vi.stubGlobal(
        "fetch",
        vi.fn(async (path: string, init?: RequestInit) => {
          if (init?.method === "POST" || init?.method === "DELETE") {
            posted.push(`${init.method} ${path}`);
            const id = path.split("/")[4] ?? "";
            const u = users.find((x) => x.id === id);
            if (u && path.endsWith("/revoke")) u.approved = false;
            if (u && path.endsWith("/admin")) u.isAdmin = init.method === "POST";
            return Response.json({ user: u });
          }
          return Response.json({ users: users.map((x) => ({ ...x })) });
        }),
      );
      return posted;
    };

    it("Revoke asks first: Cancel leaves the user approved, Revoke access revokes with the spec's toast", async () => {
      const posted = serve([
        user({ id: "u1", email: "adviser@firm.example", approved: true, isAdmin: true }),
        user({ id: "b", email: "blake@firm.example", fullName: "Blake Approved", approved: true }),
      ]);
      renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: true }) });
      const revoke = await screen.findAllByRole("button", { name: "Revoke" });
      fireEvent.click(revoke[1] as HTMLElement);
      const dialog = await screen.findByRole("alertdialog", { name: "Revoke access for Blake Approved?" });
      expect(dialog.textContent).toContain("blake@firm.example will no longer be approved");
      fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
      await waitFor(() => expect(screen.queryByRole("alertdialog")).toBeNull());
      expect(posted).toEqual([]);

      fireEvent.click((await screen.findAllByRole("button", { name: "Revoke" }))[1] as HTMLElement);
      fireEvent.click(await screen.findByRole("button", { name: "Revoke access" }));
      await waitFor(() =>
        expect(toasts.calls).toContainEqual({
          kind: "success",
          title: "Access Revoked",
          description: "User access has been revoked",
        }),
      );
      expect(posted).toEqual(["POST /api/admin/users/b/revoke"]);
    });

    it("marks the admin's own row (you); removing one's own role asks, says what happens, and confirms it in the toast", async () => {
      const posted = serve([
        user({ id: "u1", email: "adviser@firm.example", fullName: "Casey Adviser", approved: false, isAdmin: true }),
        user({ id: "o", email: "olive@firm.example", fullName: "Olive Other", approved: true, isAdmin: true }),
      ]);
      renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: true }) });
      const rows = await screen.findAllByTestId("user-row");
      const mine = rows.find((r) => r.textContent?.includes("adviser@firm.example"));
      const other = rows.find((r) => r.textContent?.includes("olive@firm.example"));
      expect(mine?.textContent).toContain("Casey Adviser (you)");
      expect(other?.textContent).not.toContain("(you)");

      const removeMine = mine?.querySelector("button");
      expect(removeMine?.textContent).toBe("Remove Admin");
      fireEvent.click(removeMine as HTMLElement);
      const dialog = await screen.findByRole("alertdialog", { name: "Remove your own admin role?" });
      expect(dialog.textContent).toContain("you will see Account Pending Approval until another admin approves it");
      fireEvent.click(screen.getByRole("button", { name: "Remove my admin role" }));
      await waitFor(() =>
        expect(toasts.calls).toContainEqual({
          kind: "success",
          title: "Admin Role Removed",
          description: ownRoleRemovedMessage(false),
        }),
      );
      expect(posted).toEqual(["DELETE /api/admin/users/u1/admin"]);
    });

    it("the last admin cannot confirm removing their own role, and is told why", async () => {
      const posted = serve([user({ id: "u1", email: "adviser@firm.example", approved: true, isAdmin: true })]);
      renderWithProviders(<AdminPanel />, { auth: fakeAuth({ isAdmin: true }) });
      fireEvent.click(await screen.findByRole("button", { name: "Remove Admin" }));
      await screen.findByRole("alertdialog", { name: "Remove your own admin role?" });
      expect(screen.getByText(/There must be at least one administrator/)).toBeTruthy();
      expect((screen.getByRole("button", { name: "Remove my admin role" }) as HTMLButtonElement).disabled).toBe(true);
      fireEvent.click(screen.getByRole("button", { name: "Cancel" }));
      expect(posted).toEqual([]);
    });
  });
});
