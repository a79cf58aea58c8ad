// Serves the built client. The build stores a brotli and a gzip copy beside every compressible file
// (shared/precompression.ts); each request gets the smallest one its Accept-Encoding allows,
// with Content-Encoding and Vary: Accept-Encoding, and nothing is compressed while answering. Files
// under /assets/ have a content hash in their names, so browsers may keep them for a year unchanged;
// everything else (the service worker, the manifest, icons) is revalidated with its ETag.
import type { Context, MiddlewareHandler } from 'hono';
import { createReadStream, existsSync, readdirSync, statSync } from 'node:fs';
import { Readable } from 'node:stream';
import { join, relative, sep } from 'node:path';
import { brotliCompressSync, constants, gzipSync } from 'node:zlib';
import { createHash } from 'node:crypto';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { getMimeType } from 'hono/utils/mime';
import { COMPRESSED_COPY, compressBest, ENCODINGS, SUFFIX, type Encoding } from '../../../shared/precompression.ts';

interface Variant {
  path: string;
  size: number;
  etag: string;
}

interface StaticFile {
  type: string;
  lastModified: string;
  identity: Variant;
  encoded: Partial<Record<Encoding, Variant>>;
  cacheControl: string;
}

const IMMUTABLE = 'public, max-age=31536000, immutable';
const REVALIDATE = 'no-cache';

/** The encodings the client accepts (q > 0), from the Accept-Encoding header. */
export function acceptedEncodings(header: string | undefined): Set<string> {
  const accepted = new Set<string>();
  if (!header) return accepted;
  for (const part of header.split(',')) {
    const [name, ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    if (q && !(Number(q.slice(2)) > 0)) continue;
    if (name) accepted.add(name.trim());
  }
  return accepted;
}

function chooseEncoding<T>(encoded: Partial<Record<Encoding, T>>, header: string | undefined): Encoding | null {
  const accepted = acceptedEncodings(header);
  return ENCODINGS.find((e) => encoded[e] && (accepted.has(e) || accepted.has('*'))) ?? null;
}

function variantOf(path: string): Variant {
  const stat = statSync(path);
  return { path, size: stat.size, etag: `"${stat.size.toString(36)}-${Math.floor(stat.mtimeMs).toString(36)}"` };
}

function indexFiles(root: string): Map<string, StaticFile> {
  const files = new Map<string, StaticFile>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const path = join(dir, entry.name);
      if (entry.isDirectory()) walk(path);
      else if (!COMPRESSED_COPY.test(entry.name)) {
        const url = '/' + relative(root, path).split(sep).join('/');
        if (url === '/index.html') continue; // the page, with the production host added (app.ts)
        const encoded: Partial<Record<Encoding, Variant>> = {};
        for (const encoding of ENCODINGS) if (existsSync(path + SUFFIX[encoding])) encoded[encoding] = variantOf(path + SUFFIX[encoding]);
        const identity = variantOf(path);
        files.set(url, {
          type: getMimeType(path) ?? 'application/octet-stream',
          lastModified: statSync(path).mtime.toUTCString(),
          identity,
          encoded,
          cacheControl: url.startsWith('/assets/') ? IMMUTABLE : REVALIDATE,
        });
      }
    }
  };
  walk(root);
  return files;
}

/** The built client's files, looked up in an index made once at start (no file-system probing per request). */
export function staticFiles(root: string): MiddlewareHandler {
  const files = indexFiles(root);
  return async (c, next) => {
    if (c.req.method !== 'GET' && c.req.method !== 'HEAD') return next();
    const file = files.get(c.req.path);
    if (!file) return next();
    const encoding = chooseEncoding(file.encoded, c.req.header('accept-encoding'));
    const variant = encoding ? file.encoded[encoding]! : file.identity;
    const headers: Record<string, string> = {
      'Content-Type': file.type,
      'Cache-Control': file.cacheControl,
      'Last-Modified': file.lastModified,
      ETag: variant.etag,
    };
    if (Object.keys(file.encoded).length) headers.Vary = 'Accept-Encoding';
    if (encoding) headers['Content-Encoding'] = encoding;
    if (c.req.header('if-none-match') === variant.etag) return c.body(null, 304, headers);
    headers['Content-Length'] = String(variant.size);
    if (c.req.method === 'HEAD') return c.body(null, 200, headers);
    return c.body(Readable.toWeb(createReadStream(variant.path)) as ReadableStream, 200, headers);
  };
}

