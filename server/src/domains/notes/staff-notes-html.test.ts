// The staff-notes sanitizer against hostile HTML: more than a hundred XSS payloads go through the real
// save path (service → database) and through both doors, and what is stored must parse, in a browser
// parser, into nothing but the editor's own elements without a single attribute; re-sanitizing must not
// change it (no mutation XSS on a second pass). Also pins down how the 5000-character limit counts.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { Window } from 'happy-dom';
import { encodeGlobalID } from '@pothos/plugin-relay';
import { createTestApp, createStaff, createEdition, type TestApp } from '../../../test/harness.ts';
import { Viewer } from '../../auth/viewer.ts';
import { cleanStaffNotesHtml, staffNotesInput, STAFF_NOTES_MAX_CHARACTERS } from './staff-notes-html.ts';

const JS_SCHEMES = [
  'javascript:alert(1)',
  'JavaScript:alert(1)',
  'JAVASCRIPT:alert(1)',
  'jAvAsCrIpT:alert(document.cookie)',
  ' javascript:alert(1)',
  '\tjavascript:alert(1)',
  '\njavascript:alert(1)',
  '\u0000javascript:alert(1)',
  'java\tscript:alert(1)',
  'java\nscript:alert(1)',
  'java&#x09;script:alert(1)',
  '&#106;avascript:alert(1)',
  '&#x6A;&#x61;&#x76;&#x61;&#x73;&#x63;&#x72;&#x69;&#x70;&#x74;&#x3A;alert(1)',
  '&#0000106&#0000097&#0000118&#0000097&#0000115&#0000099&#0000114&#0000105&#0000112&#0000116&#0000058alert(1)',
  'javascript&colon;alert(1)',
  'vbscript:msgbox(1)',
  'livescript:alert(1)',
];
const DATA_URLS = [
  'data:text/html;base64,PHNjcmlwdD5hbGVydCgxKTwvc2NyaXB0Pg==',
  'data:text/html,<script>alert(1)</script>',
  'DATA:text/html,<script>alert(1)</script>',
  ' data:image/svg+xml;base64,PHN2ZyBvbmxvYWQ9YWxlcnQoMSk+',
  'data:application/javascript,alert(1)',
];
const URL_CARRIERS = (url: string) => [
  `<a href="${url}">click</a>`,
  `<p><a href='${url}'>in a paragraph</a></p>`,
  `<a href=${url.replace(/ /g, '')}>unquoted</a>`,
  `<img src="${url}">`,
  `<iframe src="${url}"></iframe>`,
  `<form action="${url}"><button>go</button></form>`,
  `<svg><a xlink:href="${url}"><text>svg link</text></a></svg>`,
];

const HANDLERS = [
  '<img src=x onerror=alert(1)>',
  '<IMG SRC=x OnErRoR=alert(1)>',
  '<img src=x onerror="alert(1)"//',
  '<p onclick="alert(1)">click me</p>',
  '<strong onmouseover=alert(1)>bold</strong>',
  '<em onfocus=alert(1) autofocus tabindex=0>focus</em>',
  '<h2 onanimationstart=alert(1) style="animation-name:x">heading</h2>',
  '<li onpointerdown=alert(1)>item</li>',
  '<body onload=alert(1)>',
  '<details open ontoggle=alert(1)>',
  '<video><source onerror=alert(1)></video>',
  '<audio src=x onerror=alert(1)>',
  '<input autofocus onfocus=alert(1)>',
  '<select onfocus=alert(1) autofocus>',
  '<marquee onstart=alert(1)>',
  '<p/onclick=alert(1)>slash separated</p>',
  '<p\nonclick=alert(1)>newline separated</p>',
  '<p style="background:url(javascript:alert(1))">styled</p>',
  '<p style="x:expression(alert(1))">ie expression</p>',
  '<div onmouseenter=alert(1)>div</div>',
];

const SVG_MATH = [
  '<svg onload=alert(1)>',
  '<svg><script>alert(1)</script></svg>',
  '<svg><script href="data:,alert(1)" /></svg>',
  '<svg><animate onbegin=alert(1) attributeName=x dur=1s>',
  '<svg><set attributeName="onmouseover" to="alert(1)"/></svg>',
  '<svg><foreignObject><p onclick=alert(1)>x</p></foreignObject></svg>',
  '<svg><style><img src=x onerror=alert(1)></style></svg>',
  '<svg><use href="data:image/svg+xml,<svg id=x onload=alert(1)>#x"></use></svg>',
  '<math><mtext><table><mglyph><style><img src=x onerror=alert(1)>',
  '<math><mi xlink:href="javascript:alert(1)">x</mi></math>',
  '<math href="javascript:alert(1)">CLICK</math>',
  '<math><maction actiontype="statusline#http://x" xlink:href="javascript:alert(1)">x</maction></math>',
  '<form><math><mtext></form><form><mglyph><style></math><img src onerror=alert(1)>',
  '<svg></p><style><a id="</style><img src=1 onerror=alert(1)>">',
  '<noscript><p title="</noscript><img src=x onerror=alert(1)>">',
];

