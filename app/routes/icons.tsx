import { useLoaderData, useSearchParams } from "react-router";
import { iconNames } from "~/ui/icon-shapes";
import { IconGallery } from "~/modules/site/components/icon-gallery";
import { pageTitle } from "~/lib/page-title";
import type { Route } from "./+types/icons";

export function meta({ matches }: Route.MetaArgs) {
  return [pageTitle(matches, "Icons"), { name: "robots", content: "noindex" }];
}

export function loader() {
  return { names: iconNames };
}

/** The line-icon catalogue, for the owner to browse and copy names from. */
export default function IconsPage() {
  const [params] = useSearchParams();
  const { names } = useLoaderData<typeof loader>();
  return (
    <>
      <h1 className="text-4xl font-bold">Icons</h1>
      <p className="muted mt-2 max-w-2xl">
        Every line icon of the shop, drawn on a 17×17 canvas in the colour of the text around it. Click an icon (or
        press Enter on it) to copy its name.
      </p>
      <IconGallery names={names} initialQuery={params.get("q") ?? ""} />
    </>
  );
}
