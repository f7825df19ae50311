import * as MenubarPrimitive from "@radix-ui/react-menubar";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { menuContentClass, menuItemClass } from "./dropdown-menu.tsx";

export const MenubarMenu = MenubarPrimitive.Menu;

/** A menubar: arrow keys move between menus and items, Enter opens, Escape closes. */
export function Menubar({ className, ...props }: ComponentProps<typeof MenubarPrimitive.Root>) {
  return <MenubarPrimitive.Root className={cn("flex items-center gap-1", className)} {...props} />;
}

export function MenubarTrigger({ className, ...props }: ComponentProps<typeof MenubarPrimitive.Trigger>) {
  return (
    <MenubarPrimitive.Trigger
      className={cn(
        "flex cursor-pointer items-center rounded-sm px-3 py-1.5 text-sm font-medium outline-none select-none",
        "data-[highlighted]:bg-muted data-[state=open]:bg-muted",
        className,
      )}
      {...props}
    />
  );
}

export function MenubarContent({
  className,
  sideOffset = 6,
  align = "start",
  ...props
}: ComponentProps<typeof MenubarPrimitive.Content>) {
  return (
    <MenubarPrimitive.Portal>
      <MenubarPrimitive.Content
        sideOffset={sideOffset}
        align={align}
        className={cn(menuContentClass, className)}
        {...props}
      />
    </MenubarPrimitive.Portal>
  );
}

export function MenubarItem({ className, ...props }: ComponentProps<typeof MenubarPrimitive.Item>) {
  return <MenubarPrimitive.Item className={cn(menuItemClass, className)} {...props} />;
}
