import { prefersReducedMotion } from "~/ui/reduced-motion";
import { CONFETTI_REMOVE_MS, CONFETTI_RUN_MS } from "./free-shipping";

/** The celebration's two colours: the shop's accent and gold. */
const colors = ["#7c3aed", "#f5b400"];

/**
 * The free-shipping celebration: canvas-confetti (loaded now, on first use, not with the page) in
 * two colours for 5 s on a canvas over the page, removed after 6 s. Nothing under
 * prefers-reduced-motion.
 */
export async function runConfetti(origin?: { x: number; y: number }): Promise<void> {
  if (prefersReducedMotion()) return;
  const { default: confetti } = await import("canvas-confetti");
  const canvas = document.createElement("canvas");
  canvas.dataset.confetti = "free-shipping";
  canvas.setAttribute("aria-hidden", "true");
  canvas.style.cssText = "position:fixed;inset:0;width:100%;height:100%;pointer-events:none;z-index:60";
  document.body.appendChild(canvas);
  const fire = confetti.create(canvas, { resize: true, disableForReducedMotion: true });
  const end = Date.now() + CONFETTI_RUN_MS;
  const frame = () => {
    void fire({ particleCount: 4, spread: 70, startVelocity: 35, origin: origin ?? { x: 0.5, y: 0.3 }, colors });
    if (Date.now() < end) window.setTimeout(frame, 120);
  };
  frame();
  window.setTimeout(() => {
    fire.reset();
    canvas.remove();
  }, CONFETTI_REMOVE_MS);
}
