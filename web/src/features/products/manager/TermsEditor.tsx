/**
 * The product's terms as rich text (TipTap over ProseMirror): what the holding formats here is
 * stored as the HTML the editor writes (`termsContent`, as written) and shown to everyone only as
 * the gateway's sanitised `termsHtml` (sanitize-html). The editor never runs the HTML it loads:
 * ProseMirror parses it into its own schema, which has no scripts, handlers or unknown tags.
 *
 * Lazy-loaded by the product editor (TermsField.tsx), so TipTap weighs only on that route.
 */
import { type ChainedCommands, Editor } from '@tiptap/core';
import Bold from '@tiptap/extension-bold';
import Document from '@tiptap/extension-document';
import Heading from '@tiptap/extension-heading';
import Italic from '@tiptap/extension-italic';
import { BulletList } from '@tiptap/extension-list/bullet-list';
import { ListItem } from '@tiptap/extension-list/item';
import { OrderedList } from '@tiptap/extension-list/ordered-list';
import Paragraph from '@tiptap/extension-paragraph';
import Text from '@tiptap/extension-text';
import Underline from '@tiptap/extension-underline';
import { UndoRedo } from '@tiptap/extensions/undo-redo';
import { useEffect, useRef, useState } from 'react';
import styled from 'styled-components';

export interface TermsEditorProps {
  /** The id of the element that names the editor (its label). */
  labelId: string;
  /** The stored HTML the editor starts from. */
  value: string;
  /** The editor's HTML after each change; '' when it is empty. */
  onChange: (html: string) => void;
  /** Marks the editor invalid (its error is shown by the field). */
  invalid: boolean;
  /** The id of the error text, announced with the editor. */
  errorId?: string;
}

const StyledToolbar = styled.div`
  display: flex;
  flex-wrap: wrap;
  gap: ${({ theme }) => theme.spacing(1)};
  padding: ${({ theme }) => theme.spacing(1)};
  border-bottom: 1px solid ${({ theme }) => theme.colors.border};
  background: ${({ theme }) => theme.colors.surfaceAlt};
`;

const StyledTool = styled.button`
  min-width: 36px;
  min-height: 32px;
  padding: ${({ theme }) => theme.spacing(1, 2)};
  border: 1px solid ${({ theme }) => theme.colors.border};
  border-radius: ${({ theme }) => theme.radii.small};
  background: ${({ theme }) => theme.colors.surface};
  color: ${({ theme }) => theme.colors.text};
  font-weight: ${({ theme }) => theme.fontWeights.bold};
  cursor: pointer;

  &[aria-pressed='true'] {
    background: ${({ theme }) => theme.colors.primary};
    border-color: ${({ theme }) => theme.colors.primary};
    color: ${({ theme }) => theme.colors.textInverse};
  }

  &:focus-visible {
    outline: none;
    box-shadow: ${({ theme }) => theme.shadows.focus};
  }
`;

const StyledFrame = styled.div<{ $invalid: boolean }>`
  border: 1px solid ${({ theme, $invalid }) => ($invalid ? theme.colors.danger : theme.colors.border)};
  border-radius: ${({ theme }) => theme.radii.medium};
  background: ${({ theme }) => theme.colors.surface};
  overflow: hidden;

  .ProseMirror {
    min-height: 160px;
    padding: ${({ theme }) => theme.spacing(2.5, 3)};
    color: ${({ theme }) => theme.colors.text};
    outline: none;
  }

  .ProseMirror:focus-visible {
    box-shadow: inset ${({ theme }) => theme.shadows.focus};
  }
`;

interface Tool {
  label: string;
  text: string;
  /** Whether the selection already has it (aria-pressed); absent for actions. */
  active?: string | [string, Record<string, unknown>];
  run: (chain: ChainedCommands) => ChainedCommands;
}

