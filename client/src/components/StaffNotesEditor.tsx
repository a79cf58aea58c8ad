// The staff-notes rich-text editor (TipTap through @mantine/tiptap), loaded lazily: import it with
// React.lazy so only screens that show notes pay for ProseMirror. It offers exactly what the server keeps
// (SPEC §5: headings 2–6, bold, italic, ordered and bullet lists, line breaks) and counts characters the
// way the server does: Unicode code points of the visible text, a line break as one, markup and block
// boundaries as nothing. An editor with only an empty paragraph reports "" (no notes).
import '@mantine/tiptap/styles.css';
import { Group, Text } from '@mantine/core';
import { RichTextEditor } from '@mantine/tiptap';
import { useEditor, useEditorState } from '@tiptap/react';
import { CharacterCount } from '@tiptap/extensions';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useId, useRef } from 'react';
import { FormattedMessage } from '../i18n/intl.tsx';

export const STAFF_NOTES_MAX_CHARACTERS = 5000;

const countCodePoints = (text: string) => [...text].length;

/** The text of a stored note (HTML), for counting before the editor has loaded it. */
function textOf(html: string): string {
  if (!html) return '';
  return new DOMParser().parseFromString(html, 'text/html').body.textContent ?? '';
}

export interface StaffNotesEditorProps {
  /** The saved notes (HTML). Applied to the editor whenever it changes and `holdExternal` is false. */
  value: string;
  /** While the person has edits not yet saved, a new `value` from elsewhere must not replace them. */
  holdExternal: boolean;
  onChange: (html: string) => void;
  /** Accessible name of the editing area. */
  label: string;
  /** Id of an element describing the editor (e.g. the "never visible to the parent" hint). */
  describedBy?: string;
}

export default function StaffNotesEditor({ value, holdExternal, onChange, label, describedBy }: StaffNotesEditorProps) {
  const counterId = useId();
  const onChangeRef = useRef(onChange);
  onChangeRef.current = onChange;
  /** The HTML the editor holds, as last typed or set (read without touching a possibly destroyed editor). */
  const shown = useRef(value);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4, 5, 6] },
        // Only what the server keeps: no links, code, quotes, rules, strike or underline.
        link: false,
        underline: false,
        strike: false,
        code: false,
        codeBlock: false,
        blockquote: false,
        horizontalRule: false,
      }),
      CharacterCount.configure({ limit: STAFF_NOTES_MAX_CHARACTERS, textCounter: countCodePoints }),
    ],
    content: value,
    editorProps: {
      attributes: {
        'aria-label': label,
        'aria-multiline': 'true',
        role: 'textbox',
        'aria-describedby': [describedBy, counterId].filter(Boolean).join(' '),
      },
    },
    onUpdate: ({ editor: e }) => {
      shown.current = e.isEmpty ? '' : e.getHTML();
      onChangeRef.current(shown.current);
    },
  });

  // Counted from the document itself, the way the limit counts (text, a space per leaf node): the
  // extension's storage read 0 while a loaded note was on screen, and is gone for a moment while the
  // editor is torn down (moving to another person). Before the editor exists, the note's own text counts.
  const counted = useEditorState({
    editor,
    selector: ({ editor: e }) => (e && !e.isDestroyed ? countCodePoints(e.state.doc.textBetween(0, e.state.doc.content.size, undefined, ' ')) : null),
  });
  const characters = counted ?? countCodePoints(textOf(shown.current));

  // Notes saved elsewhere (another staff member, live) replace the content unless edits are pending.
  useEffect(() => {
    if (!editor || editor.isDestroyed || holdExternal || value === shown.current) return;
    editor.commands.setContent(value, { emitUpdate: false });
    shown.current = value;
  }, [editor, value, holdExternal]);

  return (
    <div>
      <RichTextEditor editor={editor}>
        <RichTextEditor.Toolbar>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.Bold />
            <RichTextEditor.Italic />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.H2 />
            <RichTextEditor.H3 />
            <RichTextEditor.H4 />
            <RichTextEditor.H5 />
            <RichTextEditor.H6 />
          </RichTextEditor.ControlsGroup>
          <RichTextEditor.ControlsGroup>
            <RichTextEditor.BulletList />
            <RichTextEditor.OrderedList />
          </RichTextEditor.ControlsGroup>
        </RichTextEditor.Toolbar>
        <RichTextEditor.Content mih={96} />
      </RichTextEditor>
      <Group justify="flex-end" mt={4}>
        <Text id={counterId} size="xs" c={characters >= STAFF_NOTES_MAX_CHARACTERS ? 'red.8' : 'dimmed'} aria-live="off">
          <FormattedMessage id="staff.notes.counter" defaultMessage="{count} / {max} characters" values={{ count: characters, max: STAFF_NOTES_MAX_CHARACTERS }} />
        </Text>
      </Group>
    </div>
  );
}