/** Compresses a page made per request: quickly, since it is sent once. */
function compressQuickly(body: Buffer, encoding: Encoding): Buffer {
  return encoding === 'br' ? brotliCompressSync(body, { params: { [constants.BROTLI_PARAM_QUALITY]: 5 } }) : gzipSync(body, { level: 6 });
}

/** Both encodings a page may be sent in: what chooseEncoding picks from. */
const HTML_ENCODINGS: Record<Encoding, true> = { br: true, gzip: true };

/** Sends a page in the encoding the browser takes; `encoded` gives the page's bytes in that encoding. */
function sendHtml(c: Context, body: Buffer, encoded: (encoding: Encoding) => Buffer, headers: Record<string, string>, status: ContentfulStatusCode = 200): Response {
  const encoding = chooseEncoding(HTML_ENCODINGS, c.req.header('accept-encoding'));
  const sent: Record<string, string> = { 'Content-Type': 'text/html; charset=UTF-8', Vary: 'Accept-Encoding', ...headers };
  if (encoding) sent['Content-Encoding'] = encoding;
  const bytes = encoding ? encoded(encoding) : body;
  return c.body(new Uint8Array(bytes), status, sent);
}

/** A weak validator of a page's text: the same text, the same tag, in any encoding it is sent in. */
export function pageEtag(text: string): string {
  return `W/"${createHash('sha256').update(text).digest('base64url').slice(0, 27)}"`;
}

/** Whether the request's If-None-Match names this tag (weak comparison, RFC 9110 §13.1.2). */
export function etagMatches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const bare = (tag: string) => tag.trim().replace(/^W\//, '');
  return ifNoneMatch.split(',').some((tag) => tag.trim() === '*' || bare(tag) === bare(etag));
}

/** The single-page app's HTML, compressed once at start and sent in the encoding the browser takes. */
export function htmlPage(html: string): (c: Context) => Response {
  const body = Buffer.from(html);
  const encoded = { br: compressBest(body, 'br'), gzip: compressBest(body, 'gzip') };
  return (c) => sendHtml(c, body, (encoding) => encoded[encoding], { 'Cache-Control': REVALIDATE });
}

/** What one request's page adds to the built HTML. */
export interface PageParts {
  /** The document's title, when the server knows it (a page it rendered); else the built one stays. */
  title?: string;
  /** Before </head>: links for the code the page will load. */
  head: string;
  /**
   * The page's content rendered on the server, inside #root, with attributes for #root (server-render.ts). Its
   * scripts are then fetched at low priority (scriptsAfterContent).
   */
  root?: { attributes: string; html: string } | null;
  /** Just before </body>: the answers of the page's first queries. */
  body: string;
  /** The page's language, written in <html lang> (the built page's stays when not given). */
  language?: string;
  /** The page's HTTP status: 200, or 404 for the not-found page. */
  status?: 200 | 404;
  /**
   * True when the page is the same for every visitor without a session (a public page, no one signed in): the
   * browser may keep it and must revalidate it (its back/forward cache works); else it is never stored.
   */
  sameForEveryVisitor?: boolean;
}

/**
 * A page the same for every visitor is kept by the browser only (private: its response may set this browser's
 * anti-forgery cookie), revalidated on every use with its ETag; it varies by cookie, as a signed-in viewer
 * gets a page of their own, and by the browser's language (a first visit's page follows it). Any other page belongs to one person and one moment: no cache keeps it.
 */
const SHARED_PAGE = { 'Cache-Control': 'private, no-cache', Vary: 'Accept-Encoding, Accept-Language, Cookie' };
const PERSONAL_PAGE = { 'Cache-Control': 'no-store' };

