import { useEffect, useState } from "react";
import { createPortal } from "react-dom";
import { ZOOM_ERROR_MS, ZOOM_ERROR_TEXT, zoomPosition } from "../zoom-rules";
import type { ProductImage } from "../variation";

/**
 * Zoom on hover (from 992 px; loaded on the first hover): while the pointer is over the image the
 * full image shows magnified under it. If the full image cannot be loaded, "The image could not
 * be loaded" shows for 2.5 s.
 */
export function HoverZoom({ image, target }: { image: ProductImage; target: HTMLElement }) {
  const [at, setAt] = useState<{ x: number; y: number } | null>(null);
  const [state, setState] = useState<"loading" | "ready" | "failed" | "gave-up">("loading");

  useEffect(() => {
    const probe = new Image();
    probe.onload = () => setState(probe.naturalWidth > 0 ? "ready" : "failed");
    probe.onerror = () => setState("failed");
    probe.src = image.full_src;
  }, [image.full_src]);
  useEffect(() => {
    if (state !== "failed") return;
    const t = setTimeout(() => setState("gave-up"), ZOOM_ERROR_MS);
    return () => clearTimeout(t);
  }, [state]);
  useEffect(() => {
    const move = (e: PointerEvent) => {
      const box = target.getBoundingClientRect();
      setAt(zoomPosition(e.clientX - box.left, e.clientY - box.top, box.width, box.height));
    };
    const leave = () => setAt(null);
    target.addEventListener("pointermove", move);
    target.addEventListener("pointerleave", leave);
    return () => {
      target.removeEventListener("pointermove", move);
      target.removeEventListener("pointerleave", leave);
    };
  }, [target]);

  return createPortal(
    <>
      {at && state === "ready" ? (
        <span
          aria-hidden="true"
          className="pointer-events-none absolute inset-0 bg-no-repeat"
          style={{
            backgroundImage: `url(${JSON.stringify(image.full_src)})`,
            backgroundSize: `${Math.max(image.full_src_w, image.src_w * 1.5)}px auto`,
            backgroundPosition: `${at.x}% ${at.y}%`,
          }}
        />
      ) : null}
      {state === "failed" ? (
        <span role="status" className="absolute bottom-3 left-3 rounded bg-black/70 px-2 py-1 text-sm text-white">
          {ZOOM_ERROR_TEXT}
        </span>
      ) : null}
    </>,
    target,
  );
}
