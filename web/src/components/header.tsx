import { useEffect, useRef, useState } from "react";
import { Link, useNavigate } from "react-router";
import { toast } from "sonner";
import { useAuth } from "../features/auth/auth-context.tsx";

function Menu({ label, children, id }: { label: string; id: string; children: React.ReactNode }) {
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  useEffect(() => {
    const close = (e: MouseEvent) => {
      if (ref.current && !ref.current.contains(e.target as Node)) setOpen(false);
    };
    document.addEventListener("click", close);
    return () => document.removeEventListener("click", close);
  }, []);
  return (
    // biome-ignore lint/a11y/noStaticElementInteractions: Escape closes the open menu from any item inside it.
    <div className="menu" ref={ref} onKeyDown={(e) => e.key === "Escape" && setOpen(false)}>
      <button
        type="button"
        className="btn ghost"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={id}
        onClick={() => setOpen(!open)}
      >
        {label}
      </button>
      {open ? (
        <div
          role="menu"
          id={id}
          className="menu-items"
          onClick={() => setOpen(false)}
          onKeyDown={(e) => e.key === "Enter" && setOpen(false)}
        >
          {children}
        </div>
      ) : null}
    </div>
  );
}

/** The header, shown only when signed in (spec §2 "Header"). */
export function Header() {
  const { user, isAdmin, signOut } = useAuth();
  const navigate = useNavigate();
  if (!user) return null;
  const initial = user.email ? user.email.charAt(0).toUpperCase() : "U";
  const out = async () => {
    const r = await signOut();
    if (r.error) toast.error("Error signing out", { description: r.error });
    else navigate("/auth");
  };
  return (
    <header className="header">
      <Link to="/" className="title">
        Financial Strategy Advisor
      </Link>
      <nav aria-label="Main" className="menubar">
        <Menu label="Dashboard" id="menu-dashboard">
          <Link role="menuitem" to="/">
            Home
          </Link>
          <Link role="menuitem" to="/results">
            Results
          </Link>
        </Menu>
        <Menu label="Strategies" id="menu-strategies">
          <Link role="menuitem" to="/strategies">
            View Strategies
          </Link>
        </Menu>
      </nav>
      <Menu label={initial} id="menu-account">
        <p className="menu-label">{user.email}</p>
        {isAdmin ? <p className="menu-label muted">Administrator</p> : null}
        {isAdmin ? (
          <Link role="menuitem" to="/admin">
            Admin Panel
          </Link>
        ) : null}
        <button type="button" role="menuitem" onClick={out}>
          Sign Out
        </button>
      </Menu>
    </header>
  );
}
