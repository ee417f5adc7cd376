import { useEffect, useId, useRef, useState, type ElementType, type ReactNode } from "react";

/** Backgrounds load once the section is within 200 px of the viewport. */
const MARGIN_PX = 200;
export const LAZY_BACKGROUND_MARGIN = `${MARGIN_PX}px 0px`;

/**
 * Runs as the section is parsed, before the first paint: a section already within the margin
 * (a short page's footer) gets its background at once instead of after the page's scripts, so it
 * does not appear late. The same text for every section, so one script hash covers them all.
 */
export const nearAtFirstPaintScript = `(function(s){var e=s.parentElement,r=e.getBoundingClientRect();if(r.top<innerHeight+${MARGIN_PX}&&r.bottom>-${MARGIN_PX}){e.style.backgroundImage='url("'+e.getAttribute("data-lazy-src")+'")';e.setAttribute("data-lazy-background","loaded")}})(document.currentScript)`;

/**
 * A section whose background image loads only when it comes near the viewport, so images
 * far down the page cost nothing until the shopper scrolls there. Without JS (or without
 * IntersectionObserver) the image is set at once.
 */
export function LazyBackground({
  as: Tag = "section",
  src,
  className,
  children,
  ...rest
}: { as?: ElementType; src: string; className?: string; children?: ReactNode } & Record<string, unknown>) {
  const ref = useRef<HTMLElement>(null);
  const id = useId();
  const [isNear, setIsNear] = useState(false);
  useEffect(() => {
    const element = ref.current;
    if (!element) return;
    if (typeof IntersectionObserver === "undefined") {
      setIsNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setIsNear(true);
          observer.disconnect();
        }
      },
      { rootMargin: LAZY_BACKGROUND_MARGIN },
    );
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return (
    <Tag
      ref={ref}
      className={className}
      data-lazy-background={isNear ? "loaded" : "pending"}
      data-lazy-id={id}
      data-lazy-src={src}
      style={isNear ? { backgroundImage: `url("${src}")` } : undefined}
      // The script below may already have set both.
      suppressHydrationWarning
      {...rest}
    >
      <noscript>
        <style>{`[data-lazy-id="${id}"]{background-image:url("${src}")}`}</style>
      </noscript>
      {children}
      <script dangerouslySetInnerHTML={{ __html: nearAtFirstPaintScript }} />
    </Tag>
  );
}
