import { createEditor, Editor, Transforms, type Descendant } from 'slate';
import { describe, expect, it } from 'vitest';
import { withPostElements } from './editor-plugins';
import type { BlockElement } from './slate-types';

function editorWith(value: BlockElement[]) {
  const editor = withPostElements(createEditor());
  editor.children = value as Descendant[];
  return editor;
}

const types = (editor: Editor) => (editor.children as BlockElement[]).map((block) => block.type);
const texts = (editor: Editor) => editor.children.map((block) => Editor.string(editor, [editor.children.indexOf(block)]));

describe('Enter in the post editor', () => {
  it('when Enter is pressed at the end of a heading, then the next line is a paragraph and typing goes there', () => {
    const editor = editorWith([{ type: 'heading-two', children: [{ text: 'When to go' }] }]);
    Transforms.select(editor, Editor.end(editor, [0]));
    editor.insertBreak();
    editor.insertText('July to October.');
    expect(types(editor)).toEqual(['heading-two', 'paragraph']);
    expect(texts(editor)).toEqual(['When to go', 'July to October.']);
  });

  it('when Enter is pressed at the start of a heading, then a paragraph opens above and the heading keeps its style and text', () => {
    const editor = editorWith([{ type: 'heading-one', children: [{ text: 'Packing' }] }]);
    Transforms.select(editor, Editor.start(editor, [0]));
    editor.insertBreak();
    expect(types(editor)).toEqual(['paragraph', 'heading-one']);
    expect(texts(editor)).toEqual(['', 'Packing']);
  });

  it('when Enter splits a heading or ends a paragraph, then the blocks keep their types', () => {
    const editor = editorWith([
      { type: 'heading-three', children: [{ text: 'Dawn drive' }] },
      { type: 'paragraph', children: [{ text: 'Coffee first' }] },
    ]);
    Transforms.select(editor, { path: [0, 0], offset: 4 });
    editor.insertBreak();
    expect(types(editor)).toEqual(['heading-three', 'heading-three', 'paragraph']);
    Transforms.select(editor, Editor.end(editor, [2]));
    editor.insertBreak();
    expect(types(editor)).toEqual(['heading-three', 'heading-three', 'paragraph', 'paragraph']);
  });
});
