import { useEffect, useRef, useState } from "react";
import { LIMITS } from "@contract/limits.ts";
import { DETAIL_IMAGE_SIZES } from "@contract/page-hints.ts";
import { DEFAULT_SIZES, mediaSrcSet } from "../lib/responsive-image.ts";

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
}

type Status = "waiting" | "loading" | "loaded" | "error";

/**
 * An image that starts loading when 10% of it is within 50px of the viewport
 * (spec section 9), with a placeholder meanwhile and a "Failed to load image" state.
 */
export function LazyImage({ src, alt, width, height, aspectRatio, className, eager = false, sizes, widths }: LazyImageProps) {
  const frameRef = useRef<HTMLDivElement>(null);
  const source = src?.trim() ? src.trim() : PLACEHOLDER_IMAGE;
  const [status, setStatus] = useState<Status>(eager ? "loading" : "waiting");
  const srcSet = mediaSrcSet(source, widths);

  useEffect(() => {
    setStatus((current) => (current === "waiting" ? current : "loading"));
  }, [source]);

  useEffect(() => {
    if (status !== "waiting") return;
    const frame = frameRef.current;
    if (!frame || typeof IntersectionObserver === "undefined") {
      setStatus("loading");
      return;
    }
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          setStatus("loading");
          observer.disconnect();
        }
      },
      { threshold: LIMITS.lazyImageThreshold, rootMargin: LIMITS.lazyImageRootMargin },
    );
    observer.observe(frame);
    return () => observer.disconnect();
  }, [status]);

  const ratio = aspectRatio ?? (width && height ? `${width} / ${height}` : "4 / 3");

  return (
    <div
      ref={frameRef}
      className={`lazy-image${className ? ` ${className}` : ""}`}
      style={{ aspectRatio: ratio }}
      data-status={status}
    >
      {status === "error"
        ? (
          <div className="lazy-image__fallback" role="img" aria-label={`${alt}: failed to load image`}>
            <span aria-hidden="true">Failed to load image</span>
          </div>
        )
        : null}
      {status === "loading" || status === "loaded"
        ? (
          <img
            src={source}
            srcSet={srcSet}
            sizes={srcSet ? (sizes ?? (eager ? DETAIL_IMAGE_SIZES : DEFAULT_SIZES)) : undefined}
            alt={alt}
            width={width}
            height={height}
            decoding="async"
            loading={eager ? "eager" : "lazy"}
            fetchPriority={eager ? "high" : undefined}
            onLoad={() => setStatus("loaded")}
            onError={() => setStatus("error")}
          />
        )
        : null}
      {status === "waiting" || status === "loading"
        ? <div className="lazy-image__placeholder" aria-hidden="true" />
        : null}
    </div>
  );
}
