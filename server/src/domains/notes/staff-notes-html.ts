// Staff notes arrive as HTML from the rich-text editor (or from any REST client), so the server is the
// guard: it keeps only what the editor itself can produce (SPEC §5: paragraphs, headings 2–6, bold,
// italic, ordered and bullet lists, line breaks) and no attribute at all, so no link, style, event
// handler or URL can survive. Unknown wrappers are unwrapped (their text kept, escaped); the content of
// script-like and foreign-content elements (svg, math) is dropped whole.
//
// How long a note is (the 5000-character limit, SPEC §5/§9), defined once here and mirrored by the
// editor's counter: the number of Unicode code points of the note's visible text after sanitizing —
// the text inside paragraphs, headings and list items, each line break counting as one, and nothing for
// markup or for the boundaries between blocks. A note whose text is only whitespace (e.g. the editor's
// empty paragraph "<p></p>") is empty and is stored as "".
import type sanitizeHtml from 'sanitize-html';
import { createRequire } from 'node:module';
import { badInput } from '../../errors.ts';

/** Loaded with the first note saved, not at start (a few megabytes of heap the idle server need not hold). */
let sanitizer: typeof sanitizeHtml | undefined;
const sanitize = (html: string, options: sanitizeHtml.IOptions) =>
  (sanitizer ??= createRequire(import.meta.url)('sanitize-html') as typeof sanitizeHtml)(html, options);

export const STAFF_NOTES_MAX_CHARACTERS = 5000;
/** Markup may outweigh text (lists, bold runs), but not without bound: a cap on what we even parse. */
export const STAFF_NOTES_MAX_HTML_LENGTH = 100_000;

const BLOCKS = ['p', 'h2', 'h3', 'h4', 'h5', 'h6', 'ol', 'ul', 'li'];
const ALLOWED_TAGS = [...BLOCKS, 'strong', 'em', 'br'];
/** Elements under which whitespace-only text is layout, not content (the editor never keeps it). */
const CONTAINERS = new Set(['', 'ol', 'ul']);

const OPTIONS: sanitizeHtml.IOptions = {
  allowedTags: ALLOWED_TAGS,
  allowedAttributes: {},
  allowedSchemes: [],
  allowProtocolRelative: false,
  allowVulnerableTags: false,
  disallowedTagsMode: 'discard',
  // Content that is code or foreign markup, never text a person typed.
  nonTextTags: ['script', 'style', 'textarea', 'option', 'noscript', 'xmp', 'iframe', 'noembed', 'noframes', 'template', 'title', 'svg', 'math', 'object', 'embed', 'select', 'head'],
  // Same meaning, the editor's spelling; h1 is the page's own heading, so notes start at h2.
  transformTags: { b: 'strong', i: 'em', h1: 'h2' },
  parser: { lowerCaseTags: true, lowerCaseAttributeNames: true },
};

// What sanitize-html can emit with OPTIONS: allowed tags without attributes, <br />, and text in which
// &, < and > are escaped. Anything else means the library changed under us: refuse rather than store it.
const TOKEN = /<(\/?)(p|h[2-6]|strong|em|ol|ul|li)>|<br \/>|[^<]+/gy;
const ENTITY = /&(amp|lt|gt|quot);/g;
const DECODED: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"' };

export interface CleanNotes {
  html: string;
  /** Length as defined above. */
  characters: number;
}

/** Sanitizes, drops layout whitespace between blocks, and measures the visible text. */
export function cleanStaffNotesHtml(input: string): CleanNotes {
  const sanitized = sanitize(input, OPTIONS);
  const stack: string[] = [];
  let html = '';
  let text = '';
  TOKEN.lastIndex = 0;
  while (TOKEN.lastIndex < sanitized.length) {
    const at = TOKEN.lastIndex;
    const match = TOKEN.exec(sanitized);
    if (!match || match.index !== at) throw new Error(`Unexpected sanitizer output at ${at}`);
    const [token, closing, tag] = match;
    if (tag) {
      if (closing) stack.pop();
      else stack.push(tag);
      html += token;
    } else if (token === '<br />') {
      html += '<br>';
      text += '\n';
    } else {
      const parent = stack.at(-1) ?? '';
      if (CONTAINERS.has(parent) && token.trim() === '') continue;
      html += token;
      text += token.replace(ENTITY, (_m, name: string) => DECODED[name]);
    }
  }
  if (text.trim() === '') return { html: '', characters: 0 };
  return { html, characters: [...text].length };
}

/**
 * The value to store for a notes field, or a 400 naming `field`. Accepts a string (null/undefined mean
 * "no notes", as SPEC §7 sends an empty string when there are none).
 */
export function staffNotesInput(value: unknown, field: string): string {
  if (value === null || value === undefined) return '';
  if (typeof value !== 'string') throw badInput({ [field]: 'Send the notes as a string of HTML.' });
  if (value.length > STAFF_NOTES_MAX_HTML_LENGTH) throw badInput({ [field]: `Keep the notes to ${STAFF_NOTES_MAX_HTML_LENGTH} characters of HTML or fewer.` });
  const { html, characters } = cleanStaffNotesHtml(value);
  if (characters > STAFF_NOTES_MAX_CHARACTERS) {
    throw badInput({ [field]: `Keep the notes to ${STAFF_NOTES_MAX_CHARACTERS} characters of text or fewer (this has ${characters}).` });
  }
  return html;
}