const ROOT_ELEMENT = '<div id="root">';

/**
 * A page the server rendered is shown by its HTML and stylesheets alone; its scripts only make it interactive.
 * They are asked for at low priority, so on a phone's network the stylesheets (render-blocking, the highest
 * priority) are not slowed by ~250 KB of scripts sharing the connection, and the content is painted first. The
 * scripts still start downloading at once (the browser holds low-priority requests back only while the
 * stylesheets are in flight); a page the browser renders itself keeps them at their usual high priority, as
 * nothing is shown before they have run.
 */
export function scriptsAfterContent(head: string): string {
  return head.replace(/<(script type="module"|link rel="modulepreload")(?![^>]*fetchpriority)/g, '<$1 fetchpriority="low"');
}

/**
 * The single-page app's HTML with what this request's page starts with written into it (PageParts), compressed
 * per request in the one encoding it is sent in (a few KB, quickly). A page the same for every visitor carries
 * an ETag of its text and is answered 304 when the browser's copy is that text; any other is no-store.
 */
export function htmlPageWith(html: string, parts: (c: Context) => Promise<PageParts>): (c: Context) => Promise<Response> {
  const headEnd = html.indexOf('</head>');
  const rootStart = html.indexOf(ROOT_ELEMENT, headEnd);
  const bodyEnd = html.lastIndexOf('</body>');
  if (headEnd < 0 || rootStart < 0 || bodyEnd < rootStart) throw new Error('index.html needs </head>, then <div id="root">, then </body>');
  const rootInside = rootStart + ROOT_ELEMENT.length - 1; // just before the root's closing '>'
  const [start, beforeRoot, afterRoot, end] = [
    html.slice(0, headEnd),
    html.slice(headEnd, rootInside),
    html.slice(rootInside, bodyEnd),
    html.slice(bodyEnd),
  ];
  const renderedStart = scriptsAfterContent(start);
  return async (c) => {
    const page = await parts(c);
    const root = page.root ? ` ${page.root.attributes}>${page.root.html}` + afterRoot.slice(1) : afterRoot;
    const pageStart = page.root ? renderedStart : start;
    const titled = page.title ? pageStart.replace(/<title>[^<]*<\/title>/, `<title>${escapeHtml(page.title)}</title>`) : pageStart;
    const head = page.language ? titled.replace(/<html lang="[^"]*"/, `<html lang="${escapeHtml(page.language)}"`) : titled;
    const text = head + (page.root ? scriptsAfterContent(page.head) : page.head) + beforeRoot + root + page.body + end;
    const body = Buffer.from(text);
    const status = page.status ?? 200;
    let headers: Record<string, string> = PERSONAL_PAGE;
    if (page.sameForEveryVisitor) {
      headers = { ...SHARED_PAGE };
      if (status === 200) {
        headers.ETag = pageEtag(text);
        if (etagMatches(c.req.header('if-none-match'), headers.ETag)) return c.body(null, 304, headers);
      }
    }
    return sendHtml(c, body, (encoding) => recentlyCompressed(text, body, encoding), headers, status);
  };
}

/**
 * A server-rendered page is ~40 KB, and compressing it took more CPU than the rest of the request. Pages that
 * are byte for byte the same within a few seconds (every visitor's home page while its render is reused, or
 * one person reloading) are compressed once: the last few pages' compressed bytes are kept, by their text.
 */
const COMPRESSED_KEPT = 16;
const compressedPages = new Map<string, Buffer>();
function recentlyCompressed(text: string, body: Buffer, encoding: Encoding): Buffer {
  const key = encoding + text;
  let bytes = compressedPages.get(key);
  if (!bytes) {
    bytes = compressQuickly(body, encoding);
    compressedPages.set(key, bytes);
    while (compressedPages.size > COMPRESSED_KEPT) compressedPages.delete(compressedPages.keys().next().value!);
  }
  return bytes;
}

/** Text made safe inside an element or a double-quoted attribute of the page. */
export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');
}
