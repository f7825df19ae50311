import { KeyRound, LineChart, LogOut, Shield } from "lucide-react";
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
 * keyboard support (arrows, Enter, Escape).
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
      <div className="mx-auto flex h-14 max-w-7xl items-center gap-4 px-4">
        <Link to="/" className="flex items-center gap-2 font-bold text-foreground">
          <LineChart className="h-5 w-5 text-primary" aria-hidden="true" />
          <span>Financial Strategy Advisor</span>
        </Link>
        <nav aria-label="Main" className="flex-1">
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
            className="flex h-9 w-9 cursor-pointer items-center justify-center rounded-full bg-primary font-semibold text-primary-foreground"
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
