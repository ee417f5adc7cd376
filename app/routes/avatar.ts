import { data } from "react-router";
import type { Route } from "./+types/avatar";
import { parseAvatarPath, renderAvatarSvg } from "~/lib/avatar";
import { refusePostedForm } from "~/lib/read-only-route.server";

/** /avatars/{hue}/{initials}.svg: an avatar drawn by the shop (lib/avatar.ts). */
export function loader({ params }: Route.LoaderArgs) {
  const spec = parseAvatarPath(params.hue, params.file);
  if (!spec) throw data("Not found", { status: 404 });
  return new Response(renderAvatarSvg(spec), {
    headers: { "Content-Type": "image/svg+xml", "Cache-Control": "public, max-age=31536000, immutable" },
  });
}

/** Only read: a posted form is refused with a plain 405. */
export const action = refusePostedForm;
