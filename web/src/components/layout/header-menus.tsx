import { KeyRound, LogOut, Menu, Shield } from "lucide-react";
import { type FocusEvent, type RefObject, useLayoutEffect, useRef } from "react";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import { Menubar, MenubarContent, MenubarItem, MenubarMenu, MenubarTrigger } from "../ui/menubar.tsx";

/** The header's four menu triggers: the Menu button (phones), the menubar's two menus, the avatar. */
export type HeaderMenuName = "nav" | "dashboard" | "strategies" | "account";

export interface HeaderMenusProps {
  email: string | null | undefined;
  initial: string;
  isAdmin: boolean;
  navigate: (to: string) => void;
  onSignOut: () => void;
  /** The menu to show open at once (one the visitor opened before this code had loaded). */
  open: HeaderMenuName | null;
  /**
   * Whether that menu was opened with a key (Enter or Space): then its first item takes the focus,
   * as when the menus' own trigger opens it by keyboard, not the menu's panel.
   */
  openedByKeyboard: boolean;
  /** The trigger to give the focus to (the one that had it before this code had loaded). */
  focus: HeaderMenuName | null;
}

/**
 * The header's menus (Radix: full keyboard support, arrows, Enter, Escape), in their own chunk:
 * src/components/layout/header.tsx draws the same triggers without them until the page has been
 * painted, then puts these in their place.
 */
export function HeaderMenus({
  email,
  initial,
  isAdmin,
  navigate,
  onSignOut,
  open,
  openedByKeyboard,
  focus,
}: HeaderMenusProps) {
  const nav = useRef<HTMLButtonElement>(null);
  // Used once: the menu handed over open by a key; later openings are Radix's own.
  const firstItemOnOpen = useRef(openedByKeyboard);
  // Radix focuses the panel of a menu it opens itself; this moves that first focus on to the first item.
  const onContentFocus = (event: FocusEvent<HTMLDivElement>) => {
    if (!firstItemOnOpen.current || event.target !== event.currentTarget) return;
    firstItemOnOpen.current = false;
    event.currentTarget.querySelector<HTMLElement>('[role="menuitem"]')?.focus({ preventScroll: true });
  };
  const dashboard = useRef<HTMLButtonElement>(null);
  const strategies = useRef<HTMLButtonElement>(null);
  const account = useRef<HTMLButtonElement>(null);
  useLayoutEffect(() => {
    const refs: Record<HeaderMenuName, RefObject<HTMLButtonElement | null>> = { nav, dashboard, strategies, account };
    if (focus) refs[focus].current?.focus();
  }, [focus]);
  return (
    <>
      <DropdownMenu modal={false} defaultOpen={open === "nav"}>
        <DropdownMenuTrigger
          ref={nav}
          className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted sm:hidden"
          data-testid="nav-menu"
        >
          <Menu className="h-5 w-5" aria-hidden="true" />
          <span className="sr-only">Menu</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onFocus={onContentFocus}>
          <DropdownMenuLabel>Dashboard</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => navigate("/")}>Home</DropdownMenuItem>
          <DropdownMenuItem onSelect={() => navigate("/results")}>Results</DropdownMenuItem>
          <DropdownMenuSeparator />
          <DropdownMenuLabel>Strategies</DropdownMenuLabel>
          <DropdownMenuItem onSelect={() => navigate("/strategies")}>View Strategies</DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
      <nav aria-label="Main" className="hidden flex-1 sm:block">
        <Menubar defaultValue={open === "dashboard" || open === "strategies" ? open : undefined}>
          <MenubarMenu value="dashboard">
            <MenubarTrigger ref={dashboard}>Dashboard</MenubarTrigger>
            <MenubarContent onFocus={onContentFocus}>
              <MenubarItem onSelect={() => navigate("/")}>Home</MenubarItem>
              <MenubarItem onSelect={() => navigate("/results")}>Results</MenubarItem>
            </MenubarContent>
          </MenubarMenu>
          <MenubarMenu value="strategies">
            <MenubarTrigger ref={strategies}>Strategies</MenubarTrigger>
            <MenubarContent onFocus={onContentFocus}>
              <MenubarItem onSelect={() => navigate("/strategies")}>View Strategies</MenubarItem>
            </MenubarContent>
          </MenubarMenu>
        </Menubar>
      </nav>
      <DropdownMenu modal={false} defaultOpen={open === "account"}>
        <DropdownMenuTrigger
          ref={account}
          className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
          data-testid="avatar"
        >
          <span>{initial}</span>
          <span className="sr-only"> account menu</span>
        </DropdownMenuTrigger>
        <DropdownMenuContent align="end" onFocus={onContentFocus}>
          <DropdownMenuLabel>
            <p className="font-medium">{email}</p>
            {isAdmin ? <p className="text-xs text-muted-foreground">Administrator</p> : null}
          </DropdownMenuLabel>
          <DropdownMenuSeparator />
          {isAdmin ? (
            <DropdownMenuItem onSelect={() => navigate("/admin")}>
              <Shield className="h-4 w-4" aria-hidden="true" />
              Admin Panel
            </DropdownMenuItem>
          ) : null}
          <DropdownMenuItem onSelect={() => navigate("/security")}>
            <KeyRound className="h-4 w-4" aria-hidden="true" />
            Account security
          </DropdownMenuItem>
          <DropdownMenuItem onSelect={onSignOut}>
            <LogOut className="h-4 w-4" aria-hidden="true" />
            Sign Out
          </DropdownMenuItem>
        </DropdownMenuContent>
      </DropdownMenu>
    </>
  );
}
