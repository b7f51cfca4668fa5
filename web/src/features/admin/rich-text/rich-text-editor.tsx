/**
 * The post body editor (ADR 310): TipTap on ProseMirror with a toolbar (one tab stop, arrow keys
 * between buttons, toggles announce aria-pressed), a link dialog (add, edit, remove), images from
 * the media library with alt text, YouTube/Vimeo embeds, and paste from Word or Google Docs
 * cleaned first. It reads and writes the HTML the site stores (body-html.ts); the server's
 * sanitiser still checks every save. Loaded lazily, only in the admin (body-field.tsx).
 */
import { TextSelection } from "@tiptap/pm/state";
import type { EditorView } from "@tiptap/pm/view";
import { EditorContent, useEditor, useEditorState, type Editor } from "@tiptap/react";
import { useEffect, useId, useRef, useState, type KeyboardEvent, type ReactNode } from "react";
import { controlClass } from "../../../components/form/form-fields";
import { Button } from "../../../components/ui/button";
import { AdminDialog } from "../admin-dialog";
import { MediaPicker } from "../media/media-picker";
import { bodyExtensions, embedUrlOf } from "./body-schema";
import { toStoredHtml } from "./body-html";
import { cleanPastedHtml } from "./paste-clean";

export interface RichTextEditorProps {
  value: string;
  onChange: (html: string) => void;
  onBlur: () => void;
  labelId: string;
  describedBy: string | undefined;
  invalid: boolean;
}

const LINK_MESSAGE = "Enter a web address (https://…), a site path (/contact), an e-mail (mailto:…) or a phone number (tel:…).";

