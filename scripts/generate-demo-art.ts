/**
 * Generates the shipped demo artwork: one SVG illustration per demo destination, package and
 * activity (web/public/images/catalogue/), the neutral placeholder (web/public/images/placeholder.svg)
 * and the vector sources of the app icons (manifest/icons/icon.svg, favicon.svg).
 *
 *   deno run -A scripts/generate-demo-art.ts
 *
 * Everything is drawn from code with a seeded random generator, so a run always writes the same bytes.
 * The files carry no text, no scripts and no external references, so they work offline. The PNG app
 * icons are rendered from icon.svg separately (`deno run -A scripts/render-icons.ts`).
 */

const W = 1600;
const H = 1000;

/** The house palette. */
const C = {
  navy: "#0b1020",
  ink: "#121a33",
  deep: "#1a2444",
  slate: "#2a3558",
  gold: "#c9a45c",
  goldLight: "#e8cf94",
  goldDeep: "#9c7a3c",
  sand: "#d9c3a0",
  sandDeep: "#b8925a",
  teal: "#1f6f78",
  tealLight: "#5fb3b3",
  tealDeep: "#0f3f48",
  rose: "#c98a6b",
  cream: "#f3e9d8",
} as const;

type Pt = [number, number];
type Stop = [number, string, number?];
type Rand = () => number;

