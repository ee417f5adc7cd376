import { createElement as h, Suspense } from "react";
import {
  Await,
  Outlet,
  data,
  useActionData,
  useLoaderData,
  type LoaderFunctionArgs,
  type ServerBuild,
} from "react-router";
import * as entry from "../app/entry.server";
import * as root from "../app/root";
import * as storeNoticeDismiss from "../app/routes/store-notice-dismiss";
import * as comingSoonDismiss from "../app/routes/coming-soon-dismiss";
import * as cartAdd from "../app/routes/cart-add";
import * as newsletter from "../app/routes/newsletter";
import * as contactFeedback from "../app/routes/api.contact-form-feedback";
import * as notFound from "../app/routes/not-found";
import { headers as cartHeaders } from "../app/routes/cart";
import { findAddToCartNotice } from "../app/modules/cart/add-to-cart-notice.server";

type ServerRouteModule = NonNullable<ServerBuild["routes"][string]>["module"];

/**
 * A small React Router server build for tests of the whole server, made by hand since tests
 * cannot run the real build. It runs the real server entry (app/entry.server.tsx), the real
 * document layout (app/root.tsx's Layout, with its inline script), the real banner dismissal
 * routes, the contact form's feedback endpoint, and two stand-in pages: "/" with streamed (deferred) data, and "/cart/" with the cart
 * route's real `headers`.
 */

function Root() {
  return h(root.Layout, null, h("main", { id: "main" }, h(Outlet)));
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
  // The one route here whose forms take files: the contact form's background send.
  "routes/api.contact-form-feedback": {
    path: "api/contact-forms/:id/feedback",
    parentId: "root",
    module: contactFeedback as unknown as ServerRouteModule,
  },
};

/**
 * The shop's own frame around a stand-in home page: the real root route (its loader, with the
 * session's cart count and the banners, the site chrome and the layout with its head scripts), the
 * real add-to-cart route, the newsletter's unsubscribe address, the banner dismissal routes and the
 * not-found route for any other address. The home page shows the no-JavaScript
 * add-to-cart notice its address carries and every product with its stock status, so a test sees
 * what one shopper's request or an owner's change does to the page.
 */
function ShopHome() {
  const { notice, products } = useLoaderData<{
    notice: { message: string } | null;
    products: { name: string; stock_status: string; price: number }[];
  }>();
  return h(
    "div",
    null,
    h("h1", null, "Welcome to the shop"),
    notice ? h("p", { role: "status" }, notice.message) : null,
    h(
      "ul",
      null,
      products.map((p) => h("li", { key: p.name }, `${p.name}: ${p.stock_status}, ${p.price} cents`)),
    ),
  );
}

/** What the real build's plugin does for a route component: its data as props. */
function withRouteProps(Component: (props: never) => React.ReactNode) {
  return function WithRouteProps() {
    return h(Component as React.FC<{ loaderData: unknown; actionData: unknown }>, {
      loaderData: useLoaderData(),
      actionData: useActionData(),
    });
  };
}

const shopRouteModules: typeof routeModules = {
  // The root's stylesheet links are left out: tests have no built assets to point them at.
  root: {
    path: "",
    module: {
      default: root.default,
      Layout: root.Layout,
      loader: root.loader,
      ErrorBoundary: root.ErrorBoundary,
    } as unknown as ServerRouteModule,
  },
  "routes/home": {
    index: true,
    parentId: "root",
    module: {
      default: ShopHome,
      loader: async ({ request, context }: LoaderFunctionArgs) => ({
        notice: await findAddToCartNotice(context.db, request),
        products: await context.db
          .selectFrom("products")
          .select(["name", "stock_status", "price"])
          .orderBy("id")
          .execute(),
      }),
    } as unknown as ServerRouteModule,
  },
  "routes/cart-add": { path: "cart/add", parentId: "root", module: cartAdd as unknown as ServerRouteModule },
  "newsletter-unsubscribe": {
    path: "newsletter/unsubscribe/:token",
    parentId: "root",
    module: { ...newsletter, default: withRouteProps(newsletter.default) } as unknown as ServerRouteModule,
  },
  "routes/store-notice-dismiss": routeModules["routes/store-notice-dismiss"],
  "routes/coming-soon-dismiss": routeModules["routes/coming-soon-dismiss"],
  // As in the shop, any other address is the real not-found route's, inside the real root.
  "routes/not-found": { path: "*", parentId: "root", module: notFound as unknown as ServerRouteModule },
};

export function testServerBuild(): ServerBuild {
  return assembleBuild(routeModules);
}

export function shopTestServerBuild(): ServerBuild {
  return assembleBuild(shopRouteModules);
}

function assembleBuild(modules: typeof routeModules): ServerBuild {
  const routes: ServerBuild["routes"] = {};
  const assetRoutes: ServerBuild["assets"]["routes"] = {};
  for (const [id, route] of Object.entries(modules)) {
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
