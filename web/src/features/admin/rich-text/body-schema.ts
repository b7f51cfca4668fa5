/**
 * The body editor's document schema (TipTap on ProseMirror, ADRs 310 and 318): exactly the HTML
 * the server's sanitiser (contract/sanitize-html.ts) keeps for a post body, and nothing else. Pasted
 * or loaded HTML is parsed through these rules, so a tag, class, style or attribute they do not
 * name never enters the document; the sanitiser still checks what is saved.
 */
import { Extension, Node, mergeAttributes, type Extensions } from "@tiptap/core";
import Image from "@tiptap/extension-image";
import StarterKit from "@tiptap/starter-kit";
import { isAllowedEmbed } from "#contract/embed-hosts.ts";
import { keptMarkup } from "./kept-markup";

/** Heading levels a body may use: the page's title is the h1. */
const HEADING_LEVELS = [2, 3, 4] as const;

/**
 * A YouTube or Vimeo page address (or an embed address) as the player URL the sanitiser keeps,
 * or null: "https://youtu.be/abc" → "https://www.youtube-nocookie.com/embed/abc".
 */
export function embedUrlOf(address: string): string | null {
  let url: URL;
  try {
    url = new URL(address.trim());
  } catch {
    return null;
  }
  if (isAllowedEmbed(url.href) && /\/(embed|video)\//.test(url.pathname)) return url.href;
  const youtube =
    url.hostname === "youtu.be"
      ? url.pathname.slice(1)
      : /(^|\.)youtube\.com$/.test(url.hostname)
        ? (url.searchParams.get("v") ?? url.pathname.match(/^\/shorts\/([\w-]+)/)?.[1])
        : null;
  if (youtube && /^[\w-]{6,20}$/.test(youtube)) return `https://www.youtube-nocookie.com/embed/${youtube}`;
  const vimeo = /(^|\.)vimeo\.com$/.test(url.hostname) ? url.pathname.match(/^\/(\d+)/)?.[1] : null;
  return vimeo ? `https://player.vimeo.com/video/${vimeo}` : null;
}

/** A video embed: an iframe from an allowed host, kept with the attributes the sanitiser keeps. */
const Embed = Node.create({
  name: "embed",
  group: "block",
  atom: true,
  draggable: true,
  addAttributes() {
    const plain = (name: string) => ({ default: null, parseHTML: (element: HTMLElement) => element.getAttribute(name) });
    return {
      src: plain("src"),
      title: plain("title"),
      width: plain("width"),
      height: plain("height"),
      allow: plain("allow"),
      allowfullscreen: {
        default: null,
        parseHTML: (element: HTMLElement) =>
          element.hasAttribute("allowfullscreen") ? (element.getAttribute("allowfullscreen") ?? "") : null,
      },
    };
  },
  parseHTML() {
    return [{ tag: "iframe[src]", getAttrs: (element) => (isAllowedEmbed(element.getAttribute("src") ?? "") ? null : false) }];
  },
  renderHTML({ HTMLAttributes }) {
    return ["iframe", mergeAttributes(HTMLAttributes)];
  },
});

/** Attributes the sanitiser keeps that TipTap's own nodes do not carry: heading ids (anchors), a quote's source. */
const KeptAttributes = Extension.create({
  name: "keptAttributes",
  addGlobalAttributes() {
    return [
      {
        types: ["heading"],
        attributes: { id: { default: null, parseHTML: (element) => element.getAttribute("id") } },
      },
      {
        types: ["blockquote"],
        attributes: { cite: { default: null, parseHTML: (element) => element.getAttribute("cite") } },
      },
    ];
  },
});

/** The extensions of the body editor (the admin editor and the round-trip tests use the same list). */
export function bodyExtensions(): Extensions {
  return [
    StarterKit.configure({
      heading: { levels: [...HEADING_LEVELS] },
      // A document that ends in a list or a quote would otherwise gain an empty paragraph on save.
      trailingNode: false,
      // <pre> is kept as written by kept-markup.ts (with or without a <code> inside).
      codeBlock: false,
      link: {
        openOnClick: false,
        autolink: true,
        defaultProtocol: "https",
        // Links are stored as written: the sanitiser adds target/rel where a link opens a new window.
        HTMLAttributes: { target: null, rel: null, class: null },
        protocols: ["http", "https", "mailto", "tel"],
        isAllowedUri: (url, ctx) => !/^\s*(?:javascript|data|vbscript):/i.test(url) && ctx.defaultValidate(url),
      },
    }),
    // An image's loading attribute last, where the stored bodies write it.
    Image.extend({
      addAttributes() {
        return { ...this.parent?.(), loading: { default: null, parseHTML: (element: HTMLElement) => element.getAttribute("loading") } };
      },
    }).configure({ inline: false, allowBase64: false }),
    Embed,
    KeptAttributes,
    ...keptMarkup(),
  ];
}
