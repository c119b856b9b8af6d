import { type RefObject, useCallback, useLayoutEffect, useState } from "react";

export type ImageOutcome = "loaded" | "error";

/**
 * Whether the image `source` shown in `imageRef` has loaded or failed (null while it loads). It
 * listens for `load` and `error`, and also reads the element as soon as it is in the page: a
 * preloaded or cached image can finish before React listens to it (the first render of a page
 * opened from a link), and then neither event ever reaches the component.
 */
export function useImageOutcome(imageRef: RefObject<HTMLImageElement | null>, source: string, shown: boolean) {
  const [settled, setSettled] = useState<{ source: string; outcome: ImageOutcome } | null>(null);
  const settle = useCallback((outcome: ImageOutcome) => setSettled({ source, outcome }), [source]);

  useLayoutEffect(() => {
    const image = imageRef.current;
    if (!shown || !image?.complete) return;
    if (image.naturalWidth > 0) {
      settle("loaded");
      return;
    }
    // Complete without a width: broken, or an SVG without an intrinsic size. Decoding tells which.
    let current = true;
    image.decode().then(() => current && settle("loaded"), () => current && settle("error"));
    return () => {
      current = false;
    };
  }, [imageRef, shown, settle]);

  return {
    outcome: settled?.source === source ? settled.outcome : null,
    onLoad: () => settle("loaded"),
    onError: () => settle("error"),
  };
}
