import type { FocalPoint } from "@contract/media.ts";
import { LIMITS } from "@contract/limits.ts";
import type { KeyboardEvent, MouseEvent } from "react";
import { useId } from "react";
import { useAdminT } from "../../../i18n/areas/admin.ts";

const clamp = (value: number) => Math.min(100, Math.max(0, Math.round(value)));
/** Arrow keys move the point by 1%, by 10% with Shift. */
const STEPS: Record<string, [number, number]> = { ArrowLeft: [-1, 0], ArrowRight: [1, 0], ArrowUp: [0, -1], ArrowDown: [0, 1] };

/**
 * Picks an image's focal point: a click on the image puts it there; the arrow keys move it while the
 * image has focus, and the two number inputs set it exactly. Coordinates are the image's own (x from
 * its left edge, y from its top), whatever the page's direction.
 */
export function FocalPointPicker({ src, value, onChange }: { src: string; value: FocalPoint; onChange(point: FocalPoint): void }) {
  const xId = useId();
  const yId = useId();
  const t = useAdminT();
  const pick = (event: MouseEvent<HTMLButtonElement>) => {
    if (event.detail === 0) return; // a click from the keyboard has no position
    const box = event.currentTarget.getBoundingClientRect();
    onChange({ x: clamp(((event.clientX - box.left) / box.width) * 100), y: clamp(((event.clientY - box.top) / box.height) * 100) });
  };
  const nudge = (event: KeyboardEvent<HTMLButtonElement>) => {
    const step = STEPS[event.key];
    if (!step) return;
    event.preventDefault();
    const by = event.shiftKey ? 10 : 1;
    onChange({ x: clamp(value.x + step[0] * by), y: clamp(value.y + step[1] * by) });
  };
  const setAxis = (axis: "x" | "y", text: string) => {
    const number = Number(text);
    if (text.trim() !== "" && Number.isFinite(number)) onChange({ ...value, [axis]: clamp(number) });
  };
  return (
    <div className="focal-picker">
      <button
        type="button"
        className="focal-picker__image"
        onClick={pick}
        onKeyDown={nudge}
        aria-label={t("mediaDetails.focalLabel", { x: value.x, y: value.y })}
      >
        <img src={src} alt="" draggable={false} />
        <span className="focal-picker__marker" style={{ left: `${value.x}%`, top: `${value.y}%` }} aria-hidden="true" />
      </button>
      <div className="focal-picker__inputs">
        <div className="field">
          <label htmlFor={xId}>{t("mediaDetails.focalAcross")}</label>
          <input id={xId} type="number" min={LIMITS.focalPointMin} max={LIMITS.focalPointMax} step={1} value={value.x} onChange={(e) => setAxis("x", e.target.value)} />
        </div>
        <div className="field">
          <label htmlFor={yId}>{t("mediaDetails.focalDown")}</label>
          <input id={yId} type="number" min={LIMITS.focalPointMin} max={LIMITS.focalPointMax} step={1} value={value.y} onChange={(e) => setAxis("y", e.target.value)} />
        </div>
      </div>
    </div>
  );
}
