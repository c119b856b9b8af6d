/**
 * What an uploaded SVG may contain (see svg-safety.ts): SVG drawing, text, paint servers, clipping,
 * masking and filter elements, and their presentation and geometry attributes. Anything that runs
 * (script, event handlers, animation that can set attributes), embeds another document
 * (foreignObject, iframe) or loads one (external use, image, CSS) is absent.
 */
export const SVG_NS = "http://www.w3.org/2000/svg";
export const XLINK_NS = "http://www.w3.org/1999/xlink";
export const XML_NS = "http://www.w3.org/XML/1998/namespace";
export const XMLNS_NS = "http://www.w3.org/2000/xmlns/";

const words = (list: string) => new Set(list.trim().split(/\s+/));

export const ALLOWED_ELEMENTS = words(`
  svg g defs symbol use title desc metadata style a switch
  path rect circle ellipse line polyline polygon image marker
  text tspan textPath
  linearGradient radialGradient stop pattern clipPath mask
  filter feBlend feColorMatrix feComponentTransfer feComposite feConvolveMatrix feDiffuseLighting
  feDisplacementMap feDistantLight feDropShadow feFlood feFuncA feFuncB feFuncG feFuncR
  feGaussianBlur feImage feMerge feMergeNode feMorphology feOffset fePointLight feSpecularLighting
  feSpotLight feTile feTurbulence
`);

export const ALLOWED_ATTRIBUTES = words(`
  id class style lang tabindex role focusable aria-label aria-labelledby aria-describedby aria-hidden
  version baseProfile viewBox preserveAspectRatio x y width height transform
  x1 y1 x2 y2 cx cy r rx ry fx fy fr d points pathLength dx dy rotate textLength lengthAdjust
  startOffset method spacing side
  fill fill-opacity fill-rule stroke stroke-width stroke-opacity stroke-linecap stroke-linejoin
  stroke-miterlimit stroke-dasharray stroke-dashoffset opacity color display visibility overflow
  clip clip-path clip-rule mask filter paint-order vector-effect shape-rendering text-rendering
  image-rendering color-interpolation color-interpolation-filters mix-blend-mode isolation
  font-family font-size font-size-adjust font-stretch font-style font-variant font-weight
  letter-spacing word-spacing text-anchor text-decoration dominant-baseline alignment-baseline
  baseline-shift writing-mode direction unicode-bidi
  offset stop-color stop-opacity gradientUnits gradientTransform spreadMethod
  patternUnits patternContentUnits patternTransform clipPathUnits maskUnits maskContentUnits
  markerWidth markerHeight markerUnits refX refY orient marker-start marker-mid marker-end
  filterUnits primitiveUnits in in2 result stdDeviation edgeMode mode operator k1 k2 k3 k4
  values type tableValues slope intercept amplitude exponent flood-color flood-opacity
  lighting-color baseFrequency numOctaves seed stitchTiles scale xChannelSelector yChannelSelector
  radius order kernelMatrix divisor bias targetX targetY kernelUnitLength preserveAlpha
  surfaceScale specularConstant specularExponent diffuseConstant azimuth elevation
  pointsAtX pointsAtY pointsAtZ limitingConeAngle z
  requiredExtensions systemLanguage media
`);

/** Allowed attributes whose values are names or plain text, never read as CSS. */
export const TEXT_ATTRIBUTES = words(`
  id class lang tabindex role focusable aria-label aria-labelledby aria-describedby aria-hidden
  version baseProfile requiredExtensions systemLanguage
`);

/** A data: address of a raster image the browser shows as a picture, never as a document. */
export const RASTER_DATA_URL = /^data:image\/(?:png|jpe?g|gif|webp)(?:;[a-z0-9=._-]+)*(?:;base64)?,/i;