const BROKEN = [
  '<script>alert(1)</script>',
  '<SCRIPT SRC=//evil.example/x.js></SCRIPT>',
  '<scr<script>ipt>alert(1)</scr</script>ipt>',
  '<<script>script>alert(1)//<</script>/script>',
  '<script\n>alert(1)</script\n>',
  '<script/xss src=//evil.example/x.js></script>',
  '<p>unclosed <strong>bold <em>italic',
  '</p></li></ul><img src=x onerror=alert(1)>',
  '<p title="</p><img src=x onerror=alert(1)>">quoted break-out</p>',
  '<!--><img src=x onerror=alert(1)-->',
  '<!-- --!><img src=x onerror=alert(1)> -->',
  '<![CDATA[<img src=x onerror=alert(1)>]]>',
  '<?xml version="1.0"?><img src=x onerror=alert(1)>',
  '<iframe srcdoc="<script>alert(1)</script>"></iframe>',
  '<object data="javascript:alert(1)"></object>',
  '<embed src="javascript:alert(1)">',
  '<base href="javascript:alert(1)//">',
  '<meta http-equiv="refresh" content="0;url=javascript:alert(1)">',
  '<link rel="stylesheet" href="javascript:alert(1)">',
  '<style>@import "javascript:alert(1)";</style>',
  '<style>*{background:url("javascript:alert(1)")}</style>',
  '<template><img src=x onerror=alert(1)></template>',
  '<textarea><img src=x onerror=alert(1)></textarea>',
  '<title><img src=x onerror=alert(1)></title>',
  '<xmp><img src=x onerror=alert(1)></xmp>',
  '<plaintext><img src=x onerror=alert(1)>',
  '<isindex type=image src=1 onerror=alert(1)>',
  '<table background="javascript:alert(1)"><tr><td>x</td></tr></table>',
  '<a href="javas\u0000cript:alert(1)">null byte</a>',
  '<a href="&#14;javascript:alert(1)">control char</a>',
  '"><script>alert(1)</script>',
  "'><img src=x onerror=alert(1)>",
  '<p>&lt;script&gt;alert(1)&lt;/script&gt; stays text</p>',
  '<p>&amp;lt;img src=x onerror=alert(1)&amp;gt;</p>',
  '&#60;img src=x onerror=alert(1)&#62;',
  '<p>\u003cimg src=x onerror=alert(1)\u003e</p>',
  '<img src="x` `<script>alert(1)</script>"` `>',
  '<a href="http://example.org" target="_blank" rel="opener">kept text, no link</a>',
  '<p>ok</p><script>document.write("<img src=x onerror=alert(1)>")</script>',
  '<ul><li><p>nested</p><ol><li onclick=alert(1)>deep</li></ol></li></ul>',
];

const PAYLOADS = [...[...JS_SCHEMES, ...DATA_URLS].flatMap(URL_CARRIERS), ...HANDLERS, ...SVG_MATH, ...BROKEN];

const ALLOWED = new Set(['P', 'H2', 'H3', 'H4', 'H5', 'H6', 'STRONG', 'EM', 'OL', 'UL', 'LI', 'BR']);
const window = new Window();

/** Parses stored notes as a browser would render them and lists anything that could run or load. */
function dangers(html: string): string[] {
  const doc = new window.DOMParser().parseFromString(`<!doctype html><html><body>${html}</body></html>`, 'text/html');
  const found: string[] = [];
  for (const el of doc.body.querySelectorAll('*')) {
    if (!ALLOWED.has(el.tagName)) found.push(`<${el.tagName.toLowerCase()}>`);
    for (const attr of el.attributes) found.push(`${el.tagName.toLowerCase()}[${attr.name}]`);
  }
  if (doc.head.children.length) found.push('content in <head>');
  return found;
}

let t: TestApp;
let childId: number;
let parentId: number;
let staff: Viewer;

beforeAll(async () => {
  t = await createTestApp();
  await createEdition(t);
  const { accountId, staffId } = await createStaff(t, 'notes.staff@example.org');
  staff = new Viewer({ accountId, email: 'notes.staff@example.org', parentId: null, staffId, internId: null, permissions: [] });
  const parent = await t.prisma.parent.create({ data: { firstName: 'Pat', lastName: 'Payload', email: 'pat@example.org' } });
  parentId = parent.id;
  childId = (await t.prisma.child.create({ data: { firstName: 'Kim', lastName: 'Payload', gradeEntering: 2, parents: { create: { parentId } } } })).id;
});
afterAll(() => t.close());

