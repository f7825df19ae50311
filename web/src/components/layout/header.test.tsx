// @vitest-environment jsdom
import { cleanup, screen } from "@testing-library/react";
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
  it("shows the email's initial in the avatar, or U", () => {
    expect(avatarInitial("adviser@firm.example")).toBe("A");
    expect(avatarInitial("")).toBe("U");
    expect(avatarInitial(null)).toBe("U");
  });
});
