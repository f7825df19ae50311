import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** An inline alert; the destructive variant is announced (role="alert"). */
export function Alert({
  variant = "default",
  className,
  ...props
}: ComponentProps<"div"> & { variant?: "default" | "destructive" }) {
  return (
    <div
      role={variant === "destructive" ? "alert" : "note"}
      data-variant={variant}
      className={cn(
        "rounded-lg border p-4 text-sm",
        variant === "destructive" ? "border-destructive/40 bg-red-50 text-destructive" : "border-border bg-card",
        className,
      )}
      {...props}
    />
  );
}
