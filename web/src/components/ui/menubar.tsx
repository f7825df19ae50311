import * as MenubarPrimitive from "@radix-ui/react-menubar";
import type { ComponentProps } from "react";
import { cn } from "../../lib/cn.ts";
import { menubarClass, menubarTriggerClass, menuContentClass, menuItemClass } from "./menu-classes.ts";

export const MenubarMenu = MenubarPrimitive.Menu;

/** A menubar: arrow keys move between menus and items, Enter opens, Escape closes. */
export function Menubar({ className, ...props }: ComponentProps<typeof MenubarPrimitive.Root>) {
  return <MenubarPrimitive.Root className={cn(menubarClass, className)} {...props} />;
}

export function MenubarTrigger({ className, ...props }: ComponentProps<typeof MenubarPrimitive.Trigger>) {
  return <MenubarPrimitive.Trigger className={cn(menubarTriggerClass, className)} {...props} />;
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