/** mulberry32: a tiny deterministic PRNG. */
function rng(seed: number): Rand {
  let a = seed >>> 0;
  return () => {
    a = (a + 0x6d2b79f5) >>> 0;
    let t = a;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

/** Numbers rounded to one decimal keep the files small. */
const n = (v: number): string => String(Math.round(v * 10) / 10);
const between = (r: Rand, a: number, b: number): number => a + (b - a) * r();

function poly(points: Pt[], close = true): string {
  return points.map(([x, y], i) => `${i ? "L" : "M"}${n(x)} ${n(y)}`).join("") + (close ? "Z" : "");
}

/** A smooth curve through the points (Catmull-Rom as cubic Béziers), optionally closed down to `bottom`. */
function smooth(points: Pt[], bottom?: number): string {
  let d = `M${n(points[0][0])} ${n(points[0][1])}`;
  for (let i = 0; i < points.length - 1; i++) {
    const p0 = points[Math.max(0, i - 1)];
    const p1 = points[i];
    const p2 = points[i + 1];
    const p3 = points[Math.min(points.length - 1, i + 2)];
    const c1: Pt = [p1[0] + (p2[0] - p0[0]) / 6, p1[1] + (p2[1] - p0[1]) / 6];
    const c2: Pt = [p2[0] - (p3[0] - p1[0]) / 6, p2[1] - (p3[1] - p1[1]) / 6];
    d += `C${n(c1[0])} ${n(c1[1])} ${n(c2[0])} ${n(c2[1])} ${n(p2[0])} ${n(p2[1])}`;
  }
  if (bottom !== undefined) {
    d += `L${n(points[points.length - 1][0])} ${n(bottom)}L${n(points[0][0])} ${n(bottom)}Z`;
  }
  return d;
}

/** A jagged mountain ridge by midpoint displacement between the given key points. */
function ridge(r: Rand, keys: Pt[], depth: number, rough: number): Pt[] {
  let pts = keys.slice();
  let amp = rough;
  for (let k = 0; k < depth; k++) {
    const next: Pt[] = [];
    for (let i = 0; i < pts.length - 1; i++) {
      const [x1, y1] = pts[i];
      const [x2, y2] = pts[i + 1];
      next.push(pts[i], [(x1 + x2) / 2 + between(r, -amp, amp) * 0.3, (y1 + y2) / 2 + between(r, -amp, amp)]);
    }
    next.push(pts[pts.length - 1]);
    pts = next;
    amp *= 0.55;
  }
  return pts;
}

const closeDown = (pts: Pt[], bottom = H): Pt[] => [
  ...pts,
  [pts[pts.length - 1][0], bottom],
  [pts[0][0], bottom],
];

/** One SVG document being built: gradients and clips go to <defs>, shapes to the body. */
class Scene {
  private defs: string[] = [];
  private body: string[] = [];
  private count = 0;
  readonly r: Rand;

  constructor(seed: number) {
    this.r = rng(seed);
  }

  private id(prefix: string): string {
    return `${prefix}${++this.count}`;
  }

  private stops(stops: Stop[]): string {
    return stops.map(([o, c, a]) =>
      `<stop offset="${o}" stop-color="${c}"${a === undefined ? "" : ` stop-opacity="${a}"`}/>`
    ).join("");
  }

  /** A linear gradient in the shape's own box; the default runs top to bottom. */
  lin(stops: Stop[], x1 = 0, y1 = 0, x2 = 0, y2 = 1): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" x1="${x1}" y1="${y1}" x2="${x2}" y2="${y2}">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  /** A linear gradient in picture coordinates (for shapes that should share one light). */
  linAbs(stops: Stop[], x1: number, y1: number, x2: number, y2: number): string {
    const id = this.id("l");
    this.defs.push(
      `<linearGradient id="${id}" gradientUnits="userSpaceOnUse" x1="${n(x1)}" y1="${n(y1)}" x2="${n(x2)}" y2="${
        n(y2)
      }">${this.stops(stops)}</linearGradient>`,
    );
    return `url(#${id})`;
  }

  rad(stops: Stop[], cx: number, cy: number, r: number, sy = 1): string {
    const id = this.id("r");
    const tf = sy === 1 ? "" : ` gradientTransform="translate(0 ${n(cy * (1 - sy))}) scale(1 ${sy})"`;
    this.defs.push(
      `<radialGradient id="${id}" gradientUnits="userSpaceOnUse" cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}"${tf}>${
        this.stops(stops)
      }</radialGradient>`,
    );
    return `url(#${id})`;
  }

  clip(d: string): string {
    const id = this.id("c");
    this.defs.push(`<clipPath id="${id}"><path d="${d}"/></clipPath>`);
    return `url(#${id})`;
  }

  blur(std: number): string {
    const id = this.id("f");
    this.defs.push(
      `<filter id="${id}" x="-20%" y="-50%" width="140%" height="200%"><feGaussianBlur stdDeviation="${std}"/></filter>`,
    );
    return `url(#${id})`;
  }

  /** A pattern in picture coordinates, drawn once and repeated. */
  pattern(w: number, h: number, content: string): string {
    const id = this.id("p");
    this.defs.push(
      `<pattern id="${id}" patternUnits="userSpaceOnUse" width="${w}" height="${h}">${content}</pattern>`,
    );
    return `url(#${id})`;
  }

  add(...parts: string[]): this {
    this.body.push(...parts);
    return this;
  }

  path(d: string, fill: string, extra = ""): this {
    return this.add(`<path d="${d}" fill="${fill}"${extra ? " " + extra : ""}/>`);
  }

  toString(): string {
    return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${W} ${H}" width="${W}" height="${H}" preserveAspectRatio="xMidYMid slice">` +
      `<defs>${this.defs.join("")}</defs>${this.body.join("")}</svg>\n`;
  }
}

/* ----------------------------------------------------------------------------------------------
 * Building blocks
 * -------------------------------------------------------------------------------------------- */

function sky(s: Scene, stops: Stop[]): void {
  s.add(`<rect width="${W}" height="${H}" fill="${s.lin(stops)}"/>`);
}

/** A sun or moon: a soft halo and a disc with a faint gradient. */
function sun(s: Scene, cx: number, cy: number, r: number, core: string, rim: string, halo: string, haloR = r * 5) {
  s.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(haloR)}" fill="${
    s.rad([[0, halo, 0.55], [0.35, halo, 0.18], [1, halo, 0]], cx, cy, haloR)
  }"/>`);
  s.add(`<circle cx="${n(cx)}" cy="${n(cy)}" r="${n(r)}" fill="${s.lin([[0, core], [1, rim]])}"/>`);
}

function stars(s: Scene, count: number, maxY: number, color: string = C.cream): void {
  const parts: string[] = [];
  for (let i = 0; i < count; i++) {
    const x = between(s.r, 0, W);
    const y = Math.pow(s.r(), 1.6) * maxY;
    const rr = s.r() < 0.08 ? between(s.r, 1.6, 2.4) : between(s.r, 0.6, 1.4);
    const o = between(s.r, 0.25, 0.9) * (1 - (y / maxY) * 0.6);
    parts.push(`<circle cx="${n(x)}" cy="${n(y)}" r="${n(rr)}" opacity="${Math.round(o * 100) / 100}"/>`);
  }
  s.add(`<g fill="${color}">${parts.join("")}</g>`);
}

/** A mountain range with optional snow caps and a shaded face on each peak. */
function mountains(
  s: Scene,
  keys: Pt[],
  opts: { fill: string; depth?: number; rough?: number; shade?: string; shadeOpacity?: number; snow?: number; snowFill?: string; bottom?: number },
): Pt[] {
  const pts = ridge(s.r, keys, opts.depth ?? 6, opts.rough ?? 60);
  const d = poly(closeDown(pts, opts.bottom ?? H));
  s.path(d, opts.fill);
  if (opts.shade || opts.snow !== undefined) {
    const clip = s.clip(d);
    const inner: string[] = [];
    if (opts.snow !== undefined) {
      // A ragged snow line: everything above it, inside the mountain, is snow.
      const line: Pt[] = [];
      for (let x = keys[0][0]; x <= keys[keys.length - 1][0] + 20; x += 22) {
        line.push([x, opts.snow + between(s.r, -26, 30) + (s.r() < 0.25 ? 45 : 0)]);
      }
      inner.push(`<path d="${poly([[keys[0][0], 0], ...line, [line[line.length - 1][0], 0]])}" fill="${
        opts.snowFill ?? C.cream
      }"/>`);
    }
    if (opts.shade) {
      // Light from the left: the right flank of every summit falls in shadow.
      const faces: string[] = [];
      for (let i = 2; i < pts.length - 2; i++) {
        const [x, y] = pts[i];
        if (y < pts[i - 1][1] && y < pts[i + 1][1] && y < pts[i - 2][1] && y < pts[i + 2][1]) {
          const spread = (H - y) * between(s.r, 0.35, 0.7);
          faces.push(poly([[x, y], [x + spread * 1.3, H], [x + spread * 0.15, H]]));
        }
      }
      inner.push(`<path d="${faces.join("")}" fill="${opts.shade}" opacity="${opts.shadeOpacity ?? 0.35}"/>`);
    }
    s.add(`<g clip-path="${clip}">${inner.join("")}</g>`);
  }
  return pts;
}

/** Soft rolling hills or dunes with an optional lit crest line. */
function hills(s: Scene, pts: Pt[], fill: string, crest?: { color: string; width: number; opacity: number }) {
  s.path(smooth(pts, H), fill);
  if (crest) {
    s.add(`<path d="${smooth(pts)}" fill="none" stroke="${crest.color}" stroke-width="${crest.width}" opacity="${
      crest.opacity
    }"/>`);
  }
}

/** Sea or lagoon from the horizon down, with faint ripple lines. */
function water(s: Scene, horizon: number, stops: Stop[], ripple: string, rippleCount = 40, rippleOpacity = 0.18) {
  s.add(`<rect y="${n(horizon)}" width="${W}" height="${n(H - horizon)}" fill="${s.lin(stops)}"/>`);
  const lines: string[] = [];
  for (let i = 0; i < rippleCount; i++) {
    const t = s.r();
    const y = horizon + 6 + Math.pow(t, 1.5) * (H - horizon);
    const len = 30 + (y - horizon) * between(s.r, 0.3, 1.2);
    const x = between(s.r, -50, W);
    lines.push(`M${n(x)} ${n(y)}h${n(len)}`);
  }
  s.add(`<path d="${lines.join("")}" stroke="${ripple}" stroke-width="2" opacity="${rippleOpacity}" fill="none"/>`);
}

/** A column of glittering dashes under the sun or moon. */
function shimmer(s: Scene, cx: number, y0: number, y1: number, spread: number, color: string, count = 46) {
  const lines: string[] = [];
  for (let i = 0; i < count; i++) {
    const t = i / count;
    const y = y0 + 4 + t * t * (y1 - y0);
    const half = spread * (0.3 + t * 1.2) * between(s.r, 0.4, 1);
    const off = between(s.r, -spread, spread) * 0.5 * (0.4 + t);
    lines.push(`M${n(cx + off - half)} ${n(y)}h${n(half * 2)}`);
  }
  s.add(`<path d="${lines.join("")}" stroke="${color}" stroke-width="${n(2.5)}" stroke-linecap="round" opacity="0.55" fill="none"/>`);
}

/** A horizontal band of mist. */
function mist(s: Scene, y: number, h: number, color: string, opacity: number) {
  s.add(`<rect x="-100" y="${n(y)}" width="${W + 200}" height="${n(h)}" fill="${
    s.lin([[0, color, 0], [0.5, color, opacity], [1, color, 0]])
  }"/>`);
}

function vignette(s: Scene, strength = 0.45) {
  s.add(`<rect width="${W}" height="${H}" fill="${
    s.rad([[0.55, C.navy, 0], [1, C.navy, strength]], W / 2, H / 2, 980, 0.75)
  }"/>`);
}

/** A palm tree: a leaning tapered trunk and drooping fronds. */
function palm(s: Scene, x: number, y: number, height: number, lean: number, fill: string): void {
  const top: Pt = [x + lean, y - height];
  const w = height * 0.035;
  const trunk = `M${n(x - w)} ${n(y)}Q${n(x + lean * 0.2 - w * 0.6)} ${n(y - height * 0.6)} ${n(top[0] - w * 0.4)} ${
    n(top[1])
  }L${n(top[0] + w * 0.4)} ${n(top[1])}Q${n(x + lean * 0.2 + w * 0.6)} ${n(y - height * 0.6)} ${n(x + w)} ${n(y)}Z`;
  const fronds: string[] = [];
  const len = height * 0.42;
  const angles = [-168, -140, -112, -78, -48, -18, 8, 150, 200];
  for (const a0 of angles) {
    const a = ((a0 + between(s.r, -8, 8)) * Math.PI) / 180;
    const l = len * between(s.r, 0.8, 1.1);
    const ex = top[0] + Math.cos(a) * l;
    const ey = top[1] + Math.sin(a) * l * 0.55 + l * 0.38;
    const mx = top[0] + Math.cos(a) * l * 0.55;
    const my = top[1] + Math.sin(a) * l * 0.55 - l * 0.12;
    const thick = l * 0.09;
    fronds.push(
      `M${n(top[0])} ${n(top[1])}Q${n(mx)} ${n(my - thick)} ${n(ex)} ${n(ey)}Q${n(mx)} ${n(my + thick)} ${n(top[0])} ${
        n(top[1] + 2)
      }Z`,
    );
  }
  s.path(trunk + fronds.join(""), fill);
}

/** A conifer made of stacked tiers. */
function pine(x: number, y: number, h: number): string {
  const w = h * 0.34;
  let d = "";
  const tiers = 4;
  for (let i = 0; i < tiers; i++) {
    const ty = y - h * (i / tiers) * 0.8;
    const tw = w * (1 - i / (tiers + 0.6));
    d += poly([[x - tw, ty - h * 0.08], [x, ty - h * 0.45], [x + tw, ty - h * 0.08]]);
  }
  d += `M${n(x - h * 0.02)} ${n(y)}h${n(h * 0.04)}v${n(-h * 0.12)}h${n(-h * 0.04)}Z`;
  return d;
}

function forest(s: Scene, y0: number, x0: number, x1: number, hMin: number, hMax: number, fill: string, density = 28) {
  let d = "";
  for (let x = x0; x < x1; x += between(s.r, density * 0.5, density)) {
    d += pine(x, y0 + between(s.r, -6, 10), between(s.r, hMin, hMax));
  }
  s.path(d, fill);
}

/** A city skyline of towers; returns the combined outline so it can be lit. */
function towers(s: Scene, baseY: number, x0: number, x1: number, hMin: number, hMax: number, focus?: number): string {
  let d = "";
  let x = x0;
  while (x < x1) {
    const w = between(s.r, 26, 70);
    const near = focus === undefined ? 1 : Math.max(0.25, 1 - Math.abs(x - focus) / 700);
    const h = between(s.r, hMin, hMin + (hMax - hMin) * near);
    const kind = s.r();
    if (kind < 0.2) {
      d += poly([[x, baseY], [x, baseY - h], [x + w * 0.5, baseY - h - w * 0.7], [x + w, baseY - h], [x + w, baseY]]);
    } else if (kind < 0.4) {
      d += poly([[x, baseY], [x, baseY - h * 0.82], [x + w * 0.2, baseY - h * 0.82], [x + w * 0.2, baseY - h], [
        x + w * 0.8,
        baseY - h,
      ], [x + w * 0.8, baseY - h * 0.82], [x + w, baseY - h * 0.82], [x + w, baseY]]);
    } else if (kind < 0.55) {
      d += `M${n(x)} ${n(baseY)}V${n(baseY - h)}Q${n(x + w)} ${n(baseY - h + 10)} ${n(x + w)} ${n(baseY - h * 0.6)}V${
        n(baseY)
      }Z`;
    } else {
      d += `M${n(x)} ${n(baseY)}V${n(baseY - h)}H${n(x + w)}V${n(baseY)}Z`;
      if (kind > 0.85) d += `M${n(x + w / 2 - 1.5)} ${n(baseY - h)}v-${n(h * 0.18)}h3v${n(h * 0.18)}Z`;
    }
    x += w + between(s.r, -8, 6);
  }
  return d;
}

/** The Burj Khalifa: a tapering stack of setbacks crowned by a spire. */
function burjKhalifa(cx: number, baseY: number, scale: number): string {
  const steps: [number, number][] = [
    [40, 0],
    [40, 120],
    [31, 120],
    [31, 230],
    [23, 230],
    [23, 330],
    [16, 330],
    [16, 415],
    [10, 415],
    [10, 475],
    [5, 475],
    [5, 515],
    [1.6, 515],
    [0.6, 610],
  ];
  const left: Pt[] = steps.map(([hw, h]) => [cx - hw * scale, baseY - h * scale]);
  const right: Pt[] = steps.slice().reverse().map(([hw, h]) => [cx + hw * scale * (h < 400 ? 0.82 : 1), baseY - h * scale]);
  return poly([...left, ...right]);
}

/** The Burj Al Arab: a mast and a billowing sail. */
function burjAlArab(x: number, baseY: number, scale: number): string {
  const h = 300 * scale;
  return `M${n(x)} ${n(baseY)}V${n(baseY - h)}h${n(6 * scale)}` +
    `C${n(x + 40 * scale)} ${n(baseY - h * 0.8)} ${n(x + 95 * scale)} ${n(baseY - h * 0.45)} ${n(x + 110 * scale)} ${
      n(baseY)
    }Z` +
    `M${n(x - 26 * scale)} ${n(baseY - h * 0.62)}h${n(30 * scale)}v${n(6 * scale)}h-${n(30 * scale)}Z`;
}

/** A lit-window pattern for towers at night. */
function windows(s: Scene, color: string): string {
  const r = rng(77);
  let cells = "";
  for (let gx = 0; gx < 12; gx++) {
    for (let gy = 0; gy < 14; gy++) {
      if (r() < 0.22) {
        cells += `<rect x="${gx * 14 + 4}" y="${gy * 12 + 4}" width="6" height="4" opacity="${n(between(r, 0.3, 0.9))}"/>`;
      }
    }
  }
  return s.pattern(168, 168, `<g fill="${color}">${cells}</g>`);
}

/** An overwater villa on stilts with a thatched roof. */
function villa(x: number, y: number, sc: number): { roof: string; body: string; stilts: string } {
  const w = 90 * sc;
  const roof = `M${n(x - w * 0.62)} ${n(y - 36 * sc)}Q${n(x)} ${n(y - 92 * sc)} ${n(x + w * 0.62)} ${n(y - 36 * sc)}Z`;
  const body = `M${n(x - w * 0.45)} ${n(y - 38 * sc)}h${n(w * 0.9)}v${n(38 * sc)}h${n(-w * 0.9)}Z` +
    `M${n(x - w * 0.7)} ${n(y)}h${n(w * 1.4)}v${n(6 * sc)}h${n(-w * 1.4)}Z`;
  let stilts = "";
  for (let i = -3; i <= 3; i++) stilts += `M${n(x + i * w * 0.2 - 1.5 * sc)} ${n(y + 6 * sc)}h${n(3 * sc)}v${n(26 * sc)}h${n(-3 * sc)}Z`;
  return { roof, body, stilts };
}

function villas(s: Scene, list: [number, number, number][], roofFill: string, bodyFill: string, glow?: string) {
  let roofs = "", bodies = "", stilts = "", lights = "";
  for (const [x, y, sc] of list) {
    const v = villa(x, y, sc);
    roofs += v.roof;
    bodies += v.body;
    stilts += v.stilts;
    if (glow) lights += `M${n(x - 18 * sc)} ${n(y - 28 * sc)}h${n(36 * sc)}v${n(22 * sc)}h${n(-36 * sc)}Z`;
  }
  s.path(stilts, bodyFill, 'opacity="0.8"').path(bodies, bodyFill).path(roofs, roofFill);
  if (glow) s.path(lights, glow, 'opacity="0.85"');
}

/** A torii gate. */
function torii(x: number, y: number, sc: number): { gate: string; shade: string } {
  const w = 300 * sc, h = 330 * sc;
  const kasagi = `M${n(x - w * 0.66)} ${n(y - h - 14 * sc)}Q${n(x)} ${n(y - h + 12 * sc)} ${n(x + w * 0.66)} ${
    n(y - h - 14 * sc)
  }L${n(x + w * 0.6)} ${n(y - h + 14 * sc)}Q${n(x)} ${n(y - h + 30 * sc)} ${n(x - w * 0.6)} ${n(y - h + 14 * sc)}Z`;
  const shimaki = `M${n(x - w * 0.56)} ${n(y - h + 20 * sc)}h${n(w * 1.12)}v${n(16 * sc)}h${n(-w * 1.12)}Z`;
  const nuki = `M${n(x - w * 0.58)} ${n(y - h + 70 * sc)}h${n(w * 1.16)}v${n(20 * sc)}h${n(-w * 1.16)}Z`;
  const gakuzuka = `M${n(x - 9 * sc)} ${n(y - h + 36 * sc)}h${n(18 * sc)}v${n(34 * sc)}h${n(-18 * sc)}Z`;
  const pillar = (px: number) =>
    poly([[px - 16 * sc, y - h + 34 * sc], [px + 16 * sc, y - h + 34 * sc], [px + 20 * sc + (px - x) * 0.04, y], [
      px - 20 * sc + (px - x) * 0.04,
      y,
    ]]);
  const gate = kasagi + shimaki + nuki + gakuzuka + pillar(x - w * 0.4) + pillar(x + w * 0.4);
  const shade = `M${n(x - w * 0.66)} ${n(y - h - 14 * sc)}Q${n(x)} ${n(y - h + 12 * sc)} ${n(x + w * 0.66)} ${
    n(y - h - 14 * sc)
  }l-4 6Q${n(x)} ${n(y - h + 18 * sc)} ${n(x - w * 0.66 + 4)} ${n(y - h - 8 * sc)}Z`;
  return { gate, shade };
}

/** A five-storey pagoda with upturned eaves and a finial. */
function pagoda(x: number, y: number, sc: number): string {
  let d = "";
  let cy = y;
  for (let i = 0; i < 5; i++) {
    const bw = (58 - i * 6) * sc;
    const bh = (i === 0 ? 56 : 38) * sc;
    d += `M${n(x - bw)} ${n(cy)}h${n(bw * 2)}v${n(-bh)}h${n(-bw * 2)}Z`;
    cy -= bh;
    const rw = (128 - i * 13) * sc;
    const rh = 24 * sc;
    d += `M${n(x - rw)} ${n(cy - rh * 0.9)}Q${n(x - rw * 0.7)} ${n(cy + rh * 0.1)} ${n(x - rw * 0.4)} ${n(cy)}` +
      `H${n(x + rw * 0.4)}Q${n(x + rw * 0.7)} ${n(cy + rh * 0.1)} ${n(x + rw)} ${n(cy - rh * 0.9)}` +
      `Q${n(x + rw * 0.6)} ${n(cy - rh * 0.4)} ${n(x + rw * 0.45)} ${n(cy - rh * 1.2)}H${n(x - rw * 0.45)}` +
      `Q${n(x - rw * 0.6)} ${n(cy - rh * 0.4)} ${n(x - rw)} ${n(cy - rh * 0.9)}Z`;
    cy -= rh * 1.2;
  }
  d += `M${n(x - 3 * sc)} ${n(cy)}h${n(6 * sc)}v${n(-120 * sc)}h${n(-6 * sc)}Z`;
  for (let k = 0; k < 7; k++) d += `M${n(x - 9 * sc)} ${n(cy - (16 + k * 12) * sc)}h${n(18 * sc)}v${n(4 * sc)}h${n(-18 * sc)}Z`;
  return d;
}

/** An umbrella acacia. */
function acacia(s: Scene, x: number, y: number, sc: number): string {
  const h = 200 * sc;
  let d = `M${n(x - 7 * sc)} ${n(y)}Q${n(x - 4 * sc)} ${n(y - h * 0.5)} ${n(x - 40 * sc)} ${n(y - h * 0.85)}l${n(8 * sc)} -3` +
    `Q${n(x + 2 * sc)} ${n(y - h * 0.55)} ${n(x + 8 * sc)} ${n(y - h * 0.6)}Q${n(x + 30 * sc)} ${n(y - h * 0.8)} ${
      n(x + 55 * sc)
    } ${n(y - h * 0.88)}l3 7Q${n(x + 12 * sc)} ${n(y - h * 0.5)} ${n(x + 7 * sc)} ${n(y)}Z`;
  const cw = 200 * sc;
  const top = y - h * 0.86;
  for (let i = 0; i < 9; i++) {
    const cx = x - cw * 0.55 + (i / 8) * cw * 1.15 + between(s.r, -10, 10) * sc;
    const rx = between(s.r, 38, 62) * sc;
    const ry = between(s.r, 12, 20) * sc;
    const cy = top - Math.sin((i / 8) * Math.PI) * 16 * sc + between(s.r, -6, 4) * sc;
    d += `M${n(cx - rx)} ${n(cy)}a${n(rx)} ${n(ry)} 0 1 0 ${n(rx * 2)} 0a${n(rx)} ${n(ry)} 0 1 0 ${n(-rx * 2)} 0Z`;
  }
  return d;
}

/** A giraffe in profile, facing right. */
function giraffe(x: number, y: number, sc: number): string {
  const s = sc;
  const body = `M${n(x)} ${n(y - 150 * s)}C${n(x + 20 * s)} ${n(y - 168 * s)} ${n(x + 70 * s)} ${n(y - 166 * s)} ${n(x + 92 * s)} ${
    n(y - 176 * s)
  }L${n(x + 150 * s)} ${n(y - 300 * s)}l${n(8 * s)} ${n(-14 * s)}l${n(20 * s)} ${n(8 * s)}l${n(4 * s)} ${n(10 * s)}l${n(-8 * s)} ${
    n(6 * s)
  }l${n(-10 * s)} ${n(-2 * s)}L${n(110 * s + x)} ${n(y - 160 * s)}C${n(x + 104 * s)} ${n(y - 130 * s)} ${n(x + 96 * s)} ${
    n(y - 124 * s)
  } ${n(x + 92 * s)} ${n(y - 118 * s)}C${n(x + 60 * s)} ${n(y - 112 * s)} ${n(x + 20 * s)} ${n(y - 116 * s)} ${n(x + 4 * s)} ${
    n(y - 122 * s)
  }Z`;
  const leg = (lx: number, ang: number) =>
    `M${n(x + lx * s)} ${n(y - 124 * s)}l${n(ang * s)} ${n(124 * s)}h${n(5 * s)}l${n(-ang * s + 4 * s)} ${n(-124 * s)}Z`;
  const ossicone = `M${n(x + 158 * s)} ${n(y - 312 * s)}l${n(-2 * s)} ${n(-12 * s)}h${n(3 * s)}l${n(3 * s)} ${n(12 * s)}Z`;
  const tail = `M${n(x + 1 * s)} ${n(y - 146 * s)}l${n(-10 * s)} ${n(56 * s)}h${n(3 * s)}l${n(10 * s)} ${n(-54 * s)}Z`;
  return body + leg(6, -4) + leg(22, 6) + leg(80, -3) + leg(92, 6) + ossicone + tail;
}

/** A small grazing wildebeest, facing right or left. */
function wildebeest(x: number, y: number, sc: number, dir: 1 | -1): string {
  const p = (dx: number, dy: number) => `${n(x + dx * sc * dir)} ${n(y + dy * sc)}`;
  return `M${p(0, -24)}C${p(8, -32)} ${p(24, -36)} ${p(32, -34)}L${p(42, -30)}L${p(50, -16)}L${p(46, -12)}L${p(38, -20)}` +
    `L${p(34, -16)}L${p(34, 0)}L${p(31, 0)}L${p(29, -14)}L${p(10, -14)}L${p(8, 0)}L${p(5, 0)}L${p(3, -14)}L${p(-2, -18)}Z`;
}

/** A camel walking right, with an optional rider. */
function camel(x: number, y: number, sc: number, rider: boolean): string {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  let d = `M${p(0, -70)}C${p(4, -92)} ${p(26, -110)} ${p(44, -108)}C${p(58, -106)} ${p(62, -96)} ${p(70, -94)}` +
    `C${p(80, -94)} ${p(86, -104)} ${p(96, -96)}L${p(108, -104)}L${p(118, -122)}L${p(126, -124)}L${p(134, -118)}L${p(132, -112)}` +
    `L${p(124, -114)}L${p(112, -88)}C${p(106, -78)} ${p(100, -74)} ${p(96, -70)}L${p(96, -38)}L${p(100, 0)}L${p(95, 0)}` +
    `L${p(88, -38)}L${p(86, -62)}L${p(72, -60)}L${p(76, -30)}L${p(74, 0)}L${p(69, 0)}L${p(66, -32)}L${p(60, -62)}` +
    `L${p(26, -62)}L${p(24, -30)}L${p(26, 0)}L${p(21, 0)}L${p(16, -30)}L${p(14, -58)}L${p(6, -58)}L${p(6, -28)}` +
    `L${p(8, 0)}L${p(3, 0)}L${p(-2, -30)}L${p(-3, -54)}L${p(-8, -40)}L${p(-10, -42)}Z`;
  if (rider) {
    d += `M${p(36, -106)}L${p(40, -128)}C${p(38, -140)} ${p(48, -146)} ${p(52, -136)}L${p(54, -126)}L${p(58, -106)}Z` +
      `M${p(42, -144)}a${n(7 * sc)} ${n(7 * sc)} 0 1 0 ${n(14 * sc)} 0a${n(7 * sc)} ${n(7 * sc)} 0 1 0 ${n(-14 * sc)} 0Z`;
  }
  return d;
}

/** A hot-air balloon: envelope with gores, basket and lines. */
function balloon(s: Scene, x: number, y: number, sc: number, body: string, stripe: string) {
  const r = 70 * sc;
  const env = `M${n(x)} ${n(y + r * 1.45)}C${n(x - r * 0.5)} ${n(y + r * 1.2)} ${n(x - r * 1.05)} ${n(y + r * 0.55)} ${n(x - r)} ${
    n(y)
  }A${n(r)} ${n(r)} 0 0 1 ${n(x + r)} ${n(y)}C${n(x + r * 1.05)} ${n(y + r * 0.55)} ${n(x + r * 0.5)} ${n(y + r * 1.2)} ${n(x)} ${
    n(y + r * 1.45)
  }Z`;
  const clip = s.clip(env);
  s.path(env, body);
  let gores = "";
  for (const k of [-0.62, 0, 0.62]) {
    gores += `M${n(x + k * r - r * 0.12)} ${n(y - r)}h${n(r * 0.24)}L${n(x + k * r * 0.25 + r * 0.04)} ${n(y + r * 1.5)}h${
      n(-r * 0.08)
    }Z`;
  }
  s.add(`<path d="${gores}" fill="${stripe}" clip-path="${clip}"/>`);
  s.add(`<path d="${env}" fill="${s.lin([[0, "#fff", 0.18], [0.5, "#fff", 0], [1, C.navy, 0.3]], 0, 0, 1, 0)}"/>`);
  const by = y + r * 1.45;
  s.add(
    `<path d="M${n(x - r * 0.14)} ${n(by)}L${n(x - r * 0.12)} ${n(by + r * 0.42)}M${n(x + r * 0.14)} ${n(by)}L${n(x + r * 0.12)} ${
      n(by + r * 0.42)
    }" stroke="${C.navy}" stroke-width="${n(Math.max(1, 1.6 * sc))}" opacity="0.8"/>`,
  );
  s.path(`M${n(x - r * 0.16)} ${n(by + r * 0.42)}h${n(r * 0.32)}v${n(r * 0.22)}h${n(-r * 0.32)}Z`, C.ink);
}

/** A Bedouin tent with a warm lit opening. */
function tent(x: number, y: number, w: number, h: number): { tent: string; door: string } {
  const t = `M${n(x - w / 2)} ${n(y)}L${n(x - w * 0.36)} ${n(y - h * 0.7)}Q${n(x - w * 0.18)} ${n(y - h * 0.78)} ${n(x)} ${n(y - h)}` +
    `Q${n(x + w * 0.18)} ${n(y - h * 0.78)} ${n(x + w * 0.36)} ${n(y - h * 0.7)}L${n(x + w / 2)} ${n(y)}Z`;
  const door = `M${n(x - w * 0.12)} ${n(y)}L${n(x - w * 0.08)} ${n(y - h * 0.6)}H${n(x + w * 0.08)}L${n(x + w * 0.12)} ${n(y)}Z`;
  return { tent: t, door };
}

/** A dhow with a lateen sail. */
function dhow(x: number, y: number, sc: number): { hull: string; sail: string } {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  const hull = `M${p(-150, -46)}L${p(-130, -40)}L${p(140, -40)}L${p(190, -70)}L${p(184, -44)}` +
    `C${p(150, -4)} ${p(110, 0)} ${p(80, 0)}L${p(-110, 0)}C${p(-130, -6)} ${p(-142, -24)} ${p(-150, -46)}Z` +
    `M${p(-4, -40)}h${n(6 * sc)}V${n(y - 250 * sc)}h${n(-6 * sc)}Z`;
  const sail = `M${p(-120, -92)}L${p(150, -300)}C${p(120, -210)} ${p(80, -120)} ${p(40, -60)}Z`;
  return { hull, sail };
}

/** A low-slung motor yacht facing left. */
function yacht(x: number, y: number, sc: number): { hull: string; deck: string; glass: string } {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  const hull = `M${p(-220, -30)}L${p(200, -38)}L${p(196, 0)}L${p(-150, 0)}C${p(-180, -6)} ${p(-206, -18)} ${p(-220, -30)}Z`;
  const deck = `M${p(-120, -36)}L${p(-70, -68)}L${p(150, -70)}L${p(160, -37)}Z` +
    `M${p(-40, -70)}L${p(0, -94)}L${p(120, -96)}L${p(128, -70)}Z` + `M${p(30, -96)}L${p(50, -112)}h${n(50 * sc)}l${n(4 * sc)} ${
      n(16 * sc)
    }Z`;
  const glass = `M${p(-80, -52)}L${p(-66, -62)}H${p(140, -62).split(" ")[0]}V${n(y - 52 * sc)}Z` +
    `M${p(-10, -80)}L${p(6, -88)}H${p(116, -88).split(" ")[0]}V${n(y - 80 * sc)}Z`;
  return { hull, deck, glass };
}

/** A wind-tower house of old Dubai. */
function windTowerRow(s: Scene, baseY: number, x0: number, x1: number): string {
  let d = "";
  for (let x = x0; x < x1;) {
    const w = between(s.r, 60, 120);
    const h = between(s.r, 50, 90);
    d += `M${n(x)} ${n(baseY)}v${n(-h)}h${n(w)}v${n(h)}Z`;
    if (s.r() < 0.55) {
      const tx = x + w * between(s.r, 0.2, 0.6);
      const tw = 26;
      d += `M${n(tx)} ${n(baseY - h)}v${n(-56)}h${n(tw)}v${n(56)}Z`;
      d += `M${n(tx - 3)} ${n(baseY - h - 56)}h${n(tw + 6)}v-5h${n(-tw - 6)}Z`;
    }
    x += w + between(s.r, -10, 4);
  }
  return d;
}

/** The Koutoubia-style minaret: square shaft, lantern and finial orbs. */
function minaret(x: number, baseY: number, sc: number): { tower: string; panels: string } {
  const w = 70 * sc, h = 420 * sc;
  let tower = `M${n(x - w / 2)} ${n(baseY)}v${n(-h)}h${n(w)}v${n(h)}Z`;
  tower += `M${n(x - w / 2 - 6 * sc)} ${n(baseY - h)}h${n(w + 12 * sc)}v${n(-14 * sc)}h${n(-w - 12 * sc)}Z`;
  const lw = 30 * sc, lh = 70 * sc;
  tower += `M${n(x - lw / 2)} ${n(baseY - h - 14 * sc)}v${n(-lh)}h${n(lw)}v${n(lh)}Z`;
  tower += `M${n(x - lw / 2 - 3 * sc)} ${n(baseY - h - 14 * sc - lh)}Q${n(x)} ${n(baseY - h - lh - 50 * sc)} ${
    n(x + lw / 2 + 3 * sc)
  } ${n(baseY - h - 14 * sc - lh)}Z`;
  tower += `M${n(x - 1.5 * sc)} ${n(baseY - h - lh - 40 * sc)}h${n(3 * sc)}v${n(-36 * sc)}h${n(-3 * sc)}Z`;
  for (const [dy, r] of [[50, 6], [62, 5], [72, 4]] as const) {
    tower += `M${n(x - r * sc)} ${n(baseY - h - lh - dy * sc)}a${n(r * sc)} ${n(r * sc)} 0 1 0 ${n(2 * r * sc)} 0a${n(r * sc)} ${
      n(r * sc)
    } 0 1 0 ${n(-2 * r * sc)} 0Z`;
  }
  // Blind arches on the shaft.
  let panels = "";
  for (const fy of [0.28, 0.52, 0.76]) {
    const py = baseY - h * fy;
    const pw = 34 * sc, ph = 70 * sc;
    panels += `M${n(x - pw / 2)} ${n(py)}v${n(-ph * 0.6)}a${n(pw / 2)} ${n(pw / 2)} 0 0 1 ${n(pw)} 0v${n(ph * 0.6)}Z`;
  }
  return { tower, panels };
}

/** A horseshoe arch outline (for the riad frame), as a subpath to be cut out. */
function horseshoeArch(cx: number, baseY: number, w: number, springY: number): string {
  const r = w / 2;
  const dx = r * 0.82;
  return `M${n(cx - dx)} ${n(baseY)}V${n(springY + r * 0.45)}A${n(r)} ${n(r * 1.08)} 0 1 1 ${n(cx + dx)} ${n(springY + r * 0.45)}V${
    n(baseY)
  }Z`;
}

/** An eight-pointed star (khatam), centred. */
function khatam(cx: number, cy: number, r: number): string {
  const pts: Pt[] = [];
  for (let i = 0; i < 16; i++) {
    const a = (i * Math.PI) / 8 - Math.PI / 2;
    const rr = i % 2 === 0 ? r : r * 0.62;
    pts.push([cx + Math.cos(a) * rr, cy + Math.sin(a) * rr]);
  }
  return poly(pts);
}

/** A hanging Moroccan lantern with a glow. */
function lantern(s: Scene, x: number, top: number, len: number, sc: number) {
  const y = top + len;
  s.add(`<path d="M${n(x)} ${n(top)}V${n(y)}" stroke="${C.goldDeep}" stroke-width="2" opacity="0.8"/>`);
  s.add(`<circle cx="${n(x)}" cy="${n(y + 30 * sc)}" r="${n(90 * sc)}" fill="${
    s.rad([[0, C.goldLight, 0.45], [1, C.goldLight, 0]], x, y + 30 * sc, 90 * sc)
  }"/>`);
  s.path(
    `M${n(x)} ${n(y)}L${n(x + 18 * sc)} ${n(y + 16 * sc)}L${n(x + 22 * sc)} ${n(y + 44 * sc)}L${n(x)} ${n(y + 64 * sc)}L${
      n(x - 22 * sc)
    } ${n(y + 44 * sc)}L${n(x - 18 * sc)} ${n(y + 16 * sc)}Z`,
    s.lin([[0, C.goldLight], [1, C.gold]]),
  );
  s.path(
    `M${n(x - 12 * sc)} ${n(y + 22 * sc)}h${n(24 * sc)}v${n(22 * sc)}h${n(-24 * sc)}Z`,
    C.cream,
    'opacity="0.6"',
  );
}

/** Terraced cliffside houses (Amalfi pastels or Santorini whites) along a slope. */
function cliffHouses(
  s: Scene,
  x0: number,
  x1: number,
  slope: (x: number) => number,
  colors: string[],
  opts: { rows: number; domes?: string; windows: string; minW?: number; maxW?: number },
): void {
  const byColor = new Map<string, string>();
  let win = "";
  let domes = "";
  for (let row = 0; row < opts.rows; row++) {
    for (let x = x0 + between(s.r, 0, 30); x < x1;) {
      const w = between(s.r, opts.minW ?? 34, opts.maxW ?? 70);
      const h = between(s.r, 28, 50);
      const top = slope(x) + row * 46 + between(s.r, -6, 8);
      if (top + h > H) break;
      const c = colors[Math.floor(s.r() * colors.length)];
      byColor.set(c, (byColor.get(c) ?? "") + `M${n(x)} ${n(top)}h${n(w)}v${n(h + 30)}h${n(-w)}Z`);
      const cols = Math.max(1, Math.floor(w / 16));
      for (let k = 0; k < cols; k++) {
        if (s.r() < 0.7) win += `M${n(x + 6 + k * 15)} ${n(top + 10)}h5v9h-5Z`;
      }
      if (opts.domes && s.r() < 0.12) {
        const r = Math.min(w / 2 - 2, 20);
        domes += `M${n(x + w / 2 - r)} ${n(top)}a${n(r)} ${n(r)} 0 0 1 ${n(2 * r)} 0Z`;
      }
      x += w + between(s.r, 2, 16);
    }
  }
  for (const [c, d] of byColor) s.path(d, c);
  s.path(win, opts.windows, 'opacity="0.75"');
  if (opts.domes && domes) s.path(domes, opts.domes);
}

/** A Cycladic windmill with sails. */
function windmill(x: number, y: number, sc: number): { body: string; sails: string } {
  const body = `M${n(x - 28 * sc)} ${n(y)}L${n(x - 22 * sc)} ${n(y - 110 * sc)}H${n(x + 22 * sc)}L${n(x + 28 * sc)} ${n(y)}Z` +
    `M${n(x - 24 * sc)} ${n(y - 110 * sc)}Q${n(x)} ${n(y - 150 * sc)} ${n(x + 24 * sc)} ${n(y - 110 * sc)}Z`;
  let sails = "";
  const hx = x, hy = y - 120 * sc;
  for (let i = 0; i < 8; i++) {
    const a = (i * Math.PI) / 4 + 0.2;
    const ex = hx + Math.cos(a) * 95 * sc, ey = hy + Math.sin(a) * 95 * sc;
    const a2 = a + 0.28;
    const fx = hx + Math.cos(a2) * 80 * sc, fy = hy + Math.sin(a2) * 80 * sc;
    sails += `M${n(hx)} ${n(hy)}L${n(ex)} ${n(ey)}L${n(fx)} ${n(fy)}Z`;
  }
  return { body, sails };
}

/** An alpine chalet with a snow-laden roof and glowing windows. */
function chalet(s: Scene, x: number, y: number, sc: number, lit: boolean) {
  const w = 220 * sc, h = 120 * sc;
  s.path(`M${n(x - w / 2)} ${n(y)}v${n(-h)}h${n(w)}v${n(h)}Z`, "#3a2a22");
  s.path(`M${n(x - w / 2)} ${n(y - h * 0.5)}h${n(w)}v${n(6 * sc)}h${n(-w)}Z`, "#2a1d17");
  s.path(
    `M${n(x - w * 0.68)} ${n(y - h + 6 * sc)}L${n(x)} ${n(y - h - 100 * sc)}L${n(x + w * 0.68)} ${n(y - h + 6 * sc)}Z`,
    "#2a1d17",
  );
  s.path(
    `M${n(x - w * 0.7)} ${n(y - h)}L${n(x)} ${n(y - h - 104 * sc)}L${n(x + w * 0.7)} ${n(y - h)}l${n(-6 * sc)} ${n(10 * sc)}` +
      `Q${n(x + w * 0.3)} ${n(y - h - 40 * sc)} ${n(x)} ${n(y - h - 86 * sc)}Q${n(x - w * 0.3)} ${n(y - h - 40 * sc)} ${
        n(x - w * 0.64)
      } ${n(y - h + 10 * sc)}Z`,
    C.cream,
  );
  let win = "";
  for (const [wx, wy] of [[-0.36, 0.72], [-0.12, 0.72], [0.12, 0.72], [0.36, 0.72], [-0.2, 0.3], [0.2, 0.3]] as const) {
    win += `M${n(x + wx * w - 16 * sc)} ${n(y - h * wy - 14 * sc)}h${n(32 * sc)}v${n(28 * sc)}h${n(-32 * sc)}Z`;
  }
  win += `M${n(x - 14 * sc)} ${n(y - h - 50 * sc)}h${n(28 * sc)}v${n(30 * sc)}h${n(-28 * sc)}Z`;
  if (lit) {
    s.add(`<ellipse cx="${n(x)}" cy="${n(y - h * 0.5)}" rx="${n(w * 1.2)}" ry="${n(h * 1.4)}" fill="${
      s.rad([[0, C.gold, 0.35], [1, C.gold, 0]], x, y - h * 0.5, w * 1.2, 0.9)
    }"/>`);
  }
  s.path(win, lit ? C.goldLight : "#7d8fa6");
}

/** A telescope on a tripod, pointing up to the right. */
function telescope(x: number, y: number, sc: number): string {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  return `M${p(-6, -130)}L${p(-60, 0)}L${p(-52, 0)}L${p(0, -122)}Z` + `M${p(-2, -126)}L${p(4, 0)}L${p(12, 0)}L${p(6, -126)}Z` +
    `M${p(4, -130)}L${p(62, 0)}L${p(70, 0)}L${p(12, -130)}Z` +
    `M${p(-70, -104)}L${p(110, -214)}L${p(122, -194)}L${p(-58, -84)}Z` + `M${p(104, -226)}L${p(128, -240)}L${p(142, -216)}L${p(118, -202)}Z`;
}

/** A dolphin mid-leap: `dir` 1 faces right. */
function dolphin(x: number, y: number, sc: number, dir: 1 | -1): string {
  const p = (dx: number, dy: number) => `${n(x + dx * sc * dir)} ${n(y + dy * sc)}`;
  return `M${p(-90, 30)}C${p(-60, -30)} ${p(20, -56)} ${p(80, -24)}L${p(104, -14)}L${p(82, -8)}C${p(40, -24)} ${p(-20, -8)} ${p(-62, 38)}` +
    `L${p(-80, 62)}L${p(-84, 40)}L${p(-110, 44)}Z` + `M${p(-6, -40)}L${p(8, -68)}L${p(22, -38)}Z` + `M${p(20, -22)}L${p(4, 2)}L${p(36, -16)}Z`;
}

/** A wine glass, base at (x, y). */
function wineGlass(x: number, y: number, sc: number): { glass: string; wine: string } {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  const glass = `M${p(-34, 0)}h${n(68 * sc)}l${n(-30 * sc)} ${n(-8 * sc)}V${n(y - 90 * sc)}C${p(44, -104)} ${p(44, -170)} ${p(36, -210)}` +
    `H${p(-36, -210).split(" ")[0]}C${p(-44, -170)} ${p(-44, -104)} ${p(-4, -90)}V${n(y - 8 * sc)}Z`;
  const wine = `M${p(-40, -150)}H${p(40, -150).split(" ")[0]}C${p(40, -112)} ${p(20, -96)} ${p(0, -96)}C${p(-20, -96)} ${p(-40, -112)} ${p(-40, -150)}Z`;
  return { glass, wine };
}

/** A helicopter flying left, with a blurred rotor disc. */
function helicopter(s: Scene, x: number, y: number, sc: number, fill: string) {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  const body = `M${p(-120, 0)}C${p(-120, -46)} ${p(-70, -64)} ${p(-10, -64)}C${p(40, -64)} ${p(60, -40)} ${p(70, -24)}L${p(230, -34)}` +
    `L${p(250, -70)}L${p(266, -70)}L${p(258, -20)}L${p(74, 6)}C${p(40, 24)} ${p(-80, 30)} ${p(-120, 0)}Z` +
    `M${p(-14, -64)}h${n(16 * sc)}v${n(-18 * sc)}h${n(-16 * sc)}Z` +
    `M${p(-90, 34)}h${n(170 * sc)}v${n(5 * sc)}h${n(-170 * sc)}Z M${p(-60, 20)}h${n(5 * sc)}v${n(16 * sc)}h${n(-5 * sc)}Z` +
    `M${p(40, 14)}h${n(5 * sc)}v${n(22 * sc)}h${n(-5 * sc)}Z`;
  const glass = `M${p(-112, -8)}C${p(-108, -40)} ${p(-80, -54)} ${p(-44, -56)}L${p(-40, -10)}Z`;
  s.add(`<ellipse cx="${n(x - 6 * sc)}" cy="${n(y - 84 * sc)}" rx="${n(230 * sc)}" ry="${n(12 * sc)}" fill="${fill}" opacity="0.35" filter="${
    s.blur(3)
  }"/>`);
  s.path(body, fill).path(glass, C.goldLight, 'opacity="0.55"');
  s.add(`<circle cx="${n(x + 258 * sc)}" cy="${n(y - 44 * sc)}" r="${n(30 * sc)}" fill="${fill}" opacity="0.3"/>`);
}

/** A hiker with a pack and a pole, walking right. */
function hiker(x: number, y: number, sc: number): string {
  const p = (dx: number, dy: number) => `${n(x + dx * sc)} ${n(y + dy * sc)}`;
  return `M${p(-6, -150)}a${n(11 * sc)} ${n(11 * sc)} 0 1 0 ${n(22 * sc)} 0a${n(11 * sc)} ${n(11 * sc)} 0 1 0 ${n(-22 * sc)} 0Z` +
    `M${p(-10, -134)}L${p(14, -134)}L${p(20, -84)}L${p(34, -40)}L${p(40, 0)}L${p(30, 0)}L${p(20, -40)}L${p(6, -70)}L${p(-6, -36)}` +
    `L${p(-22, 0)}L${p(-32, 0)}L${p(-18, -42)}L${p(-12, -84)}Z` + `M${p(-34, -132)}L${p(-10, -134)}L${p(-10, -82)}L${p(-36, -86)}Z` +
    `M${p(26, -110)}L${p(30, -110)}L${p(52, 0)}L${p(48, 0)}Z`;
}

/* ----------------------------------------------------------------------------------------------
 * Scenes
 * -------------------------------------------------------------------------------------------- */

type Art = { file: string; draw: (s: Scene) => void; seed: number };

const DUSK: Stop[] = [[0, C.navy], [0.42, "#232a52"], [0.7, "#7b5a6e"], [0.88, "#c98a6b"], [1, "#e7be86"]];
const NIGHT: Stop[] = [[0, "#05070f"], [0.55, C.navy], [1, "#1c2850"]];

const scenes: Art[] = [
  {
    file: "dubai-skyline.svg",
    seed: 11,
    draw: (s) => {
      const horizon = 700;
      sky(s, DUSK);
      stars(s, 60, 380);
      sun(s, 1180, 640, 56, C.goldLight, C.gold, C.goldLight, 380);
      s.path(towers(s, horizon, -20, W + 20, 60, 190, 800), "#2b2f52", 'opacity="0.7"');
      s.path(towers(s, horizon, -40, W + 40, 40, 300, 820) + burjKhalifa(820, horizon, 0.95), s.lin([[0, "#1b2143"], [1, C.navy]]));
      s.path(burjAlArab(260, horizon + 4, 0.9), C.navy);
      water(s, horizon, [[0, "#3c3458"], [0.4, C.deep], [1, C.navy]], C.goldLight, 50, 0.14);
      shimmer(s, 1180, horizon, H, 60, C.goldLight);
      s.add(`<path d="${burjKhalifa(820, horizon, 0.95)}" transform="matrix(1 0 0 -0.35 0 ${n(horizon * 1.35)})" fill="${C.navy}" opacity="0.45"/>`);
      vignette(s);
    },
  },
  {
    file: "dubai-marina-night.svg",
    seed: 12,
    draw: (s) => {
      const horizon = 690;
      sky(s, NIGHT);
      stars(s, 140, 520);
      sun(s, 300, 190, 34, C.cream, C.goldLight, C.goldLight, 220);
      const back = towers(s, horizon, -20, W + 20, 120, 330, 900);
      s.path(back, "#1a2246");
      s.path(back, windows(s, C.goldLight));
      const front = towers(s, horizon, -40, W + 40, 60, 200, 600);
      s.path(front, C.navy);
      s.path(front, windows(s, C.gold), 'opacity="0.7"');
      water(s, horizon, [[0, "#1a2448"], [1, "#05070f"]], C.gold, 70, 0.22);
      shimmer(s, 300, horizon, H, 40, C.cream, 30);
      const y = yacht(980, 850, 1.35);
      s.path(y.hull, "#eae2d2").path(y.deck, "#d3cab8").path(y.glass, C.navy);
      s.add(`<path d="M${n(980 - 300)} 852h600" stroke="${C.goldLight}" stroke-width="2" opacity="0.5"/>`);
      s.add(`<ellipse cx="980" cy="880" rx="360" ry="26" fill="${s.rad([[0, C.gold, 0.35], [1, C.gold, 0]], 980, 880, 360, 0.1)}"/>`);
      vignette(s, 0.55);
    },
  },
  {
    file: "dubai-desert.svg",
    seed: 13,
    draw: (s) => {
      sky(s, [[0, "#1a2040"], [0.4, "#5a4660"], [0.72, "#d08e63"], [1, "#f1cf93"]]);
      sun(s, 1060, 520, 90, "#fbe6b5", C.gold, "#f6d39a", 520);
      hills(s, [[-40, 560], [300, 520], [620, 560], [900, 530], [1200, 575], [1640, 520]], "#b0795a", {
        color: C.goldLight,
        width: 2,
        opacity: 0.35,
      });
      hills(s, [[-40, 640], [260, 600], [520, 650], [880, 585], [1240, 650], [1640, 610]], s.lin([[0, "#d19a64"], [1, "#9a6442"]]), {
        color: "#f6d39a",
        width: 3,
        opacity: 0.5,
      });
      s.path(
        camel(560, 652, 0.55, true) + camel(650, 642, 0.55, false) + camel(735, 628, 0.55, true) + camel(818, 611, 0.55, false),
        "#3a2434",
      );
      hills(s, [[-40, 760], [380, 700], [760, 790], [1100, 720], [1640, 780]], s.lin([[0, "#c7894f"], [1, "#7d4a30"]]), {
        color: "#f6d39a",
        width: 3,
        opacity: 0.55,
      });
      hills(s, [[-40, 900], [420, 840], [900, 930], [1300, 860], [1640, 900]], s.lin([[0, "#8a5236"], [1, "#3d2230"]]), {
        color: C.gold,
        width: 2,
        opacity: 0.5,
      });
      vignette(s, 0.4);
    },
  },
  {
    file: "dubai-balloon.svg",
    seed: 14,
    draw: (s) => {
      sky(s, [[0, "#6f86a8"], [0.45, "#c6b4b0"], [0.8, "#f0d2a8"], [1, "#f6e3c2"]]);
      sun(s, 260, 640, 60, "#fff4dc", "#f6d39a", "#ffe9c4", 420);
      mist(s, 560, 120, "#fff4e2", 0.55);
      hills(s, [[-40, 640], [340, 610], [700, 650], [1040, 600], [1640, 640]], "#d4a87c", { color: "#fbe3bb", width: 2, opacity: 0.6 });
      hills(s, [[-40, 740], [300, 700], [700, 760], [1100, 690], [1640, 750]], s.lin([[0, "#c98d58"], [1, "#a36a44"]]), {
        color: "#fbe3bb",
        width: 3,
        opacity: 0.6,
      });
      hills(s, [[-40, 880], [500, 820], [950, 900], [1400, 830], [1640, 870]], s.lin([[0, "#a0623e"], [1, "#5a3326"]]), {
        color: C.goldLight,
        width: 2,
        opacity: 0.5,
      });
      balloon(s, 1020, 230, 1.6, C.deep, C.gold);
      balloon(s, 640, 380, 0.8, C.teal, C.goldLight);
      balloon(s, 1360, 460, 0.55, "#7b3b3b", C.goldLight);
      vignette(s, 0.3);
    },
  },
  {
    file: "desert-camp.svg",
    seed: 15,
    draw: (s) => {
      sky(s, [[0, "#04060d"], [0.6, C.navy], [1, "#2b2a48"]]);
      stars(s, 220, 620);
      s.add(`<path d="M-50 520Q600 120 1700 330" stroke="${C.cream}" stroke-width="160" opacity="0.05" fill="none" filter="${s.blur(40)}"/>`);
      hills(s, [[-40, 660], [400, 620], [900, 670], [1300, 610], [1640, 650]], "#1d1c33");
      hills(s, [[-40, 760], [500, 730], [1000, 770], [1640, 740]], "#2a2335");
      s.add(`<ellipse cx="820" cy="770" rx="520" ry="140" fill="${s.rad([[0, "#e39a52", 0.55], [1, "#e39a52", 0]], 820, 770, 520, 0.3)}"/>`);
      let tents = "", doors = "";
      for (const [x, w, h] of [[560, 220, 120], [820, 280, 150], [1090, 220, 118]] as const) {
        const t = tent(x, 780, w, h);
        tents += t.tent;
        doors += t.door;
      }
      s.path(tents, s.lin([[0, "#4a3a3a"], [1, "#2a2028"]])).path(doors, s.lin([[0, C.goldLight], [1, "#e39a52"]]));
      hills(s, [[-40, 860], [500, 800], [1000, 870], [1640, 820]], s.lin([[0, "#3a2a30"], [1, "#140f1c"]]), {
        color: C.gold,
        width: 2,
        opacity: 0.35,
      });
      for (const x of [400, 700, 960, 1240]) lantern(s, x, 790, 20, 0.5);
      vignette(s, 0.5);
    },
  },
  {
    file: "dubai-dhow.svg",
    seed: 16,
    draw: (s) => {
      const horizon = 660;
      sky(s, [[0, "#26305a"], [0.5, "#8a6a78"], [0.85, "#e0a273"], [1, "#f0c98e"]]);
      sun(s, 420, 560, 64, "#fde9bd", C.gold, "#f7d29a", 420);
      s.path(towers(s, horizon, 900, W + 20, 40, 260, 1300), "#4a3e5c", 'opacity="0.55"');
      s.path(windTowerRow(s, horizon, -20, 1100), "#3d2f45");
      water(s, horizon, [[0, "#8a6a78"], [0.3, "#4a3f5e"], [1, C.navy]], C.goldLight, 60, 0.2);
      shimmer(s, 420, horizon, H, 50, C.goldLight);
      const d = dhow(980, 860, 1.3);
      s.path(d.sail, s.lin([[0, C.cream], [1, C.sand]], 0, 0, 1, 1), 'opacity="0.95"').path(d.hull, "#2a1d26");
      s.add(`<path d="${d.hull}" transform="matrix(1 0 0 -0.3 0 ${n(860 * 1.3)})" fill="#2a1d26" opacity="0.35"/>`);
      vignette(s, 0.4);
    },
  },
  {
    file: "maldives-lagoon.svg",
    seed: 21,
    draw: (s) => {
      const horizon = 470;
      sky(s, [[0, "#3d7fa8"], [0.6, "#a9d3dc"], [1, "#e9f1ea"]]);
      sun(s, 1300, 150, 46, "#fffaf0", "#fff2d6", "#fff7e6", 360);
      s.add(`<path d="M200 200q90-40 180-10t200 0 160 20M900 260q120-40 220-6t180 6" stroke="#ffffff" stroke-width="30" stroke-linecap="round" opacity="0.35" filter="${
        s.blur(12)
      }" fill="none"/>`);
      water(s, horizon, [[0, "#1f6f8b"], [0.25, "#2f9fae"], [0.6, "#5fc8c2"], [1, "#9fe3d6"]], "#ffffff", 40, 0.25);
      s.add(`<ellipse cx="300" cy="930" rx="520" ry="120" fill="${s.rad([[0, "#f3e9d8", 1], [0.6, "#e8d6b6", 0.9], [1, "#9fe3d6", 0]], 300, 930, 520, 0.25)}"/>`);
      s.path(`M-20 ${horizon + 100}H1700v10H-20Z`, "#c9b89a", 'opacity="0.9"');
      villas(s, [[300, 570, 0.7], [470, 570, 0.7], [640, 570, 0.7], [810, 570, 0.7], [980, 570, 0.7], [1150, 570, 0.7], [1320, 570, 0.7]], "#8b6a48", "#5a4a3c");
      s.path(`M1480 ${horizon + 2}q60-34 140-10v30h-140Z`, C.tealDeep);
      palm(s, 1540, horizon - 6, 90, 14, C.tealDeep);
      palm(s, 1580, horizon - 4, 70, -10, C.tealDeep);
      palm(s, 120, 900, 420, 80, "#1b3a3d");
      vignette(s, 0.25);
    },
  },
  {
    file: "maldives-villas.svg",
    seed: 22,
    draw: (s) => {
      const horizon = 560;
      sky(s, [[0, "#1a2448"], [0.5, "#6b5a7a"], [0.85, "#e09a6e"], [1, "#f3c88c"]]);
      sun(s, 800, 540, 70, "#fde8bb", C.gold, "#f6cd93", 520);
      water(s, horizon, [[0, "#c98a6b"], [0.3, "#3f6f80"], [1, "#0f3f48"]], C.goldLight, 60, 0.2);
      shimmer(s, 800, horizon, H, 70, C.goldLight);
      s.path(`M-20 742H1700v12H-20Z`, "#2a2230");
      villas(s, [[160, 740, 1.15], [440, 740, 1.15], [1160, 740, 1.15], [1440, 740, 1.15]], "#2a2230", "#2a2230", C.goldLight);
      vignette(s, 0.45);
    },
  },
  {
    file: "maldives-private-island.svg",
    seed: 23,
    draw: (s) => {
      const horizon = 520;
      sky(s, [[0, "#1f3f66"], [0.6, "#6fa3b8"], [1, "#d6e6dd"]]);
      sun(s, 300, 200, 40, "#fffaf0", "#fff0cc", "#fff4dd", 300);
      water(s, horizon, [[0, "#1b5f78"], [0.5, "#2a8f98"], [1, "#0f3f48"]], "#ffffff", 50, 0.2);
      s.add(`<ellipse cx="900" cy="640" rx="520" ry="90" fill="${s.rad([[0, "#7fd6c8", 0.9], [1, "#7fd6c8", 0]], 900, 640, 520, 0.2)}"/>`);
      s.add(`<ellipse cx="900" cy="622" rx="330" ry="36" fill="${s.lin([[0, "#f6ecd9"], [1, "#d9c3a0"]])}"/>`);
      s.path(`M700 612Q900 520 1100 612Z`, "#2c5a4a");
      palm(s, 820, 612, 260, -40, "#1c3c38");
      palm(s, 900, 616, 320, 30, "#183430");
      palm(s, 1010, 614, 220, 50, "#1c3c38");
      const y = yacht(380, 760, 0.8);
      s.path(y.hull, "#f3eee4").path(y.deck, "#e0d8c6").path(y.glass, C.navy);
      s.add(`<path d="M140 770q240 10 460-4" stroke="#ffffff" stroke-width="3" opacity="0.45" fill="none"/>`);
      vignette(s, 0.3);
    },
  },
  {
    file: "kyoto-torii.svg",
    seed: 31,
    draw: (s) => {
      sky(s, [[0, "#e9dcc6"], [0.6, "#d7c2a6"], [1, "#b99a7c"]]);
      sun(s, 1180, 300, 80, "#c0523b", "#a83a2a", "#e3a48a", 300);
      mountains(s, [[-20, 520], [300, 380], [700, 470], [1000, 360], [1620, 480]], { fill: "#b59c8a", rough: 40 });
      mist(s, 460, 120, "#efe3d0", 0.8);
      mountains(s, [[-20, 620], [400, 520], [900, 600], [1300, 500], [1620, 600]], { fill: "#8d7368", rough: 40 });
      mist(s, 580, 100, "#efe3d0", 0.7);
      forest(s, 700, -20, W + 20, 60, 130, "#4a3a3c", 22);
      water(s, 700, [[0, "#a88c78"], [1, "#3a2c2e"]], "#efe3d0", 30, 0.35);
      const t = torii(800, 820, 1.15);
      s.path(t.gate, s.lin([[0, "#b3412e"], [1, "#7c2a20"]])).path(t.shade, "#2a1a1a");
      s.add(`<path d="${t.gate}" transform="matrix(1 0 0 -0.4 0 ${n(820 * 1.4)})" fill="#7c2a20" opacity="0.35"/>`);
      // Maple branch in the corner.
      let leaves = "";
      for (let i = 0; i < 70; i++) {
        const x = between(s.r, -20, 520), y = between(s.r, -20, 200) + x * 0.15;
        leaves += khatam(x, y, between(s.r, 6, 14));
      }
      s.add(`<path d="M-20 60Q200 90 520 200M140 80Q220 40 300 30" stroke="#2a1a1a" stroke-width="7" fill="none"/>`);
      s.path(leaves, "#9e3326", 'opacity="0.85"');
      vignette(s, 0.3);
    },
  },
  {
    file: "kyoto-pagoda.svg",
    seed: 32,
    draw: (s) => {
      sky(s, [[0, C.navy], [0.6, "#2b2a4a"], [1, "#6a4a5a"]]);
      stars(s, 80, 420);
      sun(s, 1160, 280, 90, C.cream, C.goldLight, C.goldLight, 420);
      mountains(s, [[-20, 600], [400, 470], [800, 560], [1200, 450], [1620, 560]], { fill: "#2f2c48", rough: 30 });
      mist(s, 560, 140, "#8a7a9a", 0.4);
      hills(s, [[-40, 720], [300, 680], [700, 720], [1100, 670], [1640, 710]], "#1e1c34");
      s.path(pagoda(560, 760, 1.5), s.lin([[0, "#151428"], [1, "#0b0a18"]]));
      forest(s, 790, -20, W + 20, 70, 160, "#0e0d1c", 26);
      s.add(`<path d="M-20 880H1700V1010H-20Z" fill="#0b0a16"/>`);
      let leaves = "";
      for (let i = 0; i < 90; i++) {
        const x = between(s.r, 1100, 1640), y = between(s.r, 640, 1000);
        leaves += khatam(x, y, between(s.r, 6, 13));
      }
      s.path(leaves, "#8e2f2a", 'opacity="0.75"');
      vignette(s, 0.45);
    },
  },
  {
    file: "amalfi-coast.svg",
    seed: 41,
    draw: (s) => {
      const horizon = 430;
      sky(s, [[0, "#6b9fc2"], [0.7, "#cfe0e6"], [1, "#f2ead8"]]);
      sun(s, 1320, 140, 44, "#fffaf0", "#fff0cc", "#fff4dd", 300);
      mountains(s, [[900, horizon], [1200, 330], [1620, 360]], { fill: "#9fb3bd", rough: 20, bottom: horizon + 2 });
      water(s, horizon, [[0, "#4f8fb0"], [0.4, "#2a6f93"], [1, "#173f5f"]], "#ffffff", 60, 0.22);
      const cliff = mountains(s, [[-20, 120], [240, 200], [520, 300], [780, 520], [980, 760], [1100, 1010]], {
        fill: "#6a5a48",
        rough: 30,
        shade: "#2e2620",
        shadeOpacity: 0.4,
      });
      void cliff;
      const slope = (x: number) => 230 + x * 0.55 + (x > 700 ? (x - 700) * 0.4 : 0);
      cliffHouses(s, 20, 860, slope, ["#f2d7b0", "#e9b98f", "#f5e6c6", "#d98f6f", "#f0cf7a"], {
        rows: 10,
        windows: "#5a4638",
        domes: "#c9a45c",
      });
      s.path(`M20 ${slope(20) + 480}L900 1010H-20Z`, "#3f5a3a", 'opacity="0.8"');
      s.path(`M1180 810l70-10 30 12-30 10Z`, C.cream);
      s.add(`<path d="M1100 830q120 10 260-6" stroke="#ffffff" stroke-width="3" opacity="0.5" fill="none"/>`);
      vignette(s, 0.3);
    },
  },
  {
    file: "amalfi-positano.svg",
    seed: 42,
    draw: (s) => {
      const horizon = 520;
      sky(s, [[0, "#2a3060"], [0.45, "#8c6a84"], [0.8, "#e7a57a"], [1, "#f4cf96"]]);
      sun(s, 420, 500, 60, "#fde8bb", C.gold, "#f7d29a", 420);
      water(s, horizon, [[0, "#c98a6b"], [0.3, "#3f5a7a"], [1, C.navy]], C.goldLight, 60, 0.2);
      shimmer(s, 420, horizon, H, 50, C.goldLight);
      mountains(s, [[700, 1010], [900, 600], [1100, 280], [1300, 160], [1620, 120]], {
        fill: "#4a3a48",
        rough: 30,
        shade: "#1e1828",
        shadeOpacity: 0.5,
      });
      const slope = (x: number) => 820 - (x - 900) * 1.0;
      cliffHouses(s, 960, W, (x) => Math.max(230, slope(x)), ["#f0c89a", "#e7a37f", "#f3dcb6", "#d9836a", "#eec26f"], {
        rows: 11,
        windows: "#4a3040",
        domes: "#2f8f7a",
      });
      s.path(`M520 860c30 4 70 4 110-2l-8 16h-94Z`, "#2a1d26");
      s.add(`<path d="M560 860V800l40 52" fill="${C.cream}" opacity="0.9"/>`);
      vignette(s, 0.4);
    },
  },
  {
    file: "swiss-alps.svg",
    seed: 51,
    draw: (s) => {
      sky(s, [[0, "#355c8a"], [0.6, "#9cbdd6"], [1, "#e8eef0"]]);
      sun(s, 260, 160, 40, "#fffaf0", "#fff4dd", "#ffffff", 260);
      mountains(s, [[-20, 560], [240, 330], [520, 480], [820, 200], [1100, 420], [1380, 300], [1620, 460]], {
        fill: "#5a6f8a",
        rough: 70,
        snow: 380,
        snowFill: "#f3f6f8",
        shade: "#2a3a58",
        shadeOpacity: 0.45,
      });
      mist(s, 560, 120, "#ffffff", 0.5);
      mountains(s, [[-20, 700], [300, 560], [700, 650], [1000, 580], [1620, 690]], { fill: "#2f4a5a", rough: 40 });
      forest(s, 720, -20, W + 20, 70, 150, "#1a2f36", 24);
      water(s, 720, [[0, "#6d93ad"], [1, "#1e3a4e"]], "#ffffff", 40, 0.25);
      s.add(`<path d="${poly(closeDown(ridge(rng(5), [[-20, 560], [240, 330], [520, 480], [820, 200], [1100, 420], [1380, 300], [1620, 460]], 6, 70), 720))}" transform="matrix(1 0 0 -0.45 0 ${
        n(720 * 1.45)
      })" fill="#5a6f8a" opacity="0.25"/>`);
      vignette(s, 0.3);
    },
  },
  {
    file: "alps-chalet.svg",
    seed: 52,
    draw: (s) => {
      sky(s, [[0, "#05070f"], [0.5, C.navy], [1, "#2a3a60"]]);
      stars(s, 160, 500);
      sun(s, 1240, 170, 42, C.cream, "#e6e6f0", "#c9d4ff", 260);
      mountains(s, [[-20, 520], [320, 260], [620, 420], [900, 180], [1240, 380], [1620, 300]], {
        fill: "#27345a",
        rough: 70,
        snow: 330,
        snowFill: "#cdd6ea",
        shade: C.navy,
        shadeOpacity: 0.5,
      });
      hills(s, [[-40, 760], [400, 700], [900, 740], [1300, 690], [1640, 730]], "#a9b6d0");
      forest(s, 720, -20, 620, 100, 220, "#0c1424", 30);
      forest(s, 720, 1060, W + 20, 100, 220, "#0c1424", 30);
      chalet(s, 820, 820, 1.3, true);
      hills(s, [[-40, 880], [500, 840], [1000, 890], [1640, 850]], s.lin([[0, "#e3e8f3"], [1, "#8f9bb8"]]));
      vignette(s, 0.5);
    },
  },
  {
    file: "alps-lake-spa.svg",
    seed: 53,
    draw: (s) => {
      const horizon = 640;
      sky(s, [[0, "#8fb0c8"], [0.6, "#e6d9c9"], [1, "#f4e3c6"]]);
      sun(s, 1100, 420, 58, "#fff6e2", "#fbe3b5", "#fde9c4", 380);
      const keys: Pt[] = [[-20, 520], [260, 300], [560, 440], [760, 250], [1000, 400], [1280, 320], [1620, 470]];
      mountains(s, keys, { fill: "#8a8fa6", rough: 60, snow: 340, snowFill: "#f6f2ea", shade: "#4c5472", shadeOpacity: 0.35, bottom: horizon });
      mist(s, 540, 110, "#fff6ea", 0.7);
      forest(s, horizon, -20, W + 20, 40, 90, "#3b4a48", 18);
      water(s, horizon, [[0, "#b8c2cc"], [0.5, "#6f8ea0"], [1, "#2f4a5a"]], "#ffffff", 40, 0.3);
      shimmer(s, 1100, horizon, H, 40, "#fff6e2", 30);
      s.path(`M200 820H700v10H200Z`, "#3a2a22");
      let posts = "";
      for (let x = 220; x <= 680; x += 60) posts += `M${x} 830h5v40h-5Z`;
      s.path(posts, "#3a2a22", 'opacity="0.8"');
      vignette(s, 0.25);
    },
  },
  {
    file: "serengeti-savanna.svg",
    seed: 61,
    draw: (s) => {
      sky(s, [[0, "#2a2446"], [0.4, "#8a4a4a"], [0.75, "#e0844e"], [1, "#f6c27a"]]);
      sun(s, 760, 600, 120, "#fde4ae", "#e9a45a", "#f7b46a", 620);
      hills(s, [[-40, 660], [500, 640], [1000, 665], [1640, 645]], "#6a3a32");
      hills(s, [[-40, 700], [400, 690], [900, 705], [1640, 692]], "#3d2228");
      s.path(acacia(s, 1120, 760, 1.9) + acacia(s, 300, 700, 0.8) + acacia(s, 1450, 700, 0.6), "#1e1218");
      s.path(giraffe(520, 760, 1.05) + giraffe(700, 740, 0.8), "#1e1218");
      hills(s, [[-40, 800], [500, 770], [1100, 800], [1640, 780]], s.lin([[0, "#2a1820"], [1, "#120a10"]]));
      let grass = "";
      for (let i = 0; i < 160; i++) {
        const x = between(s.r, -10, W + 10), y = between(s.r, 790, 1000), h = between(s.r, 14, 40);
        grass += `M${n(x)} ${n(y)}l${n(between(s.r, -6, 6))} ${n(-h)}l2 ${n(h)}Z`;
      }
      s.path(grass, "#120a10");
      vignette(s, 0.4);
    },
  },
  {
    file: "serengeti-migration.svg",
    seed: 62,
    draw: (s) => {
      sky(s, [[0, "#3a4a6a"], [0.5, "#c89a7a"], [0.85, "#efc48e"], [1, "#f5dcae"]]);
      sun(s, 1240, 560, 70, "#fff0cc", "#f4c47e", "#fbe0b0", 460);
      balloon(s, 420, 200, 0.9, "#7b3b3b", C.goldLight);
      balloon(s, 560, 300, 0.45, C.deep, C.gold);
      hills(s, [[-40, 610], [500, 595], [1000, 615], [1640, 600]], "#9a7660");
      s.path(acacia(s, 260, 640, 0.7) + acacia(s, 1460, 630, 0.55), "#4a3030");
      s.add(`<rect x="-20" y="600" width="1640" height="100" fill="${s.lin([[0, "#f5dcae", 0.5], [1, "#f5dcae", 0]])}" filter="${s.blur(10)}"/>`);
      hills(s, [[-40, 680], [600, 660], [1200, 690], [1640, 670]], s.lin([[0, "#b08a5a"], [1, "#7a5a3e"]]));
      let herd = "";
      for (let i = 0; i < 130; i++) {
        const t = s.r();
        const y = 690 + t * t * 280;
        const sc = 0.5 + (y - 690) / 180;
        herd += wildebeest(between(s.r, -40, W), y, sc, s.r() < 0.8 ? 1 : -1);
      }
      s.path(herd, "#2a1a1a");
      s.add(`<rect x="-20" y="700" width="1640" height="300" fill="${s.lin([[0, "#d9b080", 0.35], [1, "#d9b080", 0]])}"/>`);
      vignette(s, 0.35);
    },
  },
  {
    file: "bora-bora.svg",
    seed: 71,
    draw: (s) => {
      const horizon = 600;
      sky(s, [[0, "#2f6fa0"], [0.6, "#9fd0e0"], [1, "#eaf4ef"]]);
      sun(s, 260, 140, 44, "#fffaf0", "#fff4dd", "#ffffff", 300);
      const peak: Pt[] = [[460, horizon], [620, 470], [760, 330], [840, 160], [900, 150], [960, 300], [1060, 420], [1260, 520], [1420, horizon]];
      mountains(s, peak, { fill: "#2f5a48", rough: 24, depth: 4, shade: "#173a30", shadeOpacity: 0.5, bottom: horizon + 4 });
      mist(s, 380, 80, "#ffffff", 0.35);
      water(s, horizon, [[0, "#2a8fa8"], [0.3, "#48c0c0"], [1, "#b6ecdc"]], "#ffffff", 50, 0.3);
      s.path(`M-20 ${horizon + 60}Q800 ${horizon + 40} 1640 ${horizon + 70}v8Q800 ${horizon + 50} -20 ${horizon + 68}Z`, "#ffffff", 'opacity="0.4"');
      villas(s, [[120, 860, 1.0], [360, 850, 0.95], [1180, 850, 0.95], [1420, 860, 1.0]], "#8a6a48", "#5a4a3c");
      s.path(`M-20 880H1700v10H-20Z`, "#6a5646");
      vignette(s, 0.25);
    },
  },
  {
    file: "bora-bora-sunset.svg",
    seed: 72,
    draw: (s) => {
      const horizon = 620;
      sky(s, [[0, "#1e2450"], [0.45, "#7a4a6a"], [0.8, "#e48a5e"], [1, "#f7c184"]]);
      sun(s, 1180, 600, 80, "#fde1a8", "#e9955a", "#f6b676", 520);
      const peak: Pt[] = [[300, horizon], [460, 480], [600, 340], [680, 180], [740, 170], [800, 320], [900, 430], [1100, 540], [1280, horizon]];
      mountains(s, peak, { fill: "#2a1e34", rough: 24, depth: 4, bottom: horizon + 4 });
      water(s, horizon, [[0, "#b86a5a"], [0.3, "#4a3a5a"], [1, C.navy]], C.goldLight, 60, 0.2);
      shimmer(s, 1180, horizon, H, 60, C.goldLight);
      villas(s, [[180, 860, 1.1], [430, 850, 1.0], [680, 845, 0.9]], "#1e1628", "#1e1628", C.goldLight);
      s.path(`M-20 880H800v10H-20Z`, "#1e1628");
      palm(s, 1520, 1010, 520, -120, "#120c1a");
      vignette(s, 0.45);
    },
  },
  {
    file: "marrakech-medina.svg",
    seed: 81,
    draw: (s) => {
      sky(s, [[0, "#3a5a8a"], [0.55, "#d9a88a"], [1, "#f2d3ae"]]);
      sun(s, 1250, 380, 60, "#fff0d0", "#f4c88e", "#fbe3c0", 400);
      mountains(s, [[-20, 560], [300, 420], [600, 500], [900, 400], [1200, 480], [1620, 430]], {
        fill: "#9a8aa0",
        rough: 40,
        snow: 450,
        snowFill: "#f5eee6",
      });
      mist(s, 520, 120, "#f6dcc0", 0.6);
      const m = minaret(560, 780, 1.1);
      s.path(m.tower, s.lin([[0, "#c0764a"], [1, "#8a4a30"]])).path(m.panels, "#6a3422", 'opacity="0.7"');
      palm(s, 260, 800, 360, -30, "#2c3a2c");
      palm(s, 340, 800, 300, 40, "#24321f");
      palm(s, 1020, 800, 330, 30, "#2c3a2c");
      palm(s, 1390, 800, 390, -40, "#24321f");
      let wall = `M-20 1010V760`;
      for (let x = -20; x < W + 20; x += 40) wall += `H${x}v-18h20v18`;
      wall += `H1640V1010Z`;
      s.path(wall, s.lin([[0, "#b0603c"], [1, "#6a3422"]]));
      let arches = "";
      for (const x of [200, 720, 1240]) arches += horseshoeArch(x, 1010, 130, 850);
      s.path(arches, "#3a1c14");
      vignette(s, 0.35);
    },
  },
  {
    file: "marrakech-riad.svg",
    seed: 82,
    draw: (s) => {
      // Courtyard beyond the arch.
      sky(s, [[0, "#f0c894"], [1, "#e4a878"]]);
      s.add(`<rect y="420" width="${W}" height="600" fill="${s.lin([[0, "#c98a5a"], [1, "#8a4a32"]])}"/>`);
      let cols = "";
      for (let x = 360; x < 1300; x += 150) cols += horseshoeArch(x + 60, 640, 110, 480);
      s.path(cols, "#5a2a1e", 'opacity="0.65"');
      s.add(`<rect y="640" width="${W}" height="400" fill="${s.lin([[0, "#e8dcc6"], [1, "#bfa888"]])}"/>`);
      let floor = "";
      for (let i = 0; i < 12; i++) for (let j = 0; j < 4; j++) floor += khatam(180 + i * 120 + (j % 2) * 60, 690 + j * 80, 22 + j * 4);
      s.path(floor, "#1f6f78", 'opacity="0.45"');
      s.add(`<ellipse cx="800" cy="820" rx="300" ry="60" fill="${s.lin([[0, "#2f9fae"], [1, "#0f3f48"]])}"/>`);
      s.path(`M760 800h80v-50q-40-20-80 0Z`, "#d9c3a0");
      s.add(`<ellipse cx="800" cy="746" rx="80" ry="12" fill="#d9c3a0"/>`);
      s.add(`<path d="M800 700q-40 10-60 46M800 700q40 10 60 46" stroke="#bfe8ea" stroke-width="4" fill="none" opacity="0.8"/>`);
      palm(s, 380, 820, 260, -30, "#2c4030");
      palm(s, 1220, 820, 260, 30, "#2c4030");
      // The arch frame, with a band of zellige stars.
      s.add(`<path fill-rule="evenodd" d="M-10-10H1610V1010H-10Z${horseshoeArch(800, 1010, 1060, 260)}" fill="${
        s.lin([[0, "#2a1a24"], [1, "#140c14"]])
      }"/>`);
      s.add(`<path d="${horseshoeArch(800, 1010, 1060, 260)}" fill="none" stroke="${C.gold}" stroke-width="6" opacity="0.8"/>`);
      s.add(`<path d="${horseshoeArch(800, 1010, 1110, 235)}" fill="none" stroke="${C.gold}" stroke-width="2" opacity="0.5"/>`);
      let zellige = "";
      for (let y = 60; y < 1000; y += 90) zellige += khatam(90, y, 26) + khatam(1510, y, 26);
      s.path(zellige, C.gold, 'opacity="0.35"');
      lantern(s, 520, -10, 210, 0.9);
      lantern(s, 1080, -10, 250, 0.8);
      vignette(s, 0.35);
    },
  },
  {
    file: "santorini-caldera.svg",
    seed: 91,
    draw: (s) => {
      const horizon = 470;
      sky(s, [[0, "#2f6aa8"], [0.6, "#9cc8e8"], [1, "#eef4f6"]]);
      sun(s, 1350, 150, 44, "#fffaf0", "#fff4dd", "#ffffff", 300);
      mountains(s, [[700, horizon], [1000, 420], [1300, 430], [1620, 400]], { fill: "#6f7f92", rough: 14, bottom: horizon + 2 });
      water(s, horizon, [[0, "#2a6aa0"], [0.5, "#1c4f86"], [1, "#0f2d55"]], "#ffffff", 60, 0.22);
      mountains(s, [[-20, 380], [300, 420], [600, 560], [760, 760], [860, 1010]], { fill: "#6a4a3e", rough: 24, shade: "#3a2420", shadeOpacity: 0.45 });
      const slope = (x: number) => 360 + x * 0.35 + (x > 450 ? (x - 450) * 0.6 : 0);
      cliffHouses(s, -10, 720, slope, ["#f7f4ee", "#efe9de", "#ffffff", "#e9e2d4"], { rows: 5, windows: "#2a4a7a", domes: "#1f4fa0", minW: 40, maxW: 90 });
      const wm = windmill(170, slope(170) - 2, 0.9);
      s.path(wm.body, "#f7f4ee").path(wm.sails, C.sand, 'opacity="0.85"');
      s.path(`M1080 760l80-8 36 12-34 10Z`, "#ffffff");
      vignette(s, 0.3);
    },
  },
  {
    file: "santorini-sunset.svg",
    seed: 92,
    draw: (s) => {
      const horizon = 560;
      sky(s, [[0, "#232a58"], [0.5, "#8a5a7a"], [0.82, "#ec9a66"], [1, "#f8cf8e"]]);
      sun(s, 1080, 540, 72, "#fde6b4", "#ef9f5e", "#f8bf7e", 520);
      mountains(s, [[760, horizon], [1000, 500], [1300, 520], [1620, 480]], { fill: "#4a3456", rough: 14, bottom: horizon + 2 });
      water(s, horizon, [[0, "#d48a6a"], [0.3, "#5a4a6a"], [1, C.navy]], C.goldLight, 60, 0.2);
      shimmer(s, 1080, horizon, H, 60, C.goldLight);
      mountains(s, [[-20, 480], [300, 520], [560, 640], [700, 800], [800, 1010]], { fill: "#3a2430", rough: 24 });
      const slope = (x: number) => 460 + x * 0.3 + (x > 420 ? (x - 420) * 0.7 : 0);
      cliffHouses(s, -10, 680, slope, ["#f3d9c6", "#efc9b0", "#f7e2d2"], { rows: 6, windows: C.gold, domes: "#27407a", minW: 40, maxW: 90 });
      const wm = windmill(420, slope(420) - 2, 1.1);
      s.path(wm.body, "#f3d9c6").path(wm.sails, "#e6b88e", 'opacity="0.9"');
      vignette(s, 0.45);
    },
  },
  {
    file: "patagonia-peaks.svg",
    seed: 101,
    draw: (s) => {
      const horizon = 640;
      sky(s, [[0, "#24406a"], [0.55, "#9ab0c6"], [0.85, "#e9c9a8"], [1, "#f4dcbc"]]);
      s.add(`<path d="M300 220q300-60 620-10t500-20" stroke="#fff2e2" stroke-width="50" stroke-linecap="round" opacity="0.35" fill="none" filter="${
        s.blur(18)
      }"/>`);
      mountains(s, [[-20, 560], [280, 420], [560, 520], [1200, 480], [1620, 540]], { fill: "#7a8aa2", rough: 40, snow: 470, snowFill: "#eef0f2", bottom: horizon });
      const spires: Pt[] = [[560, horizon], [640, 420], [680, 230], [700, 190], [724, 240], [760, 330], [800, 250], [830, 160], [862, 200], [890, 330], [930, 300], [970, 210], [1000, 240], [1030, 380], [1120, 470], [1220, horizon]];
      mountains(s, spires, { fill: "#4a4a5e", rough: 10, depth: 3, shade: "#23243a", shadeOpacity: 0.55, snow: 250, snowFill: "#f1ede6", bottom: horizon + 2 });
      s.add(`<path d="${poly([[560, horizon], [680, 230], [700, 190], [724, 240], [800, 250], [830, 160], [862, 200], [930, 300], [970, 210], [1000, 240], [1220, horizon]])}" fill="#e7a97a" opacity="0.25"/>`);
      mist(s, 560, 100, "#f6e6d4", 0.55);
      hills(s, [[-40, 690], [300, 640], [700, 680], [1100, 650], [1640, 690]], "#5a6a4a");
      water(s, 700, [[0, "#4fa3b0"], [0.5, "#2a7f90"], [1, "#134a58"]], "#ffffff", 40, 0.25);
      hills(s, [[-40, 900], [400, 860], [800, 910], [1200, 870], [1640, 920]], s.lin([[0, "#8a7a4a"], [1, "#3a3a26"]]), {
        color: C.goldLight,
        width: 2,
        opacity: 0.4,
      });
      vignette(s, 0.3);
    },
  },
  {
    file: "desert-stargazing.svg",
    seed: 17,
    draw: (s) => {
      sky(s, [[0, "#03050c"], [0.6, "#0b1020"], [1, "#26223e"]]);
      s.add(`<path d="M-80 760Q700 240 1700 60" stroke="${C.cream}" stroke-width="220" opacity="0.07" fill="none" filter="${s.blur(50)}"/>`);
      s.add(`<path d="M-80 760Q700 240 1700 60" stroke="#c9b8e8" stroke-width="70" opacity="0.08" fill="none" filter="${s.blur(20)}"/>`);
      stars(s, 320, 720);
      sun(s, 1340, 170, 22, C.cream, C.goldLight, C.goldLight, 120);
      hills(s, [[-40, 720], [420, 680], [860, 730], [1240, 670], [1640, 710]], "#1b1a30");
      s.add(`<ellipse cx="700" cy="850" rx="420" ry="120" fill="${s.rad([[0, "#e39a52", 0.5], [1, "#e39a52", 0]], 700, 850, 420, 0.3)}"/>`);
      hills(s, [[-40, 840], [500, 790], [1000, 850], [1640, 800]], s.lin([[0, "#3a2a34"], [1, "#120e1a"]]), { color: C.gold, width: 2, opacity: 0.3 });
      s.path(`M520 880l300-14 60 40-320 16Z`, s.lin([[0, "#7b2f33"], [1, "#4a1c24"]]));
      s.path(`M540 884l270-12M560 900l280-13`, "none", `stroke="${C.gold}" stroke-width="3" opacity="0.6"`);
      s.path(telescope(900, 880, 1.3), "#0a0810");
      lantern(s, 600, 800, 10, 0.5);
      vignette(s, 0.5);
    },
  },
  {
    file: "maldives-dolphins.svg",
    seed: 24,
    draw: (s) => {
      const horizon = 560;
      sky(s, [[0, "#2a3a66"], [0.5, "#b47a78"], [0.85, "#f0b070"], [1, "#fbd596"]]);
      sun(s, 520, 520, 66, "#fff0c8", C.gold, "#f8d49a", 460);
      water(s, horizon, [[0, "#e0a070"], [0.25, "#3f7a88"], [1, "#0f3f48"]], C.goldLight, 60, 0.22);
      shimmer(s, 520, horizon, H, 60, C.goldLight);
      const d = dhow(1180, 760, 0.9);
      s.path(d.sail, s.lin([[0, C.cream], [1, C.sand]], 0, 0, 1, 1), 'opacity="0.9"').path(d.hull, "#2a1d26");
      s.path(dolphin(380, 780, 1.1, 1) + dolphin(640, 850, 0.9, 1) + dolphin(880, 800, 0.7, -1), s.lin([[0, "#3a4a62"], [1, "#182232"]]));
      s.add(`<path d="M260 830q40-20 80 0M560 890q40-18 80 0M820 840q30-14 60 0" stroke="#ffffff" stroke-width="4" opacity="0.5" fill="none"/>`);
      vignette(s, 0.4);
    },
  },
  {
    file: "santorini-vineyard.svg",
    seed: 93,
    draw: (s) => {
      const horizon = 470;
      sky(s, [[0, "#2c3566"], [0.55, "#a6708a"], [0.9, "#f2a96e"], [1, "#f8cf94"]]);
      sun(s, 300, 440, 54, "#fde6b4", "#ef9f5e", "#f8bf7e", 400);
      water(s, horizon, [[0, "#c98a6b"], [1, "#3a3a5e"]], C.goldLight, 30, 0.2);
      hills(s, [[-40, 560], [400, 500], [900, 540], [1300, 490], [1640, 520]], "#5a3a3e");
      hills(s, [[-40, 640], [500, 600], [1000, 640], [1640, 590]], s.lin([[0, "#6e4438"], [1, "#3a2228"]]), { color: C.goldLight, width: 2, opacity: 0.35 });
      let vines = "";
      for (let row = 0; row < 6; row++) {
        const y = 660 + row * row * 9 + row * 34;
        const r = 12 + row * 7;
        for (let x = -20 + (row % 2) * r; x < W + 40; x += r * 3.2) {
          vines += `M${n(x - r)} ${n(y)}a${n(r)} ${n(r * 0.7)} 0 1 0 ${n(2 * r)} 0a${n(r)} ${n(r * 0.7)} 0 1 0 ${n(-2 * r)} 0Z`;
        }
      }
      s.path(vines, s.lin([[0, "#6f8a4a"], [1, "#2e3e22"]]));
      const g1 = wineGlass(1180, 990, 1.5), g2 = wineGlass(1340, 980, 1.35);
      s.path(g1.wine + g2.wine, "#e8cf94", 'opacity="0.9"').path(g1.glass + g2.glass, C.cream, 'opacity="0.35"');
      vignette(s, 0.45);
    },
  },
  {
    file: "dubai-shopping.svg",
    seed: 18,
    draw: (s) => {
      sky(s, [[0, "#1a1a30"], [0.6, "#2a2440"], [1, "#0b1020"]]);
      s.add(`<rect x="560" y="0" width="480" height="560" fill="${s.lin([[0, "#24315e"], [1, "#c98a6b"]])}"/>`);
      s.path(burjKhalifa(800, 560, 0.75), "#141a36");
      let arches = "", glow = "";
      for (const [cx, w] of [[150, 260], [420, 220], [1180, 220], [1450, 260]] as const) {
        arches += horseshoeArch(cx, 760, w, 360 + (w === 260 ? 0 : 40));
        glow += `M${n(cx - w * 0.36)} 760v-180h${n(w * 0.72)}v180Z`;
      }
      s.path(`M0 0H${W}V760H0Z` + arches + `M560 0h480v560H560Z`, "#1e1830", 'fill-rule="evenodd"');
      s.path(arches, s.lin([[0, "#f1d39a"], [1, "#c98a4a"]]), 'opacity="0.8"');
      s.path(glow, "#3a2430", 'opacity="0.5"');
      for (const x of [286, 560, 1040, 1314]) lantern(s, x, 0, 220, 0.8);
      s.path(`M0 760H${W}V${H}H0Z`, s.lin([[0, "#3a2e3e"], [1, "#120e1a"]]));
      s.add(`<path d="M0 760H${W}V${H}H0Z" fill="${s.lin([[0, C.goldLight, 0.25], [0.5, C.goldLight, 0]])}"/>`);
      const bag = (x: number, y: number, w: number, h: number) =>
        `M${n(x)} ${n(y)}h${n(w)}l${n(-8)} ${n(-h)}h${n(-w + 16)}Z M${n(x + w * 0.3)} ${n(y - h)}a${n(w * 0.2)} ${n(w * 0.22)} 0 0 1 ${n(w * 0.4)} 0h-6a${
          n(w * 0.2 - 6)
        } ${n(w * 0.22 - 6)} 0 0 0 ${n(-w * 0.4 + 12)} 0Z`;
      s.path(bag(660, 930, 110, 130) + bag(790, 940, 90, 104), s.lin([[0, C.gold], [1, C.goldDeep]]));
      s.path(bag(890, 944, 80, 96), C.cream);
      vignette(s, 0.45);
    },
  },
  {
    file: "dubai-helicopter.svg",
    seed: 19,
    draw: (s) => {
      sky(s, [[0, "#1f6f8b"], [0.5, "#2f9fae"], [1, "#0f3f48"]]);
      s.add(`<rect width="${W}" height="${H}" fill="${s.rad([[0, "#9fe3d6", 0.45], [1, "#9fe3d6", 0]], 900, 620, 700, 0.6)}"/>`);
      let fronds = "";
      for (let i = 0; i < 9; i++) {
        const a = Math.PI * (0.12 + (i * 0.76) / 8);
        const x2 = 900 + Math.cos(a) * 430, y2 = 760 - Math.sin(a) * 300;
        fronds += `M900 760L${n(x2 - 12)} ${n(y2)}a14 14 0 0 1 24 8Z`;
      }
      s.path(fronds + `M860 760h80v240h-80Z`, "none", `stroke="#f3e9d8" stroke-width="26" stroke-linejoin="round" opacity="0.95"`);
      s.path(fronds, "#2c5a4a", 'opacity="0.5"');
      s.add(`<path d="M420 680A500 360 0 0 1 1380 680" stroke="#f3e9d8" stroke-width="22" fill="none" opacity="0.95"/>`);
      s.path(`M0 940Q600 900 1600 960V1000H0Z`, "#d9c3a0");
      s.path(towers(s, 960, -20, 700, 20, 120, 300), "#2a3a4a", 'opacity="0.6"');
      helicopter(s, 1120, 300, 1.3, C.navy);
      vignette(s, 0.35);
    },
  },
  {
    file: "dubai-chefs-table.svg",
    seed: 20,
    draw: (s) => {
      sky(s, NIGHT);
      stars(s, 60, 300);
      const city = towers(s, 640, -20, W + 20, 120, 360, 800);
      s.path(city, "#1a2246");
      s.path(city, windows(s, C.goldLight), 'opacity="0.8"');
      s.path(burjKhalifa(800, 640, 0.7), "#1a2246");
      s.add(`<path d="M0 0H${W}V40H0ZM0 600H${W}V640H0ZM520 0h16v640h-16ZM1064 0h16v640h-16Z" fill="#0a0d18"/>`);
      s.path(`M-40 640H1640L1700 1000H-100Z`, s.lin([[0, "#3a2a2a"], [1, "#120c10"]]));
      s.add(`<path d="M-40 640H1640" stroke="${C.gold}" stroke-width="3" opacity="0.6"/>`);
      for (const [x, y, r] of [[520, 820, 150], [1080, 820, 150]] as const) {
        s.add(`<ellipse cx="${x}" cy="${y}" rx="${r}" ry="${r * 0.32}" fill="${C.cream}"/>`);
        s.add(`<ellipse cx="${x}" cy="${y}" rx="${r * 0.62}" ry="${r * 0.2}" fill="none" stroke="${C.gold}" stroke-width="3"/>`);
        s.add(`<ellipse cx="${x}" cy="${y - 6}" rx="${r * 0.3}" ry="${r * 0.1}" fill="#7b3b3b"/>`);
        s.add(`<path d="M${x - 30} ${y - 14}q14-22 30-6q14-20 26 4" stroke="#6f8a4a" stroke-width="6" fill="none"/>`);
      }
      for (const x of [760, 840]) {
        s.add(`<circle cx="${x}" cy="700" r="110" fill="${s.rad([[0, C.goldLight, 0.5], [1, C.goldLight, 0]], x, 700, 110)}"/>`);
        s.path(`M${x - 10} 780h20v-70h-20Z`, C.cream);
        s.path(`M${x} 700q-10-18 0-32q10 14 0 32Z`, C.goldLight);
      }
      const g = wineGlass(1300, 900, 1.1);
      s.path(g.wine, "#7b1f2b").path(g.glass, C.cream, 'opacity="0.3"');
      vignette(s, 0.5);
    },
  },
  {
    file: "patagonia-trek.svg",
    seed: 102,
    draw: (s) => {
      const horizon = 600;
      sky(s, [[0, "#2a3a6a"], [0.5, "#d99a8a"], [0.85, "#f4c9a0"], [1, "#f8e2c2"]]);
      const towersOfPaine: Pt[] = [[420, horizon], [560, 380], [600, 180], [630, 160], [650, 300], [700, 330], [730, 140], [760, 120], [790, 320],
        [830, 300], [870, 170], [900, 160], [930, 330], [1040, 420], [1200, horizon]];
      mountains(s, [[-20, 520], [300, 440], [560, 500], [1200, 460], [1620, 520]], { fill: "#8a8aa2", rough: 40, snow: 470, snowFill: "#eef0f2", bottom: horizon });
      mountains(s, towersOfPaine, { fill: "#5a4a5e", rough: 8, depth: 3, shade: "#2a2438", shadeOpacity: 0.5, snow: 230, snowFill: "#f8e6da", bottom: horizon + 2 });
      s.add(`<path d="${poly(towersOfPaine)}" fill="#f0906a" opacity="0.3"/>`);
      water(s, horizon, [[0, "#5fb3b3"], [1, "#1f6f78"]], "#ffffff", 30, 0.25);
      hills(s, [[-40, 720], [400, 680], [800, 730], [1200, 690], [1640, 720]], "#6a6a4a");
      hills(s, [[-40, 860], [500, 800], [1000, 870], [1640, 820]], s.lin([[0, "#8a7a4a"], [1, "#3a3a26"]]), { color: C.goldLight, width: 2, opacity: 0.4 });
      s.add(`<path d="M-20 1000C300 900 600 960 900 860S1300 780 1640 800" stroke="#d9c3a0" stroke-width="26" fill="none" opacity="0.7"/>`);
      s.path(hiker(900, 872, 1.1) + hiker(1010, 846, 0.95), "#1c1a22");
      vignette(s, 0.3);
    },
  },
];

/* ----------------------------------------------------------------------------------------------
 * Placeholder and icons
 * -------------------------------------------------------------------------------------------- */

function placeholder(): string {
  const s = new Scene(1);
  sky(s, [[0, "#1b2238"], [1, "#121727"]]);
  s.add(`<rect width="${W}" height="${H}" fill="${s.rad([[0, "#2a3350", 0.8], [1, "#2a3350", 0]], 800, 500, 700, 0.7)}"/>`);
  // A framed landscape glyph in fine gold lines.
  s.add(
    `<g fill="none" stroke="${C.gold}" stroke-width="6" stroke-linejoin="round" stroke-linecap="round" opacity="0.55">` +
      `<rect x="690" y="420" width="220" height="160" rx="18"/>` +
      `<path d="M700 560l62-70 46 48 30-30 62 64"/>` +
      `<circle cx="852" cy="464" r="16"/></g>`,
  );
  s.add(`<path d="M720 620h160" stroke="${C.gold}" stroke-width="2" opacity="0.35"/>`);
  return s.toString();
}

/** The monogram "A" of Aurum Voyages: a Didone-style letter with a guiding star, in a 512 box. */
const MONOGRAM = "M240 118H272L352 382H314Z" + "M242 118H253L178 382H166Z" + "M187 292H296V301H184Z" +
  "M146 374H202V382H146Z" + "M294 374H374V382H294Z" + "M226 118H244V124H226Z";
const STAR = (cx: number, cy: number, r: number) =>
  `M${cx} ${cy - r}Q${cx + r * 0.12} ${cy - r * 0.12} ${cx + r} ${cy}Q${cx + r * 0.12} ${cy + r * 0.12} ${cx} ${cy + r}` +
  `Q${cx - r * 0.12} ${cy + r * 0.12} ${cx - r} ${cy}Q${cx - r * 0.12} ${cy - r * 0.12} ${cx} ${cy - r}Z`;

function iconSvg(kind: "icon" | "maskable" | "favicon"): string {
  const bg = kind === "maskable"
    ? `<rect width="512" height="512" fill="url(#bg)"/>`
    : `<rect width="512" height="512" rx="${kind === "favicon" ? 96 : 112}" fill="url(#bg)"/>`;
  const ring = kind === "favicon"
    ? ""
    : `<circle cx="256" cy="252" r="196" fill="none" stroke="url(#gold)" stroke-width="5" opacity="0.85"/>` +
      `<circle cx="256" cy="252" r="182" fill="none" stroke="#c9a45c" stroke-width="1.5" opacity="0.45"/>`;
  const glyph = `<path d="${MONOGRAM}" fill="url(#gold)"/><path d="${STAR(352, 150, 22)}" fill="#e8cf94"/>`;
  // The maskable icon keeps everything inside the central 80% safe zone (a circle of radius 204.8).
  const scale = kind === "maskable" ? 0.78 : kind === "favicon" ? 1.22 : 1;
  const inner = `${ring}${glyph}`;
  const body = scale === 1 ? inner : `<g transform="translate(256 252) scale(${scale}) translate(-256 -252)">${inner}</g>`;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 512 512" width="512" height="512">` +
    `<defs><radialGradient id="bg" cx="50%" cy="42%" r="70%"><stop offset="0" stop-color="#18224a"/>` +
    `<stop offset="1" stop-color="#0b1020"/></radialGradient>` +
    `<linearGradient id="gold" x1="0" y1="0" x2="1" y2="1"><stop offset="0" stop-color="#f1dca6"/>` +
    `<stop offset="0.5" stop-color="#c9a45c"/><stop offset="1" stop-color="#9c7a3c"/></linearGradient></defs>` +
    `${bg}${body}</svg>\n`;
}

/* ----------------------------------------------------------------------------------------------
 * Write
 * -------------------------------------------------------------------------------------------- */

const root = new URL("../", import.meta.url);
const catalogueDir = new URL("web/public/images/catalogue/", root);
const iconsDir = new URL("manifest/icons/", root);

async function write(url: URL, text: string): Promise<void> {
  await Deno.writeTextFile(url, text);
  const kb = new TextEncoder().encode(text).length / 1024;
  console.log(`${url.pathname.replace(root.pathname, "")}  ${kb.toFixed(1)} KB`);
}

if (import.meta.main) {
  await Deno.mkdir(catalogueDir, { recursive: true });
  await Deno.mkdir(iconsDir, { recursive: true });
  for (const art of scenes) {
    const s = new Scene(art.seed);
    art.draw(s);
    await write(new URL(art.file, catalogueDir), s.toString());
  }
  await write(new URL("web/public/images/placeholder.svg", root), placeholder());
  await write(new URL("icon.svg", iconsDir), iconSvg("icon"));
  await write(new URL("icon-maskable.svg", iconsDir), iconSvg("maskable"));
  await write(new URL("favicon.svg", iconsDir), iconSvg("favicon"));
}
