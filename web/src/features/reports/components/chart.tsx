/**
 * A bar chart drawn by Chartist (SVG, about 12 KB compressed), imported when a chart first renders:
 * only the reports' screen loads it, in a chunk of its own. The chart is a picture for the eye
 * (hidden from screen readers); its numbers are the table beside it. In a right-to-left language
 * time runs right to left and the value axis stands on the right.
 */
import { LANGUAGE_INFO } from "@contract/languages.ts";
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-context.tsx";
import { formatNumber } from "../../../lib/format.ts";

export interface ChartSpec {
  /** One label per bar (group). */
  labels: string[];
  /** Each series a colour; its values one per label. */
  series: { name: string; values: number[] }[];
  /** Series stacked on each other (parts of a whole) rather than side by side. */
  stacked?: boolean;
  /** Bars across, labels down the side (a funnel, long names). */
  horizontal?: boolean;
}

/** Room for one label along the time axis, in pixels: a narrow chart names every second week, or fewer. */
const LABEL_WIDTH = 64;

/** The chart's series colours (`.report-chart .ct-series-a` and on, reports.css). */
export const SERIES_CLASSES = ["a", "b", "c", "d", "e", "f", "g", "h"] as const;

export function Chart({ spec, onFailed }: { spec: ChartSpec; onFailed(): void }) {
  const ref = useRef<HTMLDivElement>(null);
  const { lang } = useLanguage();
  const rtl = LANGUAGE_INFO[lang].dir === "rtl";
  const [drawn, setDrawn] = useState(false);
  const key = JSON.stringify(spec);
  useEffect(() => {
    let cancelled = false;
    let chart: { detach(): void } | undefined;
    const { labels, series, stacked, horizontal } = JSON.parse(key) as ChartSpec;
    import("chartist").then(({ BarChart }) => {
      if (cancelled || !ref.current) return;
      const element = ref.current;
      // Values as the page's language writes them, large ones short ("12K").
      const value = (n: number | string) => formatNumber(Number(n), lang, { notation: "compact" });
      // As many category labels as fit the chart's width now (read again whenever Chartist redraws).
      const fitting = (label: string, index: number) => {
        const step = Math.max(1, Math.ceil((labels.length * LABEL_WIDTH) / Math.max(element.clientWidth - 60, LABEL_WIDTH)));
        return index % step === 0 ? label : null;
      };
      const valueAxis = { onlyInteger: true, labelInterpolationFnc: value };
      chart = new BarChart(ref.current, {
        labels,
        series: series.map((one, index) => ({ name: one.name, data: one.values, className: `ct-series-${SERIES_CLASSES[index % SERIES_CLASSES.length]}` })),
      }, {
        stackBars: stacked,
        horizontalBars: horizontal,
        // A funnel reads top down; time runs with the page's direction.
        reverseData: horizontal ? true : rtl,
        height: horizontal ? `${Math.max(160, labels.length * 32 + 40)}px` : "240px",
        axisY: horizontal ? { offset: 100, showGrid: false } : { ...valueAxis, offset: 44, position: rtl ? "end" : "start" },
        axisX: horizontal ? valueAxis : { showGrid: false, labelInterpolationFnc: fitting },
        seriesBarDistance: 10,
        chartPadding: { top: 12, right: 24, bottom: 4, left: 4 },
      });
      setDrawn(true);
    }).catch(() => {
      if (!cancelled) onFailed();
    });
    return () => {
      cancelled = true;
      chart?.detach();
    };
    // `onFailed` is the caller's: a new function each render must not draw again.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [key, rtl, lang]);
  return <div ref={ref} className="report-chart" aria-hidden="true" data-chart-drawn={drawn ? "true" : undefined} />;
}
