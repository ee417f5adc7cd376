import { useCallback, useState } from "react";

type Loader<M> = () => Promise<M>;

const loadedModules = new WeakMap<Loader<unknown>, unknown>();
const pendingModules = new WeakMap<Loader<unknown>, Promise<unknown>>();

/**
 * Starts loading a module once, however many controls ask for it; a failed load (the network
 * dropped) may be tried again. `load` must be a function defined once at module level.
 */
export function preloadModule<M>(load: Loader<M>): Promise<M> {
  let pending = pendingModules.get(load) as Promise<M> | undefined;
  if (!pending) {
    pending = load().then((module) => {
      loadedModules.set(load, module);
      return module;
    });
    pending.catch(() => pendingModules.delete(load));
    pendingModules.set(load, pending);
  }
  return pending;
}

/**
 * Code a page needs only once the shopper uses it — a dialog, a drawer, the lightbox — so that it
 * is not part of the page's first-load JavaScript (js-budget.json). Returns the module once it has
 * loaded (null before) and `ensure`, which loads it: call it when the control is used, and from
 * onPointerEnter/onFocus of the control that opens it, so the code is usually there by the click.
 */
export function useLazyModule<M>(load: Loader<M>): [M | null, () => Promise<M>] {
  const [module, setModule] = useState<M | null>(() => (loadedModules.get(load) as M | undefined) ?? null);
  const ensure = useCallback(() => {
    const pending = preloadModule(load);
    pending.then(
      (loaded) => setModule(() => loaded),
      () => undefined,
    );
    return pending;
  }, [load]);
  return [module, ensure];
}
