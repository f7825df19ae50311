import type { Page } from "playwright-core";
import { describe, expect, it } from "vitest";
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
  until,
  visible,
} from "./support/browser.ts";
import { ADMIN } from "./support/constants.ts";

/** Spec §2 "Header", "Not-found page", §1 footer, §9 toasts; issue 5 "Shell". */
const browser = browserForFile();

/** The chunk of the header's menus (Radix), loaded after the first paint. */
const MENUS_CODE = "**/assets/header-menus-*.js";

/**
 * Waits until the focus is on the menu item named `name`. Radix moves the focus between items a
 * task after the key (a timeout), so the next key waits for it rather than racing it.
 */
async function focusOn(page: Page, name: string): Promise<void> {
  await until(
    () =>
      page.evaluate(
        (n) =>
          document.activeElement?.getAttribute("role") === "menuitem" &&
          document.activeElement.textContent?.trim() === n,
        name,
      ),
    5_000,
    `the focus on ${name}`,
  );
}

describe("the shell", () => {
  it("header: title, menubar by keyboard (Dashboard → Home, Results; Strategies → View Strategies)", async () => {
    const { page, context } = await approvedAdviser(browser(), "menus");
    await page.goto("/");
    const header = await visible(page.getByRole("banner"));
    expect(await header.getByText("Financial Strategy Advisor").count()).toBe(1);
    const dashboard = page.getByRole("menuitem", { name: "Dashboard" });
    await dashboard.focus();
    await page.keyboard.press("Enter");
    const items = page.getByRole("menu").getByRole("menuitem");
    await visible(items.first());
    expect(await items.allInnerTexts()).toEqual(["Home", "Results"]);
    await expectAccessible(page, "dashboard menu open");
    // Opened by a key, the menu puts the focus on its first item, whether or not its code had
    // arrived when the key was pressed.
    await focusOn(page, "Home");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "Results");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${base()}/results`);
    await visible(page.getByRole("heading", { name: "No Analysis Available" }));
    // ArrowRight moves from the Dashboard menu to the Strategies menu.
    await page.getByRole("menuitem", { name: "Dashboard" }).focus();
    await page.keyboard.press("Enter");
    await visible(page.getByRole("menu"));
    await page.keyboard.press("ArrowRight");
    await visible(page.getByRole("menu").getByRole("menuitem", { name: "View Strategies" }));
    expect(await page.getByRole("menu").getByRole("menuitem").allInnerTexts()).toEqual(["View Strategies"]);
    await page.keyboard.press("Escape");
    expect(await page.getByRole("menu").count()).toBe(0);
    await page.getByRole("menuitem", { name: "Strategies" }).click();
    await page.getByRole("menuitem", { name: "View Strategies" }).click();
    await page.waitForURL(`${base()}/strategies`);
    await page.getByRole("menuitem", { name: "Dashboard" }).click();
    await page.getByRole("menuitem", { name: "Home" }).click();
    await page.waitForURL(`${base()}/`);
    await context.close();
  });

  it("avatar: the email's initial; the menu shows the email and Sign Out, without admin entries for an adviser", async () => {
    const { page, context, email } = await approvedAdviser(browser(), "zoe");
    await page.goto("/");
    const avatar = await visible(page.getByTestId("avatar"));
    expect((await avatar.innerText()).trim().charAt(0)).toBe("Z");
    await avatar.focus();
    await page.keyboard.press("Enter");
    const menu = await visible(page.getByRole("menu"));
    expect(await menu.getByText(email).count()).toBe(1);
    expect(await menu.getByText("Administrator").count()).toBe(0);
    expect(await menu.getByRole("menuitem", { name: "Admin Panel" }).count()).toBe(0);
    // The session marker in local storage, keyed by the backend host (spec §4, §9); it holds no secret.
    const key = `fsa-auth-${new URL(base()).host}`;
    const marker = await page.evaluate((k) => localStorage.getItem(k), key);
    expect(marker).toContain('"userId"');
    expect(marker).not.toMatch(/token/i);
    await menu.getByRole("menuitem", { name: "Sign Out" }).click();
    await page.waitForURL(`${base()}/auth`);
    expect(await page.getByRole("banner").count()).toBe(0);
    expect(await page.evaluate((k) => localStorage.getItem(k), key)).toBeNull();
    await context.close();
  });

  it("avatar menu of an admin: Administrator label and Admin Panel to /admin", async () => {
    const { page, context } = await adminSession(browser());
    await page.goto("/");
    const avatar = await visible(page.getByTestId("avatar"));
    expect((await avatar.innerText()).trim().charAt(0)).toBe(ADMIN.email.charAt(0).toUpperCase());
    await avatar.click();
    const menu = await visible(page.getByRole("menu"));
    expect(await menu.getByText(ADMIN.email).count()).toBe(1);
    expect(await menu.getByText("Administrator", { exact: true }).count()).toBe(1);
    await expectAccessible(page, "avatar menu open");
    await screenshot(page, "avatar-menu", false);
    await menu.getByRole("menuitem", { name: "Admin Panel" }).click();
    await page.waitForURL(`${base()}/admin`);
    await visible(page.getByRole("heading", { name: "Admin Panel" }));
    await context.close();
  });

  it("a menu opened before the menus' code has arrived opens when it does (issue #16)", async () => {
    const { page, context } = await approvedAdviser(browser(), "early-menu");
    // The header draws its triggers at once and loads the menus once the page is painted.
    const menusCode = await holdRequests(page, MENUS_CODE);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await page.getByTestId("avatar").click();
    expect(await page.getByRole("menu").count()).toBe(0);
    await menusCode.release();
    const menu = await visible(page.getByRole("menu"));
    expect(await menu.getByRole("menuitem", { name: "Sign Out" }).count()).toBe(1);
    await page.keyboard.press("Escape");
    await until(async () => (await page.getByRole("menu").count()) === 0, 5_000, "the menu closes");
    await context.close();
  });

  it("a menu opened by a key before the menus' code has arrived puts the focus on its first item (issue #16)", async () => {
    const { page, context } = await approvedAdviser(browser(), "early-key");
    const menusCode = await holdRequests(page, MENUS_CODE);
    await page.goto("/");
    await visible(page.getByRole("heading", { name: "Client Strategy Analysis" }));
    await page.getByRole("menuitem", { name: "Dashboard" }).focus();
    await page.keyboard.press("Enter");
    expect(await page.getByRole("menu").count()).toBe(0);
    await menusCode.release();
    await visible(page.getByRole("menu"));
    await focusOn(page, "Home");
    await page.keyboard.press("ArrowDown");
    await focusOn(page, "Results");
    await page.keyboard.press("Enter");
    await page.waitForURL(`${base()}/results`);
    await context.close();
  });

  it("a failed sign-out shows the destructive toast Error signing out with the message", async () => {
    const { page, context } = await approvedAdviser(browser(), "signout");
    await page.route("**/api/auth/sign-out", (route) =>
      route.fulfill({
        status: 500,
        json: { error: { code: "internal", message: "Session store unavailable", requestId: "r1" } },
      }),
    );
    await page.goto("/");
    await page.getByTestId("avatar").click();
    await page.getByRole("menuitem", { name: "Sign Out" }).click();
    await expectToast(page, "Error signing out", "Session store unavailable");
    const toast = page.locator("[data-sonner-toast]").filter({ hasText: "Error signing out" });
    expect(await toast.getAttribute("data-type")).toBe("error");
    expect(page.url()).toBe(`${base()}/`);
    await context.close();
  });

  it("home footer: the 2024 copyright and the backend note", async () => {
    const { page, context } = await approvedAdviser(browser(), "footer");
    await page.goto("/");
    const footer = await visible(page.locator("footer"));
    const text = await footer.innerText();
    expect(text).toContain("© 2024 Financial Strategy Advisor");
    expect(text).toContain("language-model processing, database storage and file handling");
    await context.close();
  });

  it("toasts: at most 3 visible, each gone after about 4.5 s", async () => {
    const { page, context } = await approvedAdviser(browser(), "toasts");
    await page.goto("/");
    const notes = await visible(page.getByLabel("Client Notes"));
    await notes.fill("   ");
    const analyze = page.getByRole("button", { name: "Analyze Client" });
    for (let i = 0; i < 5; i++) await analyze.click();
    await until(async () => (await page.locator("[data-sonner-toast]").count()) >= 3, 5_000, "toasts");
    const shown = await page.locator('[data-sonner-toast][data-visible="true"]').count();
    expect(shown).toBeLessThanOrEqual(3);
    expect(shown).toBeGreaterThan(0);
    await screenshot(page, "toasts-stacked", false);
    await page.mouse.move(10, 10);
    await until(async () => (await page.locator("[data-sonner-toast]").count()) === 0, 20_000, "toasts to close");
    // One toast alone: appears, then disappears after the configured 4.5 s.
    await analyze.click();
    const first = page.locator("[data-sonner-toast]").first();
    await first.waitFor({ state: "visible" });
    const shownAt = Date.now();
    await first.waitFor({ state: "detached", timeout: 10_000 });
    const lifetime = Date.now() - shownAt;
    expect(lifetime).toBeGreaterThan(3_900);
    expect(lifetime).toBeLessThan(6_000);
    await context.close();
  });

  it("404: Oops! Page not found, Return to Home, and the path logged", async () => {
    const s = await newSession(browser());
    await s.page.goto("/no/such/page");
    await visible(s.page.getByRole("heading", { name: "404" }));
    expect(await s.page.getByText("Oops! Page not found").count()).toBe(1);
    await until(
      () => s.console.some((m) => m.type === "error" && m.text.includes("/no/such/page")),
      5_000,
      "the 404 log",
    );
    await expectAccessible(s.page, "404");
    await screenshot(s.page, "not-found");
    await s.page.getByRole("link", { name: "Return to Home" }).click();
    await s.page.waitForURL(`${base()}/auth`);
    await s.context.close();
  });
});