/** What the link dialog's field holds, as a link: "example.com" → "https://example.com"; null when it is no address. */
function linkTarget(typed: string): string | null {
  const value = typed.trim();
  if (!value || /\s/.test(value)) return null;
  if (/^(https?:\/\/[^/\s]+|mailto:[^@\s]+@[^@\s]+|tel:\+?[\d\s().-]+$)/i.test(value)) return value;
  if (/^[/#?](?!\/)/.test(value)) return value;
  if (/^[a-z0-9-]+(\.[a-z0-9-]+)+(\/\S*)?$/i.test(value)) return `https://${value}`;
  return null;
}

/**
 * A toolbar button. Its name (`label`) starts with or holds its visible words, so speech input can say
 * what is seen (WCAG 2.5.3); list glyphs are drawn by CSS, as icons would be.
 */
function ToolbarButton({
  label,
  shortcut,
  pressed,
  disabled,
  onClick,
  children,
}: {
  label: string;
  shortcut?: string;
  pressed?: boolean;
  disabled?: boolean;
  onClick: () => void;
  children: ReactNode;
}) {
  return (
    <button
      type="button"
      aria-label={label}
      title={shortcut ? `${label} (${shortcut})` : label}
      aria-keyshortcuts={shortcut?.replace("Ctrl", "Control")}
      aria-pressed={pressed}
      disabled={disabled}
      // Roving tabindex: the toolbar is one tab stop; the toolbar's arrow keys move between buttons.
      tabIndex={-1}
      onMouseDown={(event) => event.preventDefault()}
      onClick={onClick}
      className="inline-flex min-h-8 items-center justify-center rounded px-2 text-sm font-semibold text-foreground hover:bg-muted focus-visible:outline-2 focus-visible:outline-ring disabled:opacity-60 aria-pressed:bg-primary aria-pressed:text-primary-foreground"
    >
      {children}
    </button>
  );
}

/** Arrow keys, Home and End move focus along the toolbar's buttons (WAI-ARIA toolbar pattern). */
function useRovingToolbar() {
  const ref = useRef<HTMLDivElement>(null);
  const [active, setActive] = useState(0);
  const buttons = () => [...(ref.current?.querySelectorAll<HTMLButtonElement>("button:not(:disabled)") ?? [])];
  useEffect(() => {
    const list = buttons();
    list.forEach((button, i) => {
      button.tabIndex = i === Math.min(active, list.length - 1) ? 0 : -1;
    });
  });
  const onKeyDown = (event: KeyboardEvent) => {
    const list = buttons();
    const current = list.indexOf(document.activeElement as HTMLButtonElement);
    if (current < 0) return;
    const next =
      event.key === "ArrowRight"
        ? (current + 1) % list.length
        : event.key === "ArrowLeft"
          ? (current - 1 + list.length) % list.length
          : event.key === "Home"
            ? 0
            : event.key === "End"
              ? list.length - 1
              : null;
    if (next === null) return;
    event.preventDefault();
    setActive(next);
    list[next]?.focus();
  };
  const onFocus = () => {
    const current = buttons().indexOf(document.activeElement as HTMLButtonElement);
    if (current >= 0) setActive(current);
  };
  return { ref, onKeyDown, onFocus };
}

function LinkDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const ids = useId();
  const existing = open ? ((editor.getAttributes("link").href as string | undefined) ?? "") : "";
  const selectionEmpty = editor.state.selection.empty && !existing;
  const [address, setAddress] = useState("");
  const [text, setText] = useState("");
  const [newWindow, setNewWindow] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  useEffect(() => {
    if (!open) return;
    setAddress(existing);
    setText("");
    setNewWindow(editor.getAttributes("link").target === "_blank");
    setProblem(null);
  }, [open, existing, editor]);

  const apply = () => {
    const href = linkTarget(address);
    if (!href) return setProblem(LINK_MESSAGE);
    if (selectionEmpty && !text.trim()) return setProblem("Enter the text to show for the link.");
    const attrs = { href, target: newWindow ? "_blank" : null };
    const chain = editor.chain().focus();
    if (selectionEmpty) {
      chain.insertContent({ type: "text", text: text.trim(), marks: [{ type: "link", attrs }] }).run();
    } else {
      chain.extendMarkRange("link").setLink(attrs).run();
    }
    onClose();
  };
  const remove = () => {
    editor.chain().focus().extendMarkRange("link").unsetLink().run();
    onClose();
  };

  return (
    <AdminDialog
      open={open}
      title={existing ? "Edit link" : "Add link"}
      onClose={() => {
        onClose();
        editor.commands.focus();
      }}
      onEnter={apply}
    >
      <div className="grid gap-3">
        {selectionEmpty ? (
          <div>
            <label htmlFor={`${ids}-text`} className="mb-1 block text-sm font-medium">
              Link text
            </label>
            <input id={`${ids}-text`} value={text} onChange={(event) => setText(event.target.value)} className={controlClass} />
          </div>
        ) : null}
        <div>
          <label htmlFor={`${ids}-href`} className="mb-1 block text-sm font-medium">
            Address
          </label>
          <input
            id={`${ids}-href`}
            value={address}
            aria-invalid={problem ? true : undefined}
            aria-describedby={`${ids}-hint${problem ? ` ${ids}-problem` : ""}`}
            onChange={(event) => setAddress(event.target.value)}
            className={controlClass}
          />
          <p id={`${ids}-hint`} className="mt-1 text-sm text-muted-foreground">
            e.g. /contact, https://example.com (https:// is added when missing)
          </p>
        </div>
        <label className="flex items-center gap-2 text-sm">
          <input type="checkbox" checked={newWindow} onChange={(event) => setNewWindow(event.target.checked)} />
          Open in a new window
        </label>
        {problem ? (
          <p id={`${ids}-problem`} role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex flex-wrap justify-end gap-2">
          {existing ? (
            <Button variant="destructive" onClick={remove}>
              Remove link
            </Button>
          ) : null}
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>{existing ? "Update link" : "Add link"}</Button>
        </div>
      </div>
    </AdminDialog>
  );
}

function EmbedDialog({ editor, open, onClose }: { editor: Editor; open: boolean; onClose: () => void }) {
  const ids = useId();
  const [address, setAddress] = useState("");
  const [title, setTitle] = useState("");
  const [problem, setProblem] = useState<string | null>(null);
  useEffect(() => {
    if (open) {
      setAddress("");
      setTitle("");
      setProblem(null);
    }
  }, [open]);
  const apply = () => {
    const src = embedUrlOf(address);
    if (!src) return setProblem("Paste the address of a YouTube or Vimeo video.");
    if (!title.trim()) return setProblem("Give the video a title (read to screen-reader users).");
    editor
      .chain()
      .focus()
      .insertContent({ type: "embed", attrs: { src, title: title.trim(), width: "560", height: "315", allowfullscreen: "" } })
      .run();
    onClose();
  };
  return (
    <AdminDialog open={open} title="Embed a video" description="YouTube or Vimeo, as the site allows." onClose={onClose} onEnter={apply}>
      <div className="grid gap-3">
        <div>
          <label htmlFor={`${ids}-src`} className="mb-1 block text-sm font-medium">
            Video address
          </label>
          <input id={`${ids}-src`} value={address} onChange={(event) => setAddress(event.target.value)} className={controlClass} />
        </div>
        <div>
          <label htmlFor={`${ids}-title`} className="mb-1 block text-sm font-medium">
            Video title
          </label>
          <input id={`${ids}-title`} value={title} onChange={(event) => setTitle(event.target.value)} className={controlClass} />
        </div>
        {problem ? (
          <p role="alert" className="text-sm font-medium text-destructive">
            {problem}
          </p>
        ) : null}
        <div className="flex justify-end gap-2">
          <Button variant="outline" onClick={onClose}>
            Cancel
          </Button>
          <Button onClick={apply}>Embed video</Button>
        </div>
      </div>
    </AdminDialog>
  );
}

/**
 * The editor reads the page's selection a moment after it changes, so a Ctrl+K right after a click
 * can reach it while it still holds the earlier selection (the whole text, say) and offer to link
 * that instead of asking for the link's text. The link dialog follows the caret the author sees.
 */
function takeCaretFromPage(view: EditorView) {
  const shown = view.dom.ownerDocument.getSelection();
  if (!shown?.isCollapsed || !shown.anchorNode || !view.dom.contains(shown.anchorNode) || view.state.selection.empty) return;
  const at = view.posAtDOM(shown.anchorNode, shown.anchorOffset);
  view.dispatch(view.state.tr.setSelection(TextSelection.create(view.state.doc, at)));
}

export default function RichTextEditor({ value, onChange, onBlur, labelId, describedBy, invalid }: RichTextEditorProps) {
  const [dialog, setDialog] = useState<"link" | "image" | "embed" | null>(null);
  const lastEmitted = useRef(value);
  const toolbar = useRovingToolbar();
  const editor = useEditor({
    extensions: bodyExtensions(),
    content: value,
    immediatelyRender: true,
    // TipTap would add a <style> element, which the CSP (style-src 'self', ADR 182) refuses; the
    // classes below give the editable area what ProseMirror needs (white-space: pre-wrap).
    injectCSS: false,
    shouldRerenderOnTransaction: false,
    editorProps: {
      attributes: {
        role: "textbox",
        "aria-multiline": "true",
        "aria-labelledby": labelId,
        ...(describedBy ? { "aria-describedby": describedBy } : {}),
        ...(invalid ? { "aria-invalid": "true" } : {}),
        // The public post page's body classes (blog-post-page.tsx), so the text looks as it will be
        // read and the stylesheet the public pages share gains next to nothing.
        class:
          "post-body mt-1 min-h-40 max-h-[26rem] space-y-4 overflow-auto whitespace-pre-wrap break-words rounded-md border border-border bg-card px-4 py-3 leading-relaxed text-card-foreground focus-visible:outline-2 focus-visible:outline-ring [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc [&_.ProseMirror-selectednode]:outline-2 [&_.ProseMirror-selectednode]:outline-ring",
      },
      transformPastedHTML: cleanPastedHtml,
      handleKeyDown: (view, event) => {
        if ((event.ctrlKey || event.metaKey) && event.key.toLowerCase() === "k") {
          event.preventDefault();
          takeCaretFromPage(view);
          setDialog("link");
          return true;
        }
        return false;
      },
    },
    onUpdate: ({ editor: current }) => {
      const html = toStoredHtml(current.getHTML());
      lastEmitted.current = html;
      onChange(html);
    },
    onBlur: () => onBlur(),
  });

  // A value from outside (restored autosave, "Reload theirs", a restored revision) replaces the text.
  useEffect(() => {
    if (value === lastEmitted.current) return;
    lastEmitted.current = value;
    editor.commands.setContent(value, { emitUpdate: false });
  }, [value, editor]);

  useEffect(() => {
    editor.setOptions({
      editorProps: {
        ...editor.options.editorProps,
        attributes: {
          ...(editor.options.editorProps.attributes as Record<string, string>),
          "aria-invalid": invalid ? "true" : "false",
          ...(describedBy ? { "aria-describedby": describedBy } : {}),
        },
      },
    });
  }, [editor, invalid, describedBy]);

  const state = useEditorState({
    editor,
    selector: ({ editor: e }) => ({
      h2: e.isActive("heading", { level: 2 }),
      h3: e.isActive("heading", { level: 3 }),
      bold: e.isActive("bold"),
      italic: e.isActive("italic"),
      bullet: e.isActive("bulletList"),
      ordered: e.isActive("orderedList"),
      quote: e.isActive("blockquote"),
      link: e.isActive("link"),
      canUndo: e.can().undo(),
      canRedo: e.can().redo(),
    }),
  });

  const run = (command: (chain: ReturnType<Editor["chain"]>) => ReturnType<Editor["chain"]>) => command(editor.chain().focus()).run();

  return (
    <div>
      <div
        ref={toolbar.ref}
        role="toolbar"
        aria-label="Formatting"
        aria-controls={undefined}
        onKeyDown={toolbar.onKeyDown}
        onFocus={toolbar.onFocus}
        className="flex flex-wrap items-center gap-1 rounded-md border border-border bg-muted p-1"
      >
        <ToolbarButton
          label="H2 heading"
          shortcut="Ctrl+Alt+2"
          pressed={state.h2}
          onClick={() => run((c) => c.toggleHeading({ level: 2 }))}
        >
          H2
        </ToolbarButton>
        <ToolbarButton
          label="H3 heading"
          shortcut="Ctrl+Alt+3"
          pressed={state.h3}
          onClick={() => run((c) => c.toggleHeading({ level: 3 }))}
        >
          H3
        </ToolbarButton>
        <ToolbarButton label="Bold" shortcut="Ctrl+B" pressed={state.bold} onClick={() => run((c) => c.toggleBold())}>
          <strong>B</strong>
        </ToolbarButton>
        <ToolbarButton label="Italic" shortcut="Ctrl+I" pressed={state.italic} onClick={() => run((c) => c.toggleItalic())}>
          <em>I</em>
        </ToolbarButton>
        <ToolbarButton
          label="Bulleted list"
          shortcut="Ctrl+Shift+8"
          pressed={state.bullet}
          onClick={() => run((c) => c.toggleBulletList())}
        >
          <span className="before:mr-1 before:content-['•']">Bulleted</span>
        </ToolbarButton>
        <ToolbarButton
          label="Numbered list"
          shortcut="Ctrl+Shift+7"
          pressed={state.ordered}
          onClick={() => run((c) => c.toggleOrderedList())}
        >
          <span className="before:mr-1 before:content-['1.']">Numbered</span>
        </ToolbarButton>
        <ToolbarButton label="Quote" shortcut="Ctrl+Shift+B" pressed={state.quote} onClick={() => run((c) => c.toggleBlockquote())}>
          “ Quote
        </ToolbarButton>
        <ToolbarButton label="Link" shortcut="Ctrl+K" pressed={state.link} onClick={() => setDialog("link")}>
          Link
        </ToolbarButton>
        <ToolbarButton label="Image from the media library" onClick={() => setDialog("image")}>
          Image
        </ToolbarButton>
        <ToolbarButton label="Embed a video" onClick={() => setDialog("embed")}>
          Video
        </ToolbarButton>
        <ToolbarButton label="Undo" shortcut="Ctrl+Z" disabled={!state.canUndo} onClick={() => run((c) => c.undo())}>
          Undo
        </ToolbarButton>
        <ToolbarButton label="Redo" shortcut="Ctrl+Shift+Z" disabled={!state.canRedo} onClick={() => run((c) => c.redo())}>
          Redo
        </ToolbarButton>
      </div>
      <EditorContent editor={editor} />
      <LinkDialog editor={editor} open={dialog === "link"} onClose={() => setDialog(null)} />
      <EmbedDialog editor={editor} open={dialog === "embed"} onClose={() => setDialog(null)} />
      <MediaPicker
        open={dialog === "image"}
        action="Insert image"
        onClose={() => setDialog(null)}
        onPick={({ url, alt }) => run((c) => c.setImage({ src: url, alt }))}
      />
    </div>
  );
}
