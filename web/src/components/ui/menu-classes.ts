/**
 * The menus' classes, without Radix: the header draws its menu triggers from these before the
 * menus' code has loaded (src/components/layout/header.tsx), so the swap changes nothing on screen.
 */
export const menuContentClass =
  "z-50 min-w-[12rem] rounded-md border border-border bg-card p-1 text-card-foreground shadow-md";
export const menuItemClass =
  "relative flex cursor-pointer items-center gap-2 rounded-sm px-2 py-1.5 text-sm outline-none select-none data-[highlighted]:bg-muted";
export const menubarClass = "flex items-center gap-1";
export const menubarTriggerClass =
  "flex cursor-pointer items-center rounded-sm px-3 py-1.5 text-sm font-medium outline-none select-none data-[highlighted]:bg-muted data-[state=open]:bg-muted";
