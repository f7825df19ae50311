import { KeyRound, LineChart, LogOut, Menu, Shield } from "lucide-react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { useAuth } from "../../lib/auth/auth-context.ts";
import {
  DropdownMenu,
  DropdownMenuContent,
  DropdownMenuItem,
  DropdownMenuLabel,
  DropdownMenuSeparator,
  DropdownMenuTrigger,
} from "../ui/dropdown-menu.tsx";
import { Menubar, MenubarContent, MenubarItem, MenubarMenu, MenubarTrigger } from "../ui/menubar.tsx";

/** The avatar's letter: the email's initial, or U without an email (spec §2 "Header"). */
export function avatarInitial(email: string | null | undefined): string {
  return email?.trim().charAt(0).toUpperCase() || "U";
}

/**
 * The header, shown only when signed in (spec §2 "Header"): the title, the menubar (Dashboard →
 * Home, Results; Strategies → View Strategies) and the avatar menu with the email, the
 * Administrator label and Admin Panel for admins, Account security (two-factor set-up) and Sign Out. Radix gives both menus full
 * keyboard support (arrows, Enter, Escape). One line, 56 px, at every width (issue #16): below
 * 640 px the menubar's entries move into a Menu button and the title is cut with an ellipsis.
 */
export function Header() {
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const onSignOut = async () => {
    const r = await signOut();
    if (r.error) toast.error("Error signing out", { description: r.error });
    else navigate("/auth");
  };
  return (
    <header className="sticky top-0 z-30 border-b border-border bg-card/95 backdrop-blur">
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-2 px-4 sm:gap-4">
        <Link to="/" className="flex min-h-11 min-w-0 flex-1 items-center gap-2 font-bold text-foreground sm:flex-none">
          <LineChart className="h-5 w-5 shrink-0 text-primary" aria-hidden="true" />
          <span className="truncate">Financial Strategy Advisor</span>
        </Link>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-md hover:bg-muted sm:hidden"
            data-testid="nav-menu"
          >
            <Menu className="h-5 w-5" aria-hidden="true" />
            <span className="sr-only">Menu</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>Dashboard</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => navigate("/")}>Home</DropdownMenuItem>
            <DropdownMenuItem onSelect={() => navigate("/results")}>Results</DropdownMenuItem>
            <DropdownMenuSeparator />
            <DropdownMenuLabel>Strategies</DropdownMenuLabel>
            <DropdownMenuItem onSelect={() => navigate("/strategies")}>View Strategies</DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
        <nav aria-label="Main" className="hidden flex-1 sm:block">
          <Menubar>
            <MenubarMenu>
              <MenubarTrigger>Dashboard</MenubarTrigger>
              <MenubarContent>
                <MenubarItem onSelect={() => navigate("/")}>Home</MenubarItem>
                <MenubarItem onSelect={() => navigate("/results")}>Results</MenubarItem>
              </MenubarContent>
            </MenubarMenu>
            <MenubarMenu>
              <MenubarTrigger>Strategies</MenubarTrigger>
              <MenubarContent>
                <MenubarItem onSelect={() => navigate("/strategies")}>View Strategies</MenubarItem>
              </MenubarContent>
            </MenubarMenu>
          </Menubar>
        </nav>
        <DropdownMenu modal={false}>
          <DropdownMenuTrigger
            className="flex h-11 w-11 shrink-0 cursor-pointer items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
            data-testid="avatar"
          >
            <span>{avatarInitial(user.email)}</span>
            <span className="sr-only"> account menu</span>
          </DropdownMenuTrigger>
          <DropdownMenuContent align="end">
            <DropdownMenuLabel>
              <p className="font-medium">{user.email}</p>
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
            <DropdownMenuItem onSelect={() => void onSignOut()}>
              <LogOut className="h-4 w-4" aria-hidden="true" />
              Sign Out
            </DropdownMenuItem>
          </DropdownMenuContent>
        </DropdownMenu>
      </div>
    </header>
  );
}
