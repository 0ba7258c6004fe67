/**
 * How the post editor's elements behave (Slate plugins), apart from how they are drawn: links are
 * inline, images are void blocks, and Enter at the end of a heading starts a paragraph (a heading is
 * one line: the text after it is body text, not another large heading).
 */
import { Editor, Element as SlateElement, Range, Transforms, type Path } from 'slate';
import type { TextBlockType } from './slate-types';

const HEADINGS: readonly string[] = ['heading-one', 'heading-two', 'heading-three'] satisfies TextBlockType[];

const isTextBlock = (editor: Editor) => (node: unknown) => SlateElement.isElement(node) && Editor.isBlock(editor, node);

export function withPostElements(editor: Editor): Editor {
  const { isInline, isVoid, insertBreak } = editor;
  editor.isInline = (element) => element.type === 'link' || isInline(element);
  editor.isVoid = (element) => element.type === 'image' || isVoid(element);
  editor.insertBreak = () => {
    const { selection } = editor;
    const entry = selection && Range.isCollapsed(selection) ? Editor.above(editor, { match: isTextBlock(editor) }) : undefined;
    if (!selection || !entry || !SlateElement.isElement(entry[0]) || !HEADINGS.includes(entry[0].type)) return insertBreak();
    const path: Path = entry[1];
    if (Editor.isEnd(editor, selection.anchor, path)) {
      // The new line after a heading is a paragraph.
      insertBreak();
      Transforms.setNodes(editor, { type: 'paragraph' }, { match: isTextBlock(editor) });
    } else if (Editor.isStart(editor, selection.anchor, path)) {
      // Enter before a heading's text opens a paragraph above it; the heading stays a heading.
      Transforms.insertNodes(editor, { type: 'paragraph', children: [{ text: '' }] }, { at: path, select: false });
    } else {
      // Splitting a heading's text keeps both halves headings, as a split paragraph stays a paragraph.
      insertBreak();
    }
  };
  return editor;
}
