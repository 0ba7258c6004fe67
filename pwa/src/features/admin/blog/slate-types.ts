import type { BaseEditor } from 'slate';
import type { HistoryEditor } from 'slate-history';
import type { ReactEditor } from 'slate-react';

/** Text with the editor's two marks. */
export interface FormattedText {
  text: string;
  bold?: boolean;
  italic?: boolean;
}

export interface LinkElement {
  type: 'link';
  url: string;
  children: FormattedText[];
}

/** A picture: a block of its own, with nothing editable inside; saved as `<figure>` with its caption. */
export interface ImageElement {
  type: 'image';
  url: string;
  /** What the picture shows, for readers who cannot see it (required to save). */
  alt: string;
  /** Shown under the picture; '' or missing for none. */
  caption?: string;
  children: [{ text: '' }];
}

export type TextBlockType = 'paragraph' | 'heading-one' | 'heading-two' | 'heading-three' | 'block-quote' | 'list-item';

export interface TextBlock {
  type: TextBlockType;
  children: (FormattedText | LinkElement)[];
}

export type ListType = 'bulleted-list' | 'numbered-list';

export interface ListElement {
  type: ListType;
  children: TextBlock[];
}

export type BlockElement = TextBlock | ListElement | ImageElement;
export type PostElement = BlockElement | LinkElement;

declare module 'slate' {
  interface CustomTypes {
    Editor: BaseEditor & ReactEditor & HistoryEditor;
    Element: PostElement;
    Text: FormattedText;
  }
}
