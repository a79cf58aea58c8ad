// The one Mantine theme: lapis blue with desert gold, text dark enough for WCAG AA on white.
import { createTheme, type CSSVariablesResolver } from '@mantine/core';

export const theme = createTheme({
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
    // Links inside text must not rely on colour alone (WCAG 1.4.1).
    Anchor: { defaultProps: { underline: 'always' } },
  },
});

/** Mantine's dimmed grey (gray.6) is below 4.5:1 on white; use gray.7 for secondary text. */
export const cssVariablesResolver: CSSVariablesResolver = () => ({
  variables: {},
  light: { '--mantine-color-dimmed': 'var(--mantine-color-gray-7)' },
  dark: {},
});
