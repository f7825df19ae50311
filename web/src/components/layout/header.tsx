import { LineChart, Menu } from "lucide-react";
import { type ComponentType, type MouseEvent, startTransition, useEffect, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { afterNextPaint } from "../../lib/after-first-paint.ts";
import { useAuth } from "../../lib/auth/auth-context.ts";
import { menubarClass, menubarTriggerClass } from "../ui/menu-classes.ts";
import type { HeaderMenuName, HeaderMenusProps } from "./header-menus.tsx";

/** The avatar's letter: the email's initial, or U without an email (spec §2 "Header"). */
export function avatarInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || "U";
}

/** The menus' code (Radix and its positioning, about a fifth of a signed-in page's scripts), once loaded. */
let loadedMenus: ComponentType<HeaderMenusProps> | null = null;
let loadingMenus: Promise<ComponentType<HeaderMenusProps>> | null = null;
function loadMenus(): Promise<ComponentType<HeaderMenusProps>> {
  loadingMenus ??= import("./header-menus.tsx").then((m) => {
    loadedMenus = m.HeaderMenus;
    return m.HeaderMenus;
  });
  return loadingMenus;
}

/**
 * The menu triggers as the menus draw them, without the menus' code: what the header shows until
 * that code has loaded. Opening one (click, Enter or Space) loads it at once and opens that menu.
 */
function MenuTriggers({
  initial,
  onOpen,
}: {
  initial: string;
  onOpen: (menu: HeaderMenuName, byKeyboard: boolean) => void;
}) {
  const trigger = (menu: HeaderMenuName) => ({
    type: "button" as const,
    "data-menu": menu,
    "aria-haspopup": "menu" as const,
    "aria-expanded": false,
    "data-state": "closed",
    // A click a key made (Enter or Space) has no pointer behind it: detail is 0.
    onClick: (event: MouseEvent) => onOpen(menu, event.detail === 0),
  });
  return (
    <>
      <button
        {...trigger("nav")}
        className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted sm:hidden"
        data-testid="nav-menu"
      >
        <Menu className="h-5 w-5" aria-hidden="true" />
        <span className="sr-only">Menu</span>
      </button>
      <nav aria-label="Main" className="hidden flex-1 sm:block">
        <div role="menubar" aria-orientation="horizontal" className={menubarClass}>
          <button {...trigger("dashboard")} role="menuitem" tabIndex={0} className={menubarTriggerClass}>
            Dashboard
          </button>
          <button {...trigger("strategies")} role="menuitem" tabIndex={-1} className={menubarTriggerClass}>
            Strategies
          </button>
        </div>
      </nav>
      <button
        {...trigger("account")}
        className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
        data-testid="avatar"
      >
        <span>{initial}</span>
        <span className="sr-only"> account menu</span>
      </button>
    </>
  );
}

/** The trigger that has the focus, if it is one of MenuTriggers'. */
function focusedTrigger(): HeaderMenuName | null {
  const menu = document.activeElement?.getAttribute("data-menu");
  return menu === "nav" || menu === "dashboard" || menu === "strategies" || menu === "account" ? menu : null;
}

/**
 * The header, shown only when signed in (spec §2 "Header"): the title, the menubar (Dashboard →
 * Home, Results; Strategies → View Strategies) and the avatar menu with the email, the
 * Administrator label and Admin Panel for admins, Account security (two-factor set-up) and Sign Out. Radix gives both menus full
 * keyboard support (arrows, Enter, Escape). One line, 56 px, at every width (issue #16): below
 * 640 px the menubar's entries move into a Menu button and the title is cut with an ellipsis.
 * The menus' code loads once the page has been painted (issue #16: the results page on a phone):
 * until then the same triggers are drawn without it, and one opened meanwhile opens when it arrives.
 */
export function Header() {
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  const [Menus, setMenus] = useState(() => loadedMenus);
  const [handOver, setHandOver] = useState<Pick<HeaderMenusProps, "open" | "focus" | "openedByKeyboard">>({
    open: null,
    focus: null,
    openedByKeyboard: false,
  });
  useEffect(() => {
    if (Menus) return;
    let live = true;
    const cancel = afterNextPaint(() => {
      void loadMenus().then((component) => {
        if (!live) return;
        // Not urgent (nothing changes on screen): drawn as a transition, in short slices.
        startTransition(() => {
          setHandOver((h) => (h.open ? h : { open: null, focus: focusedTrigger(), openedByKeyboard: false }));
          setMenus(() => component);
        });
      });
    });
    return () => {
      live = false;
      cancel();
    };
  }, [Menus]);
  if (!user) return null;
  const initial = avatarInitial(user.email);
  const onSignOut = async () => {
    const r = await signOut();
    if (r.error) toast.error("Error signing out", { description: r.error });
    else navigate("/auth");
  };
  const openEarly = (menu: HeaderMenuName, byKeyboard: boolean) => {
    setHandOver({ open: menu, focus: menu, openedByKeyboard: byKeyboard });
    void loadMenus().then((component) => setMenus(() => component));
  };
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <Link to="/" className="flex min-h-11 min-w-0 flex-1 items-center gap-2 font-bold text-foreground sm:flex-none">
          <LineChart className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">Financial Strategy Advisor</span>
        </Link>
        {Menus ? (
          <Menus
            email={user.email}
            initial={initial}
            isAdmin={isAdmin}
            navigate={navigate}
            onSignOut={() => void onSignOut()}
            open={handOver.open}
            openedByKeyboard={handOver.openedByKeyboard}
            focus={handOver.focus}
          />
        ) : (
          <MenuTriggers initial={initial} onOpen={openEarly} />
        )}
      </div>
    </header>
  );
}
