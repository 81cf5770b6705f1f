/**
 * Category badges: the background is the category colour with alpha 0x20 (spec: "Business
 * constants"); the text is the same hue, darkened until it meets WCAG AA (4.5:1) on that tint,
 * so even a light colour added by an operator stays readable.
 */
type Rgb = [number, number, number];

const parseHex = (hex: string): Rgb =>
  [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16)) as Rgb;
const toHex = (rgb: Rgb) =>
  `#${rgb.map((channel) => Math.round(channel).toString(16).padStart(2, '0')).join('')}`;

function luminance([r, g, b]: Rgb): number {
  const linear = (channel: number) => {
    const c = channel / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  };
  return 0.2126 * linear(r) + 0.7152 * linear(g) + 0.0722 * linear(b);
}

export function contrastRatio(a: Rgb, b: Rgb): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

/** The tint the badge shows: the colour at 0x20/0xff opacity over a white card. */
export function tintOnWhite(hex: string): Rgb {
  const alpha = 0x20 / 0xff;
  return parseHex(hex).map((channel) => channel * alpha + 255 * (1 - alpha)) as Rgb;
}

const validHex = /^#[0-9a-fA-F]{6}$/;

export interface CategoryBadgeColors {
  backgroundColor: string;
  color: string;
  borderColor: string;
}

// A handful of categories, rendered on every card: compute each colour once.
const computed = new Map<string, CategoryBadgeColors>();

export function categoryBadgeColors(hex: string): CategoryBadgeColors {
  let colors = computed.get(hex);
  if (!colors) {
    colors = computeBadgeColors(hex);
    if (computed.size < 256) computed.set(hex, colors);
  }
  return colors;
}

function computeBadgeColors(hex: string): CategoryBadgeColors {
  const color = validHex.test(hex) ? hex : '#475569';
  const background = tintOnWhite(color);
  let text = parseHex(color);
  for (let step = 0; step < 20 && contrastRatio(text, background) < 4.6; step++) {
    text = text.map((channel) => channel * 0.85) as Rgb;
  }
  return { backgroundColor: `${color}20`, color: toHex(text), borderColor: `${color}66` };
}
