"use client";
// The panel a dropdown menu opens: in a portal above the shell, at the end of its trigger, framed
// like every other menu of the app. Each menu adds its size and padding. With Radix's menu, this
// module is loaded when a menu is first used (components/ui/lazy-menu.tsx).
import * as Menu from "@radix-ui/react-dropdown-menu";
import type { ComponentProps } from "react";
import { cn } from "./cn";

export { Menu };

export function MenuPanel({ className, sideOffset = 8, ...props }: ComponentProps<typeof Menu.Content>) {
  return (
    <Menu.Portal>
      <Menu.Content
        align="end"
        sideOffset={sideOffset}
        className={cn("z-[60] rounded-md border border-slate-200 bg-white shadow-lg", className)}
        {...props}
      />
    </Menu.Portal>
  );
}
