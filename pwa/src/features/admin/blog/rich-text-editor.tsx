import FormatBoldIcon from '@mui/icons-material/FormatBold';
import FormatItalicIcon from '@mui/icons-material/FormatItalic';
import FormatListBulletedIcon from '@mui/icons-material/FormatListBulleted';
import FormatListNumberedIcon from '@mui/icons-material/FormatListNumbered';
import FormatQuoteIcon from '@mui/icons-material/FormatQuote';
import ImageIcon from '@mui/icons-material/ImageOutlined';
import LinkIcon from '@mui/icons-material/Link';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import TextField from '@mui/material/TextField';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { isAllowedBlogUrl } from '@safari/shared/blog-content';
import { imageUrl } from '@safari/shared/format';
import { UPLOAD_MESSAGES } from '@safari/shared/upload';
import { createContext, useCallback, useContext, useId, useRef, useState, type KeyboardEvent, type MouseEvent, type ReactNode } from 'react';
import { createEditor, Editor, Element as SlateElement, Range, Transforms, type BaseRange, type Descendant } from 'slate';
import { withHistory } from 'slate-history';
import { Editable, ReactEditor, Slate, useFocused, useSelected, useSlateStatic, withReact, type RenderElementProps, type RenderLeafProps } from 'slate-react';
import { messageOf, uploadImage } from '../api/admin-api';
import { imageFileProblem } from '../lib/form-kit';
import { touchTargets } from '../lib/touch-targets';
import { withPostElements } from './editor-plugins';
import { deserializeHtml, serializeHtml } from './post-html';
import type { BlockElement, ImageElement, LinkElement, ListType, TextBlockType } from './slate-types';

/** Said when a picture has no alt text (the dialog and the post's save). */
export const IMAGE_ALT_REQUIRED = 'Describe the picture for readers who cannot see it';

type BlockFormat = Exclude<TextBlockType, 'paragraph' | 'list-item'> | ListType;
type Mark = 'bold' | 'italic';
const LIST_TYPES: readonly string[] = ['bulleted-list', 'numbered-list'];

function isBlockActive(editor: Editor, format: BlockFormat): boolean {
  if (!editor.selection) return false;
  const [match] = Editor.nodes(editor, { at: Editor.unhangRange(editor, editor.selection), match: (n) => SlateElement.isElement(n) && n.type === format });
  return Boolean(match);
}

function toggleBlock(editor: Editor, format: BlockFormat): void {
  const active = isBlockActive(editor, format);
  const list = LIST_TYPES.includes(format);
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && LIST_TYPES.includes(n.type), split: true });
  const type: TextBlockType = active ? 'paragraph' : list ? 'list-item' : (format as TextBlockType);
  Transforms.setNodes(editor, { type }, { match: (n) => SlateElement.isElement(n) && Editor.isBlock(editor, n) && n.type !== 'image' });
  if (!active && list) Transforms.wrapNodes(editor, { type: format as ListType, children: [] });
}

const isMarkActive = (editor: Editor, mark: Mark) => Editor.marks(editor)?.[mark] === true;
function toggleMark(editor: Editor, mark: Mark): void {
  if (isMarkActive(editor, mark)) Editor.removeMark(editor, mark);
  else Editor.addMark(editor, mark, true);
}

function isLinkActive(editor: Editor): boolean {
  const [link] = Editor.nodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === 'link' });
  return Boolean(link);
}

function wrapLink(editor: Editor, url: string): void {
  Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === 'link' });
  const collapsed = !editor.selection || Range.isCollapsed(editor.selection);
  const link: LinkElement = { type: 'link', url, children: collapsed ? [{ text: url }] : [] };
  if (collapsed) Transforms.insertNodes(editor, link);
  else {
    Transforms.wrapNodes(editor, link, { split: true });
    Transforms.collapse(editor, { edge: 'end' });
  }
}

