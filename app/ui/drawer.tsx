import { useEffect } from "react";
import type { DrawerProps } from "./drawer-panel";
import { preloadModule, useLazyModule } from "./use-lazy-module";

export type { DrawerProps } from "./drawer-panel";

const loadDrawerPanel = () => import("./drawer-panel");

/** Fetches the drawer's code ahead of a click: for the opening button's onPointerEnter and onFocus. */
export function preloadDrawer(): void {
  void preloadModule(loadDrawerPanel).catch(() => undefined);
}

/**
 * A modal panel sliding in from one side (see DrawerPanel). Its code, Radix Dialog included, is
 * loaded when it first opens, not with the page: closed, a drawer is nothing but its button.
 */
export function Drawer(props: DrawerProps) {
  const [panel, loadPanel] = useLazyModule(loadDrawerPanel);
  useEffect(() => {
    if (props.open && !panel) void loadPanel().catch(() => props.onOpenChange(false));
  }, [props, panel, loadPanel]);
  return panel ? <panel.DrawerPanel {...props} /> : null;
}
