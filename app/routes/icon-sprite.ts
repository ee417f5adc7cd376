import type { LoaderFunctionArgs } from "react-router";
import { iconSprite } from "~/lib/icon-sprite.server";
import { refusePostedForm } from "~/lib/read-only-route.server";

/**
 * GET /icons.svg: the icon sprite. Asked for with its current version (as pages link it) it may be
 * kept for a year; any other address of it only briefly, since its content may change with a release.
 */
export function loader({ request }: LoaderFunctionArgs) {
  const { svg, version } = iconSprite();
  const isCurrent = new URL(request.url).searchParams.get("v") === version;
  return new Response(svg, {
    headers: {
      "Content-Type": "image/svg+xml; charset=utf-8",
      "Cache-Control": isCurrent ? "public, max-age=31536000, immutable" : "public, max-age=300",
    },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
