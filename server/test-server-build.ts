import { createElement as h, Suspense } from "react";
import { Await, Outlet, data, useLoaderData, type ServerBuild } from "react-router";
import * as entry from "../app/entry.server";
import { Layout } from "../app/root";
import * as storeNoticeDismiss from "../app/routes/store-notice-dismiss";
import * as comingSoonDismiss from "../app/routes/coming-soon-dismiss";
import { headers as cartHeaders } from "../app/routes/cart";

type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/**
 * A small React Router server build for tests of the whole server, made by hand since tests
 * cannot run the real build. It runs the real server entry (app/entry.server.tsx), the real
 * document layout (app/root.tsx's Layout, with its inline script), the real banner dismissal
 * routes, and two stand-in pages: "/" with streamed (deferred) data, and "/cart/" with the cart
 * route's real `headers`.
 */

function Root() {
  return h(Layout, null, h("main", { id: "main" }, h(Outlet)));
}

function Home() {
  const loaderData = useLoaderData<{ greeting: string; later: Promise<string> }>();
  return h(
    "div",
    null,
    h("h1", null, loaderData.greeting),
    h(
      Suspense,
      { fallback: h("p", null, "Loading…") },
      h(Await, { resolve: loaderData.later, children: (value: unknown) => h("p", null, String(value)) }),
    ),
  );
}

function Cart() {
  return h("h1", null, "Cart");
}

const routeModules: Record<string, { path?: string; index?: boolean; parentId?: string; module: ServerRouteModule }> = {
  root: { path: "", module: { default: Root } as ServerRouteModule },
  "routes/home": {
    index: true,
    parentId: "root",
    module: {
      default: Home,
      loader: () => ({
        greeting: "Welcome to the shop",
        later: new Promise<string>((resolve) => setTimeout(() => resolve("Streamed in later"), 20)),
      }),
    } as ServerRouteModule,
  },
  "routes/cart": {
    path: "cart",
    parentId: "root",
    module: {
      default: Cart,
      headers: cartHeaders,
      loader: () => data({ lines: [] }, { headers: { "Cache-Control": "private, no-store" } }),
    } as unknown as ServerRouteModule,
  },
  "routes/store-notice-dismiss": {
    path: "store-notice/dismiss",
    parentId: "root",
    module: storeNoticeDismiss as unknown as ServerRouteModule,
  },
  "routes/coming-soon-dismiss": {
    path: "coming-soon/dismiss",
    parentId: "root",
    module: comingSoonDismiss as unknown as ServerRouteModule,
  },
};

export function testServerBuild(): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  for (const [id, route] of Object.entries(routeModules)) {
    routes[id] = {
      id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      caseSensitive: undefined,
      module: route.module,
    };
    assetRoutes[id] = {
      id,
      parentId: route.parentId,
      path: route.path,
      index: route.index,
      module: `/assets/${id.replace("/", "-")}.js`,
      imports: [],
      css: [],
      hasAction: "action" in route.module,
      hasLoader: "loader" in route.module,
      hasClientAction: false,
      hasClientLoader: false,
      hasClientMiddleware: false,
      hasErrorBoundary: false,
      clientActionModule: undefined,
      clientLoaderModule: undefined,
      clientMiddlewareModule: undefined,
      hydrateFallbackModule: undefined,
    };
  }
  return {
    entry: { module: entry },
    routes,
    assets: {
      entry: { module: "/assets/entry.client.js", imports: [] },
      routes: assetRoutes,
      url: "/assets/manifest-test.js",
      version: "test",
    },
    basename: "/",
    publicPath: "/",
    assetsBuildDirectory: "build/client",
    future: {} as ServerBuild["future"],
    ssr: true,
    isSpaMode: false,
    prerender: [],
    routeDiscovery: { mode: "initial", manifestPath: "/__manifest" },
  };
}
