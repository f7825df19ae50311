// @vitest-environment jsdom
import { cleanup, screen, waitFor } from "@testing-library/react";
import { afterEach, describe, expect, it } from "vitest";
import { fakeAuth, renderWithProviders } from "../../testing/render.tsx";
import { avatarInitial, Header } from "./header.tsx";

afterEach(cleanup);

describe("header (spec §2)", () => {
  it("is shown only when signed in", () => {
    renderWithProviders(<Header />, { auth: fakeAuth({ user: null }) });
    expect(screen.queryByRole("banner")).toBeNull();
    cleanup();
    renderWithProviders(<Header />);
    expect(screen.getByRole("banner").textContent).toContain("Financial Strategy Advisor");
    expect(screen.getByRole("menubar")).toBeTruthy();
    expect(screen.getAllByRole("menuitem").map((m) => m.textContent)).toEqual(["Dashboard", "Strategies"]);
  });
  it("draws the menu triggers at once and puts the menus in their place once painted, in the same boxes (issue #16)", async () => {
    renderWithProviders(<Header />);
    const before = screen.getByTestId("avatar");
    expect(before.getAttribute("data-menu")).toBe("account");
    const classes = ["nav-menu", "avatar"].map((id) => screen.getByTestId(id).className);
    const menubarClasses = screen.getAllByRole("menuitem").map((m) => m.className);
    // Radix's triggers carry an id; the stand-ins do not.
    await waitFor(() => expect(screen.getByTestId("avatar").id).not.toBe(""));
    expect(screen.getByTestId("avatar").getAttribute("data-menu")).toBeNull();
    expect(["nav-menu", "avatar"].map((id) => screen.getByTestId(id).className)).toEqual(classes);
    expect(screen.getAllByRole("menuitem").map((m) => m.className)).toEqual(menubarClasses);
    expect(screen.getAllByRole("menuitem").map((m) => m.textContent)).toEqual(["Dashboard", "Strategies"]);
    expect(screen.getByTestId("avatar").textContent).toBe("A account menu");
  });
  it("shows the email's initial in the avatar, or U", () => {
    expect(avatarInitial("adviser@firm.example")).toBe("A");
    expect(avatarInitial("")).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});
