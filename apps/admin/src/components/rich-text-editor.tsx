// The rich-text editor of the content screens (ADR 0051): TipTap (ProseMirror) with only what the
// API's sanitiser keeps — paragraphs, headings 2–4, bold, italic, underline, lists, quotes and links
// (http, https, mailto, tel). Loaded with the content editor screens only, never with the console's
// first page. The HTML it produces is a draft: the API sanitises it before storing it.
import { isSafeLink } from '@gameweek/contracts/admin-content';
import { EditorContent, useEditor, useEditorState } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PromptDialog } from './dialog.tsx';

type Mark = 'bold' | 'italic' | 'underline';

/**
 * `initialValue` is read once: the editor owns its text while it is open (writing its own changes
 * back into it dropped keystrokes typed in between). Give it another `key` to load another text.
 */
export function RichTextEditor(props: {
  id: string;
  label: string;
  initialValue: string;
  dir: 'ltr' | 'rtl';
  lang: string;
  onChange: (html: string) => void;
  describedBy?: string | undefined;
}) {
  const { t } = useTranslation();
  const [askingLink, setAskingLink] = useState(false);
  const editor = useEditor({
    extensions: [
      StarterKit.configure({
        heading: { levels: [2, 3, 4] },
        code: false,
        codeBlock: false,
        strike: false,
        horizontalRule: false,
        link: {
          openOnClick: false,
          autolink: true,
          protocols: ['mailto', 'tel'],
          isAllowedUri: (url) => isSafeLink(url),
        },
      }),
    ],
    content: props.initialValue,
    editorProps: {
      attributes: {
        id: props.id,
        role: 'textbox',
        'aria-multiline': 'true',
        'aria-label': props.label,
        ...(props.describedBy ? { 'aria-describedby': props.describedBy } : {}),
        class: 'rich-text-area',
        dir: props.dir,
        lang: props.lang,
      },
    },
    onUpdate: ({ editor: e }) => props.onChange(e.isEmpty ? '' : e.getHTML()),
  });

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) =>
      e
        ? {
            bold: e.isActive('bold'),
            italic: e.isActive('italic'),
            underline: e.isActive('underline'),
            h2: e.isActive('heading', { level: 2 }),
            h3: e.isActive('heading', { level: 3 }),
            bulletList: e.isActive('bulletList'),
            orderedList: e.isActive('orderedList'),
            blockquote: e.isActive('blockquote'),
            link: e.isActive('link'),
          }
        : null,
  });

  if (!editor || editor.isDestroyed) return <p className="hint">{t('content.editor.loading')}</p>;
  const chain = () => editor.chain().focus();
  const mark = (m: Mark) => {
    if (m === 'bold') chain().toggleBold().run();
    if (m === 'italic') chain().toggleItalic().run();
    if (m === 'underline') chain().toggleUnderline().run();
  };
  const tool = (key: string, label: string, pressed: boolean | undefined, run: () => void) => (
    <button
      key={key}
      type="button"
      className="tool"
      aria-pressed={pressed ?? false}
      onMouseDown={(e) => e.preventDefault()}
      onClick={run}
    >
      {label}
    </button>
  );
  return (
    <div className="rich-text">
      <div
        className="toolbar"
        role="toolbar"
        aria-label={t('contentExtras.editor.toolbar', { field: props.label })}
      >
        {tool('b', t('content.editor.bold'), state?.bold, () => mark('bold'))}
        {tool('i', t('content.editor.italic'), state?.italic, () => mark('italic'))}
        {tool('u', t('content.editor.underline'), state?.underline, () => mark('underline'))}
        {tool('h2', t('content.editor.heading'), state?.h2, () =>
          chain().toggleHeading({ level: 2 }).run(),
        )}
        {tool('h3', t('content.editor.subheading'), state?.h3, () =>
          chain().toggleHeading({ level: 3 }).run(),
        )}
        {tool('ul', t('content.editor.bulletList'), state?.bulletList, () =>
          chain().toggleBulletList().run(),
        )}
        {tool('ol', t('content.editor.orderedList'), state?.orderedList, () =>
          chain().toggleOrderedList().run(),
        )}
        {tool('q', t('content.editor.quote'), state?.blockquote, () =>
          chain().toggleBlockquote().run(),
        )}
        {tool('a', t('content.editor.link'), state?.link, () => {
          if (editor.isActive('link')) {
            chain().unsetLink().run();
            return;
          }
          setAskingLink(true);
        })}
      </div>
      <EditorContent editor={editor} />
      <PromptDialog
        open={askingLink}
        title={t('contentExtras.link.title')}
        label={t('contentExtras.link.address')}
        hint={t('content.editor.linkPrompt')}
        initialValue="https://"
        inputType="text"
        submitLabel={t('contentExtras.link.add')}
        check={(href) => (isSafeLink(href) ? null : t('contentExtras.link.invalid'))}
        onCancel={() => {
          setAskingLink(false);
          editor.commands.focus();
        }}
        onSubmit={(href) => {
          setAskingLink(false);
          chain().extendMarkRange('link').setLink({ href }).run();
        }}
      />
    </div>
  );
}
