import { useEffect, useRef, useState } from "react";
import { LIMITS } from "@contract/limits.ts";
import { DETAIL_IMAGE_SIZES, MAIN_PHOTO_TIMING } from "@contract/page-hints.ts";
import { DEFAULT_SIZES, mediaSrcSet } from "../lib/responsive-image.ts";
import { useT } from "../i18n/language-context.tsx";
import { useServerHtml } from "../lib/server-html.ts";
import { useImageOutcome } from "./use-image-outcome.ts";

export const PLACEHOLDER_IMAGE = "/images/placeholder.svg";

interface LazyImageProps {
  src?: string | null;
  alt: string;
  /** Intrinsic size hints; with `aspectRatio` they reserve space so nothing shifts on load. */
  width?: number;
  height?: number;
  /** CSS aspect-ratio of the frame, e.g. "16 / 9". Defaults to width / height or 4 / 3. */
  aspectRatio?: string;
  className?: string;
  /** Above-the-fold images (a detail page's hero) load at once. */
  eager?: boolean;
  /** How wide the image is shown, for choosing among resized uploads (lib/responsive-image.ts). */
  sizes?: string;
  /** The widths of an upload's resized copies (`imageWidths` of a catalogue item): its `srcset`. */
  widths?: readonly number[];
  /** The point to keep in view when the frame crops the image (`imageFocus`, percent from the top left). */
  focus?: { x: number; y: number };
}

type Status = "waiting" | "loading" | "loaded" | "error";

/**
 * An image that starts loading when 10% of it is within 50px of the viewport, with a placeholder
 * meanwhile and a "Failed to load image" state. The placeholder lies under the image, so a photo
 * is painted as soon as it arrives, whatever the component has heard of it yet.
 */
export function LazyImage({ src, alt, width, height, aspectRatio, className, eager = false, sizes, widths, focus }: LazyImageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const imageRef = useRef<HTMLImageElement>(null);
  const source = src?.trim() ? src.trim() : PLACEHOLDER_IMAGE;
  // The server's HTML has every image, left to the browser's own lazy loading (it cannot know the
  // viewport), so an image rendered there is never taken out again.
  const fromServer = useServerHtml();
  const [near, setNear] = useState(eager || fromServer);
  const t = useT();
  const { outcome, onLoad, onError } = useImageOutcome(imageRef, source, near);
  const status: Status = near ? outcome ?? "loading" : "waiting";
  const srcSet = mediaSrcSet(source, widths);

  useEffect(() => {
    if (near) return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === "undefined") {
      setNear(true);
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setNear(true);
          observer.disconnect();
        }
      },
      { threshold: LIMITS.lazyImageThreshold, rootMargin: LIMITS.lazyImageRootMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [near]);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : "4 / 3");

  return (
    <div
      ref={frameRef}
      className={`lazy-image${className ? ` ${className}` : ""}`}
      style={{ aspectRatio: ratio }}
      data-status={status}
    >
      {status === "waiting" || status === "loading"
        ? <div className="lazy-image__placeholder" aria-hidden="true" />
        : null}
      {status === "error"
        ? (
          <div className="lazy-image__fallback" role="img" aria-label={t("ui.imageFailedAlt", { alt })}>
            <span aria-hidden="true">{t("ui.imageFailed")}</span>
          </div>
        )
        : null}
      {status === "loading" || status === "loaded"
        ? (
          <img
            ref={imageRef}
            src={source}
            srcSet={srcSet}
            sizes={srcSet ? (sizes ?? (eager ? DETAIL_IMAGE_SIZES : DEFAULT_SIZES)) : undefined}
            alt={alt}
            style={focus ? { objectPosition: `${focus.x}% ${focus.y}%` } : undefined}
            width={width}
            height={height}
            decoding="async"
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            {...(eager ? { elementtiming: MAIN_PHOTO_TIMING } : {})}
            onLoad={onLoad}
            onError={onError}
          />
        )
        : null}
    </div>
  );
}
