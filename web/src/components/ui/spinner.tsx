import { Loader2 } from "lucide-react";
import { cn } from "../../lib/cn.ts";

/** A spinning icon; decorative, so pair it with visible text. */
export function Spinner({ className }: { className?: string }) {
  return (
    <Loader2 aria-hidden="true" data-testid="spinner" className={cn("h-6 w-6 animate-spin text-primary", className)} />
  );
}

/** A full-page loading state: a spinner and the spec's Loading... */
export function PageLoading({ label = "Loading..." }: { label?: string }) {
  return (
    <div role="status" className="flex min-h-[60vh] flex-col items-center justify-center gap-3">
      <Spinner className="h-8 w-8" />
      <p className="text-muted-foreground">{label}</p>
    </div>
  );
}