const TOOLS: readonly Tool[] = [
  { label: 'Negrito', text: 'N', active: 'bold', run: (chain) => chain.toggleBold() },
  { label: 'Itálico', text: 'I', active: 'italic', run: (chain) => chain.toggleItalic() },
  { label: 'Sublinhado', text: 'S', active: 'underline', run: (chain) => chain.toggleUnderline() },
  {
    label: 'Título',
    text: 'T',
    active: ['heading', { level: 3 }],
    run: (chain) => chain.toggleHeading({ level: 3 }),
  },
  {
    label: 'Lista com marcadores',
    text: '•',
    active: 'bulletList',
    run: (chain) => chain.toggleBulletList(),
  },
  { label: 'Lista numerada', text: '1.', active: 'orderedList', run: (chain) => chain.toggleOrderedList() },
  { label: 'Desfazer', text: '↶', run: (chain) => chain.undo() },
  { label: 'Refazer', text: '↷', run: (chain) => chain.redo() },
];

/** The editor's extensions: only what the toolbar offers (the starter kit's links, code and
 * cursors would put the chunk over its budget for nothing terms need). */
const EXTENSIONS = [
  Document,
  Paragraph,
  Text,
  Bold,
  Italic,
  Underline,
  Heading.configure({ levels: [3] }),
  BulletList,
  OrderedList,
  ListItem,
  UndoRedo,
];

/**
 * TipTap's own core, mounted on a div: @tiptap/react's wrapper (node views, renderers) is more
 * than a plain editor needs. The toolbar re-renders on each transaction to show what is active.
 */
export const TermsEditor = ({ labelId, value, onChange, invalid, errorId }: TermsEditorProps) => {
  const mount = useRef<HTMLDivElement>(null);
  const [editor, setEditor] = useState<Editor | null>(null);
  const [, setRevision] = useState(0);
  // The latest callback, so the editor (created once) never calls a stale one.
  const changed = useRef(onChange);
  changed.current = onChange;
  // `value` is where the editor starts (later ones arrive through setContent below).
  const initial = useRef(value);

  useEffect(() => {
    if (!mount.current) return undefined;
    const created = new Editor({
      element: mount.current,
      extensions: EXTENSIONS,
      content: initial.current,
      onUpdate: ({ editor: current }) => changed.current(current.isEmpty ? '' : current.getHTML()),
      onTransaction: () => setRevision((revision) => revision + 1),
    });
    setEditor(created);
    return () => created.destroy();
  }, []);

  // A value from elsewhere (the form reloaded after a conflict) replaces the text; the editor's own
  // changes come back equal and change nothing.
  useEffect(() => {
    if (editor && value !== (editor.isEmpty ? '' : editor.getHTML()))
      editor.commands.setContent(value, { emitUpdate: false });
  }, [editor, value]);

  // The editable element's name, state and description follow the field.
  useEffect(() => {
    editor?.setOptions({
      editorProps: {
        attributes: {
          role: 'textbox',
          'aria-multiline': 'true',
          'aria-labelledby': labelId,
          'aria-invalid': String(invalid),
          ...(errorId ? { 'aria-describedby': errorId } : {}),
        },
      },
    });
  }, [editor, labelId, invalid, errorId]);

  const isActive = (tool: Tool) =>
    !editor || !tool.active
      ? undefined
      : Array.isArray(tool.active)
        ? editor.isActive(...tool.active)
        : editor.isActive(tool.active);
  return (
    <StyledFrame $invalid={invalid}>
      <StyledToolbar role="toolbar" aria-label="Formatação dos termos">
        {TOOLS.map((tool) => (
          <StyledTool
            key={tool.label}
            type="button"
            aria-label={tool.label}
            title={tool.label}
            aria-pressed={isActive(tool)}
            disabled={!editor}
            // A click keeps the focus, and so the selection and a pending mark, in the text: the
            // editor's focus() lands a frame later, and a key typed within it would be lost.
            onMouseDown={(event) => event.preventDefault()}
            onClick={() => editor && tool.run(editor.chain().focus()).run()}
          >
            <span aria-hidden="true">{tool.text}</span>
          </StyledTool>
        ))}
      </StyledToolbar>
      <div ref={mount} />
    </StyledFrame>
  );
};
