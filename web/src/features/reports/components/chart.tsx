/**
 * A bar chart drawn by Chartist (SVG, about 12 KB compressed), imported when a chart first renders:
 * only the reports' screen loads it, in a chunk of its own. The chart is a picture for the eye
 * (hidden from screen readers); its numbers are the table beside it. In a right-to-left language
 * time runs right to left and the value axis stands on the right.
 */
import { LANGUAGE_INFO } from "@contract/languages.ts";
import { useEffect, useRef, useState } from "react";
import { useLanguage } from "../../../i18n/language-context.tsx";

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
      const onlyWhole = { onlyInteger: true, position: rtl && !horizontal ? "end" : "start" } as const;
      chart = new BarChart(ref.current, {
        labels,
        series: series.map((one, index) => ({ name: one.name, data: one.values, className: `ct-series-${SERIES_CLASSES[index % SERIES_CLASSES.length]}` })),
      }, {
        stackBars: stacked,
        horizontalBars: horizontal,
        reverseData: rtl && !horizontal,
        height: horizontal ? `${Math.max(160, labels.length * 32 + 40)}px` : "240px",
        axisY: horizontal ? { offset: 110, showGrid: false } : { ...onlyWhole, offset: 40 },
        axisX: horizontal ? { onlyInteger: true } : { showGrid: false },
        seriesBarDistance: 12,
        chartPadding: { top: 12, right: 12, bottom: 4, left: 4 },
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
  }, [key, rtl]);
  return <div ref={ref} className="report-chart" aria-hidden="true" data-chart-drawn={drawn ? "true" : undefined} />;
}
