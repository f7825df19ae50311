import { useEffect } from "react";
import { Link, useLocation } from "react-router";
import { buttonClass } from "../../components/ui/button.tsx";

/** The not-found page (spec §2): 404, Oops! Page not found, Return to Home; the attempted path is logged. */
export function NotFoundRoute() {
  const location = useLocation();
  useEffect(() => {
    console.error("404 Error: User attempted to access non-existent route:", location.pathname);
  }, [location.pathname]);
  return (
    <div className="flex min-h-[70vh] flex-col items-center justify-center gap-3 px-4 text-center">
      <h1 className="text-5xl font-bold">404</h1>
      <p className="text-xl text-muted-foreground">Oops! Page not found</p>
      <Link to="/" className={buttonClass("primary", "md")}>
        Return to Home
      </Link>
    </div>
  );
}
