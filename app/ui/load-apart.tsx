import { lazy, memo, Suspense, useEffect, useState, type ComponentType } from "react";

type Loaded<P> = { default: ComponentType<P> };

/**
 * A part of a page whose code is not in the page's first-load JavaScript (js-budget.json,
 * decision 014), though the server renders it in full.
 *
 * The server loads the code as it starts, so no page waits on it and every page comes out whole.
 * In the browser the part stays the server's HTML — its links work and its forms post as plain
 * forms — until its code has arrived; React then takes it over where it stands (a Suspense
 * boundary hydrates on its own). Code already loaded is handed over at once, without suspending.
 *
 * `startAtOnce`: start loading as soon as this module loads (a part every visitor of the page
 * gets, such as the footer or the product's tabs), so that it is there by the time a page reached
 * by a link renders. Without it, the code loads when the part first renders (a part only some
 * visitors get, such as the listing's cart widget).
 *
 * Should the code fail to load (the network dropped), the part stays the server's HTML: a plain
 * page, as without JavaScript, rather than an error.
 *
 * Until its code has arrived the part is not rendered again when the page around it is (new
 * props are held back): React cannot hydrate a part whose code is missing, and a part still
 * showing the server's HTML that receives new props would be dropped and left empty until the
 * code came — the page would lose its gallery for a moment and everything beside it would jump.
 * Once the code is there, the part renders once more with the latest props.
 */
export function loadApart<P extends object>(
  load: () => Promise<ComponentType<P>>,
  { startAtOnce = false }: { startAtOnce?: boolean } = {},
): ComponentType<P> {
  let loaded: Loaded<P> | null = null;
  let pending: Promise<Loaded<P>> | null = null;
  const start = () =>
    (pending ??= load().then(
      (component) => (loaded = { default: component }),
      () => new Promise<Loaded<P>>(() => undefined),
    ));
  if (import.meta.env.SSR || startAtOnce) void start();

  const Lazy = lazy(() =>
    loaded ? ({ then: (ok: (m: Loaded<P>) => unknown) => ok(loaded!) } as unknown as Promise<Loaded<P>>) : start(),
  );
  const Part = memo(
    function Part({ props }: { props: P; hold: boolean }) {
      return (
        <Suspense fallback={null}>
          <Lazy {...props} />
        </Suspense>
      );
    },
    // Equal (no render) while held; once the code is there, every render goes through.
    (_, next) => next.hold,
  );
  function LoadedApart(props: P) {
    const [hasCode, setHasCode] = useState(() => loaded !== null);
    useEffect(() => {
      if (hasCode) return;
      let mounted = true;
      void start().then(() => mounted && setHasCode(true));
      return () => {
        mounted = false;
      };
    }, [hasCode]);
    return <Part props={props} hold={!hasCode} />;
  }
  return LoadedApart;
}