function ElementView({ attributes, children, element }: RenderElementProps) {
  switch (element.type) {
    case 'heading-one':
      return (
        <Typography component="h1" {...attributes} sx={{ fontSize: '1.9rem', fontWeight: 700, mt: 2, mb: 1 }}>
          {children}
        </Typography>
      );
    case 'heading-two':
      return (
        <Typography component="h2" {...attributes} sx={{ fontSize: '1.5rem', fontWeight: 700, mt: 2, mb: 1 }}>
          {children}
        </Typography>
      );
    case 'heading-three':
      return (
        <Typography component="h3" {...attributes} sx={{ fontSize: '1.2rem', fontWeight: 700, mt: 1.5, mb: 0.75 }}>
          {children}
        </Typography>
      );
    case 'block-quote':
      return (
        <Box component="blockquote" {...attributes} sx={{ m: 0, my: 1.5, pl: 2, borderLeft: 4, borderColor: 'secondary.main', color: 'text.secondary', fontStyle: 'italic' }}>
          {children}
        </Box>
      );
    case 'bulleted-list':
      return (
        <Box component="ul" {...attributes} sx={{ my: 1, pl: 3 }}>
          {children}
        </Box>
      );
    case 'numbered-list':
      return (
        <Box component="ol" {...attributes} sx={{ my: 1, pl: 3 }}>
          {children}
        </Box>
      );
    case 'list-item':
      return <li {...attributes}>{children}</li>;
    case 'link':
      return (
        <Box component="a" {...attributes} href={element.url} sx={{ color: 'primary.main', textDecoration: 'underline' }}>
          {children}
        </Box>
      );
    case 'image':
      return <ImageView attributes={attributes} element={element}>{children}</ImageView>;
    default:
      return (
        <Box component="p" {...attributes} sx={{ my: 1, lineHeight: 1.7 }}>
          {children}
        </Box>
      );
  }
}

/** Opens the alt text and caption dialog for a picture already in the post. */
type EditImage = (image: ImageElement) => void;
const EditImageContext = createContext<EditImage>(() => undefined);

function ImageView({ attributes, children, element }: RenderElementProps) {
  const selected = useSelected();
  const focused = useFocused();
  const editImage = useContext(EditImageContext);
  if (element.type !== 'image') return null;
  const missingAlt = element.alt.trim() === '';
  return (
    <div {...attributes}>
      <Box component="figure" contentEditable={false} sx={{ my: 1.5, mx: 0 }}>
        <Box component="img" src={imageUrl(element.url)} alt={element.alt} sx={{ display: 'block', maxWidth: '100%', maxHeight: 320, borderRadius: 2, outline: selected && focused ? '3px solid' : 'none', outlineColor: 'primary.main' }} />
        {element.caption && (
          <Typography component="figcaption" sx={{ mt: 0.75, fontSize: 14, color: 'text.secondary' }}>
            {element.caption}
          </Typography>
        )}
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, mt: 0.5, flexWrap: 'wrap', ...touchTargets }}>
          {missingAlt && (
            <Typography role="status" sx={{ fontSize: 14, color: 'error.main' }}>
              This picture needs alt text.
            </Typography>
          )}
          <Button size="small" variant={missingAlt ? 'outlined' : 'text'} color={missingAlt ? 'error' : 'primary'} onClick={() => editImage(element)}>
            Alt text and caption
          </Button>
        </Box>
      </Box>
      {children}
    </div>
  );
}

/** A dialog that is a form of its own: submitting it never submits the post's form around the editor. */
function DialogForm({ titleId, title, maxWidth, onClose, onSubmit, children }: { titleId: string; title: string; maxWidth: 'xs' | 'sm'; onClose: () => void; onSubmit: () => void; children: ReactNode }) {
  return (
    <Dialog open onClose={onClose} maxWidth={maxWidth} fullWidth aria-labelledby={titleId}>
      <Box
        component="form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          // React sends a portal's events up its own tree: the post's form must not take this submit.
          event.stopPropagation();
          onSubmit();
        }}
      >
        <DialogTitle id={titleId}>{title}</DialogTitle>
        {children}
      </Box>
    </Dialog>
  );
}

