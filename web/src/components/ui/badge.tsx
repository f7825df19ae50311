import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

const variants = {
  default: "bg-primary text-primary-foreground border-transparent",
  secondary: "bg-secondary text-secondary-foreground border-transparent",
  destructive: "bg-destructive text-destructive-foreground border-transparent",
  success: "bg-success text-success-foreground border-transparent",
  attention: "bg-attention text-attention-foreground border-attention-border",
  muted: "bg-muted text-muted-foreground border-border",
  outline: "bg-transparent text-foreground border-input",
} as const;

export type BadgeVariant = keyof typeof variants;

/** A small label; `data-variant` names the colour for tests and styling hooks. */
export function Badge({
  variant = "default",
  className,
  ...props
}: ComponentProps<"span"> & { variant?: BadgeVariant }) {
  return (
    <span
      data-variant={variant}
      className={cn(
        "inline-flex items-center rounded-full border px-2.5 py-0.5 text-xs font-semibold",
        variants[variant],
        className,
      )}
      {...props}
    />
  );
}
