/** WCAG 2 contrast between two `#rrggbb` colours (1 to 21), as axe-core's color-contrast rule computes it. */
export function contrastRatio(a: string, b: string): number {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (hi + 0.05) / (lo + 0.05);
}

/** WCAG 2 relative luminance of a `#rrggbb` colour. */
function luminance(hex: string): number {
  if (!/^#[0-9a-f]{6}$/i.test(hex)) throw new Error(`not a #rrggbb colour: ${hex}`);
  const [r, g, b] = [1, 3, 5].map((i) => {
    const c = Number.parseInt(hex.slice(i, i + 2), 16) / 255;
    return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

/**
 * The text colour for a `#rrggbb` background: near-black or white, whichever reads better, and pure
 * black where neither reaches WCAG AA's 4.5:1 (saturated reds and pinks such as #ec1c24).
 */
export function inkOn(background: string): string {
  const best =
    contrastRatio('#1a1a1a', background) >= contrastRatio('#ffffff', background)
      ? '#1a1a1a'
      : '#ffffff';
  return contrastRatio(best, background) >= 4.5 ? best : '#000000';
}