/** Alt text (required) and caption (optional) of a picture, when it is inserted or later. */
function ImageDetailsDialog({ image, inserting, onClose, onConfirm }: { image: ImageElement; inserting: boolean; onClose: () => void; onConfirm: (details: { alt: string; caption: string }) => void }) {
  const [alt, setAlt] = useState(image.alt);
  const [caption, setCaption] = useState(image.caption ?? '');
  const [error, setError] = useState('');
  return (
    <DialogForm
      titleId="image-dialog-title"
      title={inserting ? 'Insert picture' : 'Picture details'}
      maxWidth="sm"
      onClose={onClose}
      onSubmit={() => {
        if (alt.trim() === '') return setError(IMAGE_ALT_REQUIRED);
        onConfirm({ alt: alt.trim(), caption: caption.trim() });
      }}
    >
      <DialogContent sx={{ display: 'grid', gap: 2, ...touchTargets }}>
        <Box component="img" src={imageUrl(image.url)} alt="" sx={{ maxWidth: '100%', maxHeight: 200, objectFit: 'contain', borderRadius: 2, justifySelf: 'start' }} />
        <TextField
          autoFocus
          required
          label="Alt text"
          value={alt}
          onChange={(event) => {
            setAlt(event.target.value);
            if (event.target.value.trim() !== '') setError('');
          }}
          error={Boolean(error)}
          helperText={error || 'What the picture shows, for readers who cannot see it'}
          slotProps={{ htmlInput: { maxLength: 300 } }}
        />
        <TextField label="Caption (optional)" value={caption} onChange={(event) => setCaption(event.target.value)} helperText="Shown under the picture" slotProps={{ htmlInput: { maxLength: 500 } }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2, ...touchTargets }}>
        <Button onClick={onClose}>
          Cancel
        </Button>
        <Button type="submit" variant="contained">
          {inserting ? 'Insert picture' : 'Save details'}
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

function Leaf({ attributes, children, leaf }: RenderLeafProps) {
  let content = children;
  if (leaf.bold) content = <strong>{content}</strong>;
  if (leaf.italic) content = <em>{content}</em>;
  return <span {...attributes}>{content}</span>;
}

/**
 * Slate learns of a new selection from the browser's selectionchange events, which it throttles: a toolbar press
 * right after Shift+Home would act on the old, collapsed selection. The press takes the browser's own first.
 */
function takeBrowserSelection(editor: Editor): void {
  const browser = window.getSelection();
  if (!browser || browser.rangeCount === 0 || !ReactEditor.isFocused(editor)) return;
  const range = ReactEditor.toSlateRange(editor, browser, { exactMatch: false, suppressThrow: true });
  if (range && !(editor.selection && Range.equals(range, editor.selection))) Transforms.select(editor, range);
}

function ToolButton({ label, active, onPress, children, disabled }: { label: string; active?: boolean; onPress: () => void; children: ReactNode; disabled?: boolean }) {
  const editor = useSlateStatic();
  return (
    <Tooltip title={label}>
      <span>
        <IconButton
          size="small"
          aria-label={label}
          aria-pressed={active === undefined ? undefined : active}
          disabled={disabled}
          // Keeps the editor's selection: the button never takes the focus from it on a click.
          onMouseDown={(event: MouseEvent) => {
            event.preventDefault();
            takeBrowserSelection(editor);
          }}
          onClick={onPress}
          sx={{ borderRadius: 2, fontWeight: 700, fontSize: 14, color: active ? 'primary.main' : 'text.secondary', bgcolor: active ? 'action.selected' : 'transparent' }}
        >
          {children}
        </IconButton>
      </span>
    </Tooltip>
  );
}

function LinkDialog({ onClose, onConfirm }: { onClose: () => void; onConfirm: (url: string) => void }) {
  const [url, setUrl] = useState('https://');
  const [error, setError] = useState('');
  return (
    <DialogForm
      titleId="link-dialog-title"
      title="Insert link"
      maxWidth="xs"
      onClose={onClose}
      onSubmit={() => {
        const value = url.trim();
        if (!/^https?:\/\/\S+$/i.test(value) && !value.startsWith('/')) return setError('Links must start with http:// or https://');
        if (!isAllowedBlogUrl(value, 'link')) return setError('Links must start with http:// or https://');
        onConfirm(value);
      }}
    >
      <DialogContent>
        <TextField autoFocus label="Link address" type="url" value={url} onChange={(event) => setUrl(event.target.value)} error={Boolean(error)} helperText={error || 'http or https address'} sx={{ mt: 1 }} />
      </DialogContent>
      <DialogActions sx={{ px: 3, pb: 2 }}>
        <Button onClick={onClose}>Cancel</Button>
        <Button type="submit" variant="contained">
          Add link
        </Button>
      </DialogActions>
    </DialogForm>
  );
}

interface RichTextEditorProps {
  label: string;
  /** The post's HTML when the editor opens. */
  initialHtml: string;
  onChange: (html: string) => void;
}

/** The post editor (Slate): h1–h3, bold, italic, links, lists, quotes and uploaded images; HTML in and out. */
export function RichTextEditor({ label, initialHtml, onChange }: RichTextEditorProps) {
  const id = useId();
  const [editor] = useState(() => withPostElements(withHistory(withReact(createEditor()))));
  const [initialValue] = useState<Descendant[]>(() => deserializeHtml(initialHtml));
  const [, setTick] = useState(0);
  const [linkSelection, setLinkSelection] = useState<BaseRange | null | false>(false);
  const [uploading, setUploading] = useState(false);
  const [imageError, setImageError] = useState('');
  /** The picture whose alt text and caption are being asked: a new upload (not in the post yet) or one in it. */
  const [imageDetails, setImageDetails] = useState<{ image: ImageElement; inserting: boolean; selection: BaseRange | null } | null>(null);
  const editImage = useCallback((image: ImageElement) => setImageDetails({ image, inserting: false, selection: null }), []);
  const fileInput = useRef<HTMLInputElement>(null);

  const renderElement = useCallback((props: RenderElementProps) => <ElementView {...props} />, []);
  const renderLeaf = useCallback((props: RenderLeafProps) => <Leaf {...props} />, []);

  function onKeyDown(event: KeyboardEvent) {
    if (!(event.ctrlKey || event.metaKey)) return;
    const key = event.key.toLowerCase();
    if (key === 'b' || key === 'i') {
      event.preventDefault();
      toggleMark(editor, key === 'b' ? 'bold' : 'italic');
    }
  }

  async function insertImage(file: File) {
    const problem = imageFileProblem(file, { notImage: UPLOAD_MESSAGES.notImage, tooLarge: UPLOAD_MESSAGES.tooLarge });
    setImageError(problem ?? '');
    if (problem) return;
    setUploading(true);
    try {
      const url = await uploadImage(file);
      // The file name is no description: the alt text is asked for before the picture goes in.
      setImageDetails({ image: { type: 'image', url, alt: '', children: [{ text: '' }] }, inserting: true, selection: editor.selection });
    } catch (failure) {
      setImageError(messageOf(failure, 'The image could not be uploaded.'));
    } finally {
      setUploading(false);
    }
  }

  const block = (format: BlockFormat, text: ReactNode, name: string) => (
    <ToolButton label={name} active={isBlockActive(editor, format)} onPress={() => toggleBlock(editor, format)}>
      {text}
    </ToolButton>
  );

  return (
    <Box>
      <Typography id={`${id}-label`} sx={{ fontWeight: 600, fontSize: 14, mb: 1 }}>
        {label}
      </Typography>
      <Box sx={{ border: 1, borderColor: 'divider', borderRadius: 3, bgcolor: 'background.paper', '&:focus-within': { borderColor: 'primary.main', boxShadow: (t) => `0 0 0 2px ${t.palette.primary.main}33` } }}>
        <EditImageContext.Provider value={editImage}>
        <Slate
          editor={editor}
          initialValue={initialValue}
          onChange={(value) => {
            setTick((tick) => tick + 1);
            if (editor.operations.some((op) => op.type !== 'set_selection')) onChange(serializeHtml(value as BlockElement[]));
          }}
        >
          <Box role="toolbar" aria-label="Formatting" aria-controls={`${id}-editor`} sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', gap: 0.5, p: 0.75, borderBottom: 1, borderColor: 'divider' }}>
            {block('heading-one', 'H1', 'Heading 1')}
            {block('heading-two', 'H2', 'Heading 2')}
            {block('heading-three', 'H3', 'Heading 3')}
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            <ToolButton label="Bold" active={isMarkActive(editor, 'bold')} onPress={() => toggleMark(editor, 'bold')}>
              <FormatBoldIcon />
            </ToolButton>
            <ToolButton label="Italic" active={isMarkActive(editor, 'italic')} onPress={() => toggleMark(editor, 'italic')}>
              <FormatItalicIcon />
            </ToolButton>
            <ToolButton
              label="Link"
              active={isLinkActive(editor)}
              onPress={() => {
                if (isLinkActive(editor)) Transforms.unwrapNodes(editor, { match: (n) => SlateElement.isElement(n) && n.type === 'link' });
                else setLinkSelection(editor.selection);
              }}
            >
              <LinkIcon />
            </ToolButton>
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            {block('bulleted-list', <FormatListBulletedIcon />, 'Bulleted list')}
            {block('numbered-list', <FormatListNumberedIcon />, 'Numbered list')}
            {block('block-quote', <FormatQuoteIcon />, 'Block quote')}
            <Divider orientation="vertical" flexItem sx={{ mx: 0.5 }} />
            <ToolButton label="Insert image" onPress={() => fileInput.current?.click()} disabled={uploading}>
              {uploading ? <CircularProgress size={18} /> : <ImageIcon />}
            </ToolButton>
            <input
              ref={fileInput}
              type="file"
              accept="image/*"
              hidden
              onChange={(event) => {
                const file = event.target.files?.[0];
                event.target.value = '';
                if (file) void insertImage(file);
              }}
            />
          </Box>
          <Box sx={{ px: 2, py: 1, maxHeight: { md: '60vh' }, overflowY: 'auto', '& [data-slate-editor]': { minHeight: { xs: '45vh', md: 300 }, outline: 'none' } }}>
            <Editable
              id={`${id}-editor`}
              aria-labelledby={`${id}-label`}
              aria-multiline="true"
              role="textbox"
              renderElement={renderElement}
              renderLeaf={renderLeaf}
              placeholder="Write your post…"
              onKeyDown={onKeyDown}
              spellCheck
            />
          </Box>
        </Slate>
        </EditImageContext.Provider>
      </Box>
      {imageError && (
        <Typography role="alert" sx={{ mt: 1, color: 'error.main', fontSize: 14 }}>
          {imageError}
        </Typography>
      )}
      {imageDetails && (
        <ImageDetailsDialog
          image={imageDetails.image}
          inserting={imageDetails.inserting}
          onClose={() => setImageDetails(null)}
          onConfirm={({ alt, caption }) => {
            const { image, inserting, selection } = imageDetails;
            setImageDetails(null);
            if (inserting) {
              if (selection) Transforms.select(editor, selection);
              Transforms.insertNodes(editor, [
                { ...image, alt, caption },
                { type: 'paragraph', children: [{ text: '' }] },
              ]);
            } else {
              const path = ReactEditor.findPath(editor, image);
              Transforms.setNodes(editor, { alt, caption }, { at: path });
            }
            ReactEditor.focus(editor);
          }}
        />
      )}
      {linkSelection !== false && (
        <LinkDialog
          onClose={() => setLinkSelection(false)}
          onConfirm={(url) => {
            if (linkSelection) Transforms.select(editor, linkSelection);
            wrapLink(editor, url);
            setLinkSelection(false);
            ReactEditor.focus(editor);
          }}
        />
      )}
    </Box>
  );
}
