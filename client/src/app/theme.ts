// The one Mantine theme: lapis blue with desert gold, text dark enough for WCAG AA on white.
import { createTheme, defaultVariantColorsResolver, parseThemeColor, type CSSVariablesResolver, type VariantColorsResolver } from '@mantine/core';

/** Colors whose darkest shade is still below 4.5:1 on their own light tint: their light variants use dark text. */
const PALE_ON_TINT = new Set(['yellow', 'orange', 'lime', 'green', 'teal', 'cyan', 'sand']);

/**
 * Light buttons and badges: Mantine writes their label in shade 6 on a tint of the same color, which is
 * below WCAG AA (about 3:1). The label takes the darkest shade instead, or dark text where even that is pale.
 */
const variantColorResolver: VariantColorsResolver = (input) => {
  const colors = defaultVariantColorsResolver(input);
  if (input.variant !== 'light') return colors;
  const parsed = parseThemeColor({ color: input.color || input.theme.primaryColor, theme: input.theme });
  if (!parsed.isThemeColor) return colors;
  const text = PALE_ON_TINT.has(parsed.color) ? 'var(--mantine-color-dark-8)' : `var(--mantine-color-${parsed.color}-9)`;
  return { ...colors, color: text };
};

export const theme = createTheme({
  variantColorResolver,
  primaryColor: 'indigo',
  primaryShade: { light: 8, dark: 6 },
  defaultRadius: 'md',
  fontFamily: 'system-ui, -apple-system, "Segoe UI", Roboto, "Helvetica Neue", Arial, sans-serif',
  headings: { fontWeight: '700' },
  colors: {
    // Desert gold, for accents only (never text on white).
    sand: ['#fff8e1', '#ffefc2', '#fde08a', '#fbcf4f', '#f7c02a', '#f5b614', '#e8a300', '#cc8e00', '#a87400', '#7a5400'],
  },
  components: {
    // Links inside text must not rely on color alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/** Mantine's dimmed grey (gray.6) is below 4.5:1 on white; use gray.7 for secondary text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  // Field errors in red.6 are 3.3:1 on white; red.8 reads at 4.5:1 or better.
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)', '--mantine-color-error': 'var(--mantine-color-red-8)' },
  dark: {},
});
