// The messages' words reach the browser already parsed (FormatJS's ICU syntax trees), so the page ships no ICU
// parser (9 KB gzip: bench:bundle): a Babel plugin turns each `defaultMessage` in the code into its tree, and the
// catalogues (client/src/i18n/<language>.json, and shared/i18n/<language>.json for forms/ and shared/) are turned into trees as they are imported; a message of plain
// words stays those words. In the build, the formatter's parser is then replaced by FormatJS's parser-less
// stand-in, and __PRECOMPILED_MESSAGES__ tells i18n/intl.tsx that a string is plain words. The code and the catalogues keep the
// ICU text that people write and the extractor reads (client/src/i18n/catalogues.test.ts).
import { parse, TYPE, type MessageFormatElement } from '@formatjs/icu-messageformat-parser';
import type * as BabelTypes from '@babel/types';
import type { Plugin } from 'vite';

const CATALOGUE = /[\\/](client[\\/]src|shared)[\\/]i18n[\\/][a-z]{2}\.json$/;

/** A message's syntax tree, or its plain words when it has nothing but words (smaller; i18n/intl.tsx shows them as they are). */
export function compiled(words: string): string | MessageFormatElement[] {
  const tree = parse(words);
  return tree.length === 1 && tree[0].type === TYPE.literal ? tree[0].value : tree;
}

/** What the plugin reads of Babel's paths. */
interface Path<T> {
  node: T;
}

/** Babel: `defaultMessage: 'words'` and `defaultMessage="words"` become the words' syntax tree. */
export function defaultMessagesAsTrees({ types: t }: { types: typeof BabelTypes }) {
  const tree = (words: string) => t.valueToNode(compiled(words));
  return {
    name: 'vbs-default-messages-as-trees',
    visitor: {
      ObjectProperty(path: Path<BabelTypes.ObjectProperty>) {
        const { key, value } = path.node;
        if (t.isIdentifier(key, { name: 'defaultMessage' }) && t.isStringLiteral(value)) path.node.value = tree(value.value);
      },
      JSXAttribute(path: Path<BabelTypes.JSXAttribute>) {
        const { name, value } = path.node;
        if (t.isJSXIdentifier(name, { name: 'defaultMessage' }) && t.isStringLiteral(value)) path.node.value = t.jsxExpressionContainer(tree(value.value));
      },
    },
  };
}

/** Vite: catalogues imported as trees; in a build, no ICU parser in the bundle. */
export function precompiledMessages(): Plugin {
  return {
    name: 'vbs-precompiled-messages',
    enforce: 'pre',
    config: (_config, { command }) =>
      command === 'build'
        ? {
            define: { __PRECOMPILED_MESSAGES__: 'true' },
            resolve: { alias: [{ find: /^@formatjs\/icu-messageformat-parser$/, replacement: '@formatjs/icu-messageformat-parser/no-parser.js' }] },
          }
        : undefined,
    transform(code, id) {
      if (!CATALOGUE.test(id)) return null;
      const catalogue = JSON.parse(code) as Record<string, string>;
      return { code: JSON.stringify(Object.fromEntries(Object.entries(catalogue).map(([key, words]) => [key, compiled(words)]))), map: null };
    },
  };
}
