import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";

/** A bulleted list of short texts; nothing at all when there are none. */
export function BulletList({ items, className, ...props }: { items: readonly string[] } & ComponentProps<"ul">) {
  if (!items.length) return null;
  return (
    <ul className={cn("list-disc space-y-1 pl-5", className)} {...props}>
      {items.map((item) => (
        <li key={item}>{item}</li>
      ))}
    </ul>
  );
}
