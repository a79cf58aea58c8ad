// Saved staff notes shown read-only (a version, or the text another person saved). The server stores only
// paragraphs, headings 2–6, bold, italic, lists and line breaks without attributes; this builds React
// elements for exactly those tags from the parsed HTML and keeps the text of anything else, so nothing
// the string holds can run or style itself.
import { Text, Typography } from '@mantine/core';
import { createElement, type ReactNode } from 'react';
import { FormattedMessage } from '../../i18n/intl.tsx';

const TAGS: Record<string, string> = { P: 'p', H2: 'h2', H3: 'h3', H4: 'h4', H5: 'h5', H6: 'h6', STRONG: 'strong', B: 'strong', EM: 'em', I: 'em', UL: 'ul', OL: 'ol', LI: 'li', BR: 'br' };

function render(node: Node, key: number): ReactNode {
  if (node.nodeType === Node.TEXT_NODE) return node.textContent;
  if (node.nodeType !== Node.ELEMENT_NODE) return null;
  const children = Array.from(node.childNodes, render);
  const tag = TAGS[(node as Element).tagName];
  if (tag === 'br') return createElement('br', { key });
  return tag ? createElement(tag, { key }, ...children) : createElement('span', { key }, ...children);
}

/** `empty`: what shows when there are no notes ("(No notes)" when not given). */
export function NotesHtml({ html, empty }: { html: string; empty?: string }) {
  if (html.trim() === '') {
    return (
      <Text size="sm" c="dimmed">
        {empty ?? <FormattedMessage id="staff.infoSheet.notes.none" defaultMessage="(No notes)" />}
      </Text>
    );
  }
  const body = new DOMParser().parseFromString(html, 'text/html').body;
  return <Typography fz="sm">{Array.from(body.childNodes, render)}</Typography>;
}