describe('staff notes sanitizing', () => {
  it(`stores none of ${PAYLOADS.length} XSS payloads in executable form`, async () => {
    expect(PAYLOADS.length).toBeGreaterThanOrEqual(100);
    for (const payload of PAYLOADS) {
      const saved = await t.services.notes.saveChildStaffNotes(staff, childId, `<p>before</p>${payload}<p>after</p>`);
      const stored = (await t.prisma.child.findUniqueOrThrow({ where: { id: childId } })).staffNotes;
      expect(stored, payload).toBe(saved.notes);
      expect(dangers(stored), `${payload} → ${stored}`).toEqual([]);
      expect(cleanStaffNotesHtml(stored).html, `second pass changes ${stored}`).toBe(stored);
      // What the person typed around the payload survives (broken markup may swallow what follows it).
      expect(stored.startsWith('<p>before</p>'), `${payload} → ${stored}`).toBe(true);
    }
  });

  it('stores family notes (internalNotes) through the same sanitizer', async () => {
    for (const payload of PAYLOADS) {
      await t.services.notes.saveParentInternalNotes(staff, parentId, payload);
      const stored = (await t.prisma.parent.findUniqueOrThrow({ where: { id: parentId } })).internalNotes;
      expect(dangers(stored), `${payload} → ${stored}`).toEqual([]);
    }
  });

  it('cleans payloads arriving through both doors the same way', async () => {
    const client = await t.signIn('notes.staff@example.org');
    const sample = PAYLOADS.filter((_, i) => i % 7 === 0);
    for (const payload of sample) {
      const rest = await client.rest('POST', `/api/v1/child/${childId}/staffNotes`, { staffNotes: payload });
      const gqlInput = { input: { childId: encodeGlobalID('Child', childId), staffNotes: payload } };
      if (payload.includes('\u0000')) {
        // Both doors refuse a NUL character up front as bad input (http/nul-bytes.ts; PostgreSQL cannot store it).
        expect(rest.status, payload).toBe(400);
        expect(rest.body.error).toMatchObject({ code: 'BAD_INPUT', fields: { staffNotes: expect.any(String) } });
        const refused = await client.gql(`mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { staffNotes } }`, gqlInput);
        expect(refused.errors?.[0].extensions?.code).toBe('BAD_INPUT');
        continue;
      }
      expect(rest.status).toBe(200);
      expect(dangers(rest.body.child.staffNotes), payload).toEqual([]);
      const gql = await client.gql(`mutation($input: UpdateChildStaffNotesInput!) { updateChildStaffNotes(input: $input) { staffNotes } }`, gqlInput);
      expect(gql.errors).toBeUndefined();
      expect(gql.data.updateChildStaffNotes.staffNotes).toBe(rest.body.child.staffNotes);
    }
  });

  it('keeps everything the editor can produce, unchanged', () => {
    const editorHtml =
      '<h2>Heading 2</h2><h3>Three</h3><h4>Four</h4><h5>Five</h5><h6>Six</h6><p>Plain, <strong>bold</strong>, <em>italic</em> and <strong><em>both</em></strong>.<br>Second line &amp; more &lt;angle&gt;</p><ul><li><p>bullet</p></li></ul><ol><li><p>first</p><ol><li><p>nested</p></li></ol></li></ol>';
    expect(cleanStaffNotesHtml(editorHtml).html).toBe(editorHtml);
  });

  it('maps the tags the editor spells differently, and strips links to their text', () => {
    expect(cleanStaffNotesHtml('<h1>Title</h1><p><b>b</b><i>i</i></p>').html).toBe('<h2>Title</h2><p><strong>b</strong><em>i</em></p>');
    expect(cleanStaffNotesHtml('<p><a href="https://example.org">site</a></p>').html).toBe('<p>site</p>');
  });
});

describe('how long a note is', () => {
  it('counts the visible text in code points, a line break as one, and no markup or block boundaries', () => {
    expect(cleanStaffNotesHtml('<p>ab</p>\n<ul>\n  <li><p>c</p></li>\n</ul>').characters).toBe(3);
    expect(cleanStaffNotesHtml('<p>a<br>b</p>').characters).toBe(3);
    expect(cleanStaffNotesHtml('<p>a &amp; b</p>').characters).toBe(5);
    expect(cleanStaffNotesHtml('<p>😀é</p>').characters).toBe(2);
    expect(cleanStaffNotesHtml('<p>two  spaces</p>').characters).toBe(11);
  });

  it('treats an empty paragraph, or only whitespace and line breaks, as empty', () => {
    for (const empty of ['', '<p></p>', '<p> </p>', '<p><br></p>', '<h2></h2><ul><li><p></p></li></ul>', '<script>x</script>']) {
      expect(cleanStaffNotesHtml(empty), empty).toEqual({ html: '', characters: 0 });
    }
  });

  it('accepts exactly the limit and refuses one more, naming the field', () => {
    const at = `<p>${'x'.repeat(STAFF_NOTES_MAX_CHARACTERS)}</p>`;
    expect(staffNotesInput(at, 'staffNotes')).toBe(at);
    expect(() => staffNotesInput(`<p>${'x'.repeat(STAFF_NOTES_MAX_CHARACTERS + 1)}</p>`, 'staffNotes')).toThrow(
      expect.objectContaining({ code: 'BAD_INPUT', fields: { staffNotes: expect.stringContaining('5000') } }),
    );
    // Markup does not count, so a well-formatted note of 5000 characters fits.
    const formatted = `<ul>${'<li><p><strong>xxxxxxxxxx</strong></p></li>'.repeat(STAFF_NOTES_MAX_CHARACTERS / 10)}</ul>`;
    expect(staffNotesInput(formatted, 'staffNotes')).toBe(formatted);
  });
});
