// The image build step (SPEC §9 widths): source artwork is SVG kept in client/assets; this Vite plugin
// rasterizes it with sharp at build time, so no generated image is committed and `npm start` on a fresh
// clone builds everything through Vite's build().
//   import photo from './x.svg?gallery'  →  { src, srcSet, width, height }, WebP at every SPEC width
//   app icons (PWA manifest, apple-touch-icon) from client/assets/icon.svg → /icons/*.png
// Rasterizing 3840px images is slow, so results are cached under node_modules/.cache by content hash.
import { createHash } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { dirname, join, parse, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import sharp from 'sharp';
import type { Plugin } from 'vite';

/** SPEC §9: image widths. */
export const GALLERY_WIDTHS = [160, 320, 640, 940, 1080, 1280, 1920, 2560, 3840] as const;
const QUERY = '?gallery';
const VIRTUAL = '\0vbs-gallery:';
const ROOT = fileURLToPath(new URL('../..', import.meta.url));
const CACHE_DIR = join(ROOT, 'node_modules/.cache/vbs-images');
const ICON_SOURCE = join(ROOT, 'client/assets/icon.svg');
// Bump when the output settings change, so cached files are made again.
const RECIPE = 'webp-q76-v1';

export const ICONS = [
  { fileName: 'icons/icon-192.png', size: 192, maskable: false },
  { fileName: 'icons/icon-512.png', size: 512, maskable: false },
  { fileName: 'icons/maskable-512.png', size: 512, maskable: true },
  { fileName: 'icons/apple-touch-icon.png', size: 180, maskable: true },
] as const;

function hashOf(...parts: (string | Buffer)[]): string {
  const hash = createHash('sha256');
  for (const part of parts) hash.update(part);
  return hash.digest('hex').slice(0, 10);
}

/** The SVG's own size from its viewBox (width and height attributes as a fallback). */
function svgSize(svg: string): { width: number; height: number } {
  const viewBox = /viewBox="\s*[-\d.]+[\s,]+[-\d.]+[\s,]+([\d.]+)[\s,]+([\d.]+)\s*"/.exec(svg);
  if (viewBox) return { width: Number(viewBox[1]), height: Number(viewBox[2]) };
  const width = /\swidth="([\d.]+)"/.exec(svg);
  const height = /\sheight="([\d.]+)"/.exec(svg);
  if (width && height) return { width: Number(width[1]), height: Number(height[1]) };
  throw new Error('An SVG for the gallery needs a viewBox.');
}

async function cached(key: string, make: () => Promise<Buffer>): Promise<Buffer> {
  const path = join(CACHE_DIR, key);
  if (existsSync(path)) return readFileSync(path);
  const made = await make();
  mkdirSync(dirname(path), { recursive: true });
  writeFileSync(path, made);
  return made;
}

function rasterize(svg: Buffer, sourceWidth: number, width: number, height: number) {
  // Render at the density that gives the target size directly: crisp edges at every width.
  return sharp(svg, { density: Math.min(72 * (width / sourceWidth) * 1.01, 100_000) }).resize(width, height, { fit: 'fill' });
}

interface GalleryImage {
  src: string;
  srcSet: string;
  width: number;
  height: number;
}

export function vbsImages(): Plugin {
  let building = false;
  /** Dev server: files by URL path, made on first import. */
  const served = new Map<string, Buffer>();
  return {
    name: 'vbs-images',
    enforce: 'pre',
    configResolved(config) {
      building = config.command === 'build';
    },
    resolveId(source, importer) {
      if (!source.endsWith(QUERY) || !importer) return null;
      return VIRTUAL + resolve(dirname(importer), source.slice(0, -QUERY.length));
    },
    async load(id) {
      if (!id.startsWith(VIRTUAL)) return null;
      const file = id.slice(VIRTUAL.length);
      this.addWatchFile(file);
      const svg = readFileSync(file);
      const size = svgSize(svg.toString('utf8'));
      const name = parse(file).name;
      const hash = hashOf(svg, RECIPE);
      const files = await Promise.all(
        GALLERY_WIDTHS.map(async (width) => {
          const height = Math.round((width * size.height) / size.width);
          const source = await cached(`${name}-${hash}-${width}.webp`, () => rasterize(svg, size.width, width, height).webp({ quality: 76, effort: 4 }).toBuffer());
          const fileName = `assets/gallery/${name}-${hash}-${width}.webp`;
          if (building) this.emitFile({ type: 'asset', fileName, source });
          else served.set(`/${fileName}`, source);
          return { url: `/${fileName}`, width };
        }),
      );
      const image: GalleryImage = {
        src: files.find((f) => f.width === 1280)!.url,
        srcSet: files.map((f) => `${f.url} ${f.width}w`).join(', '),
        width: size.width,
        height: size.height,
      };
      return `export default ${JSON.stringify(image)};`;
    },
    async generateBundle() {
      if (!building) return;
      const svg = readFileSync(ICON_SOURCE);
      for (const icon of ICONS) {
        const source = await cached(`icon-${hashOf(svg, RECIPE)}-${icon.size}-${icon.maskable}.png`, () => renderIcon(svg, icon.size, icon.maskable));
        this.emitFile({ type: 'asset', fileName: icon.fileName, source });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (req, res, next) => {
        const path = req.url?.split('?')[0] ?? '';
        const icon = ICONS.find((i) => `/${i.fileName}` === path);
        const body = served.get(path) ?? (icon ? await renderIcon(readFileSync(ICON_SOURCE), icon.size, icon.maskable) : undefined);
        if (!body) return next();
        res.setHeader('Content-Type', path.endsWith('.png') ? 'image/png' : 'image/webp');
        res.end(body);
      });
    },
  };
}

/** A maskable icon keeps its artwork inside the central 80% safe zone on the brand colour. */
async function renderIcon(svg: Buffer, size: number, maskable: boolean): Promise<Buffer> {
  if (!maskable) return rasterize(svg, svgSize(svg.toString('utf8')).width, size, size).png().toBuffer();
  const inner = Math.round(size * 0.8);
  const art = await rasterize(svg, svgSize(svg.toString('utf8')).width, inner, inner).png().toBuffer();
  const offset = Math.round((size - inner) / 2);
  return sharp({ create: { width: size, height: size, channels: 4, background: '#364fc7' } })
    .composite([{ input: art, left: offset, top: offset }])
    .png()
    .toBuffer();
}
