// The content of one past edition's page: everything but layout, so a new year is one new data file.
import type { MantineColor } from '@mantine/core';

export interface GalleryImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export interface GalleryPhoto {
  image: GalleryImage;
  alt: string;
  caption: string;
}

export interface PastEditionContent {
  year: number;
  tagline: string;
  /** The color of the page's banner. */
  color: MantineColor;
  verse: { text: string; reference: string };
  /** The story of the week, a paragraph each. */
  story: string[];
  /** Short facts shown as badges: children, days, offering project… */
  highlights: string[];
  gallery: GalleryPhoto[];
}
