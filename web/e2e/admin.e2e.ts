import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
import { totpCode } from "../../api/src/testing/totp.ts";
import {
  adminSession,
  approvedAdviser,
  base,
  browserForFile,
  expectAccessible,
  expectToast,
  holdRequests,
  newSession,
  screenshot,
  signUpViaApi,
  uniqueEmail,
  visible,
} from "./support/browser.ts";
import { ORIGIN_HEADER, PASSWORD } from "./support/constants.ts";

/** Spec §2 "/admin", §4 "User approval", §6, §8 admin toasts and placeholders; issue 5 "/admin". */
const browser = browserForFile();

interface User {
  id: string;
  email: string;
  approved: boolean;
  isAdmin: boolean;
}
const users = async (page: Page) =>
  ((await (await page.context().request.get("/api/admin/users")).json()) as { users: User[] }).users;

const row = (page: Page, email: string) => page.getByTestId("user-row").filter({ hasText: email });

describe("/admin", () => {
  it("sends an adviser who is not an admin to /", async () => {
    const { page, context } = await approvedAdviser(browser(), "notadmin");
    await page.goto("/admin");
    await page.waitForURL(`${base()}/`);
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await context.close();
    const anonymous = await newSession(browser());
    await anonymous.page.goto("/admin");
    await anonymous.page.waitForURL(/\/(auth)?$/);
    await anonymous.context.close();
  });

  it("approves a pending adviser, grants and removes the admin role, revokes access — each with its toast", async () => {
    const pending = await newSession(browser());
    const email = uniqueEmail("pat.pending");
    await signUpViaApi(pending.context, email, "Pat Pending");
    const { page, context } = await adminSession(browser());
    const list = await holdRequests(page, "**/api/admin/users", "GET");
    await page.goto("/admin");
    await visible(page.getByText("Loading users..."));
    await list.release();
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    const all = await users(page);
    const pendingCount = all.filter((u) => !u.approved && !u.isAdmin).length;
    const approvedCount = all.length - pendingCount;
    await visible(page.getByRole("heading", { name: `Pending Approvals (${pendingCount})` }));
    await visible(page.getByRole("heading", { name: `Approved Users (${approvedCount})` }));
    const pendingRow = row(page, email);
    const text = await pendingRow.innerText();
    expect(text).toContain("Pat Pending");
    expect(text).toMatch(/Registered: \d{1,2}\/\d{1,2}\/\d{2}/);
    expect(await pendingRow.getByText("Approved", { exact: true }).count()).toBe(0);
    expect(await page.locator("footer").innerText()).toContain("Financial Strategy Advisor administration");
    await expectAccessible(page, "/admin");
    await screenshot(page, "admin");

    await pendingRow.getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "User Approved", "User has been approved and can now access the system");
    await visible(page.getByRole("heading", { name: `Pending Approvals (${pendingCount - 1})` }));
    const approvedRow = page
      .getByRole("list", { name: "Approved users" })
      .getByTestId("user-row")
      .filter({ hasText: email });
    await visible(approvedRow.getByText("Approved", { exact: true }));
    expect((await users(page)).find((u) => u.email === email)?.approved).toBe(true);
    // The adviser's access opens without signing in again.
    await pending.page.goto("/");
    await visible(pending.page.getByRole("heading", { name: "Client Strategy Analysis" }));

    await approvedRow.getByRole("button", { name: "Make Admin" }).click();
    await expectToast(page, "Admin Role Added", "User is now an admin");
    await visible(approvedRow.getByText("Admin", { exact: true }));
    // Remove Admin and Revoke ask first (issue #16); Cancel changes nothing.
    await approvedRow.getByRole("button", { name: "Remove Admin" }).click();
    const removeDialog = await visible(page.getByRole("alertdialog", { name: /Remove the admin role from/ }));
    await removeDialog.getByRole("button", { name: "Cancel" }).click();
    await visible(approvedRow.getByRole("button", { name: "Remove Admin" }));
    expect((await users(page)).find((u) => u.email === email)?.isAdmin).toBe(true);
    await approvedRow.getByRole("button", { name: "Remove Admin" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Remove admin role" }).click();
    await expectToast(page, "Admin Role Removed", "User is no longer an admin");
    await visible(approvedRow.getByRole("button", { name: "Make Admin" }));

    await approvedRow.getByRole("button", { name: "Revoke" }).click();
    await visible(page.getByRole("alertdialog", { name: /Revoke access for Pat Pending/ }));
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke access" }).click();
    await expectToast(page, "Access Revoked", "User access has been revoked");
    await visible(
      page.getByRole("list", { name: "Pending approvals" }).getByTestId("user-row").filter({ hasText: email }),
    );
    await pending.page.reload();
    await visible(pending.page.getByRole("heading", { name: "Account Pending Approval" }));
    await pending.context.close();
    await context.close();
  });

  it("shows the failure toasts of each action and of the list", async () => {
    const pending = await newSession(browser());
    const email = uniqueEmail("fail.case");
    await signUpViaApi(pending.context, email, "Frankie Fail");
    await pending.context.close();
    const { page, context } = await adminSession(browser());
    await page.goto("/admin");
    await visible(row(page, email));
    await page.route(/\/api\/admin\/users\/[^/]+\/(approve|revoke|admin)$/, (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom", requestId: "r" } } }),
    );
    await row(page, email).getByRole("button", { name: "Approve" }).click();
    await expectToast(page, "Error", "Failed to approve user");
    const anyApproved = page
      .getByRole("list", { name: "Approved users" })
      .getByTestId("user-row")
      .filter({ hasNotText: "(you)" })
      .last();
    const toggle = anyApproved.getByRole("button", { name: /Make Admin|Remove Admin/ });
    const removing = (await toggle.innerText()) === "Remove Admin";
    await toggle.click();
    if (removing) await page.getByRole("alertdialog").getByRole("button", { name: "Remove admin role" }).click();
    await expectToast(page, "Error", "Failed to update admin role");
    const revocable = page
      .getByRole("list", { name: "Approved users" })
      .getByTestId("user-row")
      .filter({ has: page.getByRole("button", { name: "Revoke" }) })
      .first();
    await revocable.getByRole("button", { name: "Revoke" }).click();
    await page.getByRole("alertdialog").getByRole("button", { name: "Revoke access" }).click();
    await expectToast(page, "Error", "Failed to revoke user access");
    await page.unrouteAll();
    await page.route("**/api/admin/users", (route) =>
      route.fulfill({ status: 500, json: { error: { code: "internal", message: "boom", requestId: "r" } } }),
    );
    await page.reload();
    await expectToast(page, "Error", "Failed to fetch users");
    await context.close();
  });

  it("marks the admin's own row (you); removing one's own role asks first, says what follows, and closes the panel", async () => {
    // A second admin, with two-factor on as admin routes require, so the suite's admin stays one.
    const second = await approvedAdviser(browser(), "second.admin");
    const admin = await adminSession(browser());
    const target = (await users(admin.page)).find((u) => u.email === second.email);
    expect(target).toBeDefined();
    const granted = await admin.context.request.put(`/api/admin/users/${target?.id}/admin`, {
      headers: ORIGIN_HEADER(base()),
    });
    expect(granted.status()).toBe(200);
    await admin.context.close();
    const enabled = await second.context.request.post("/api/auth/two-factor/enable", {
      data: { password: PASSWORD },
      headers: ORIGIN_HEADER(base()),
    });
    expect(enabled.status(), await enabled.text()).toBe(200);
    const secret = new URL(((await enabled.json()) as { totpURI: string }).totpURI).searchParams.get("secret") ?? "";
    const verified = await second.context.request.post("/api/auth/two-factor/verify-totp", {
      data: { code: totpCode(secret) },
      headers: ORIGIN_HEADER(base()),
    });
    expect(verified.status(), await verified.text()).toBe(200);

    const { page } = second;
    await page.goto("/admin");
    const mine = row(page, second.email);
    await visible(mine.getByText("(you)"));
    expect(await page.getByTestId("user-row").filter({ hasText: "(you)" }).count()).toBe(1);
    await mine.getByRole("button", { name: "Remove Admin" }).click();
    const dialog = await visible(page.getByRole("alertdialog", { name: "Remove your own admin role?" }));
    expect(await dialog.innerText()).toContain("You keep your access to the dashboard as an approved adviser.");
    await expectAccessible(page, "/admin remove own role");
    await screenshot(page, "admin-remove-own-role");
    await dialog.getByRole("button", { name: "Remove my admin role" }).click();
    await expectToast(page, "Admin Role Removed", "You are no longer an admin.");
    await page.waitForURL(`${base()}/`);
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await second.context.close();
  });

  it("says No pending approvals and No approved users when the lists are empty", async () => {
    const { page, context } = await adminSession(browser());
    await page.route("**/api/admin/users", (route) => route.fulfill({ json: { users: [] } }));
    await page.goto("/admin");
    await visible(page.getByRole("heading", { name: "Pending Approvals (0)" }));
    expect(await page.getByText("No pending approvals").count()).toBe(1);
    expect(await page.getByText("No approved users").count()).toBe(1);
    await screenshot(page, "admin-empty");
    await context.close();
  });
});
