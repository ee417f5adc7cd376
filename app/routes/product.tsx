import { useLocation } from "react-router";
import type { Route } from "./+types/product";
import { ProductView } from "~/modules/catalog/components/product-view";
import { handleProductForm, loadProductPage } from "~/modules/catalog/product.server";

export function meta({ data }: Route.MetaArgs) {
  if (!data) return [{ title: "Product not found" }];
  const { product } = data;
  return [
    { title: product.name },
    { name: "description", content: product.shortDescription },
    { property: "og:title", content: product.name },
    ...(product.gallery[0] ? [{ property: "og:image", content: product.gallery[0].full_src }] : []),
  ];
}

export async function loader({ request, params, context }: Route.LoaderArgs) {
  return loadProductPage(context.db, request, params.slug);
}

export async function action({ request, params, context }: Route.ActionArgs) {
  return handleProductForm(context.db, request, params.slug);
}

export default function ProductRoute({ loaderData, actionData }: Route.ComponentProps) {
  const location = useLocation();
  // A new product or a new choice in the address starts the form afresh.
  return <ProductView key={`${loaderData.product.id}${location.search}`} page={loaderData} actionData={actionData} />;
}
