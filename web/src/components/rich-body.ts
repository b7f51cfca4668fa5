/**
 * The classes of sanitised rich HTML on a page (a post's body, a project's description) and in the
 * admin editor that writes it, so the editor shows a body as readers will see it.
 */
export const richBodyClass =
  "post-body space-y-4 leading-relaxed [&_a]:text-primary [&_a]:underline [&_blockquote]:border-l-4 [&_blockquote]:border-accent [&_blockquote]:pl-4 [&_blockquote]:italic [&_h2]:mt-8 [&_h2]:text-2xl [&_h2]:font-bold [&_h3]:mt-6 [&_h3]:text-xl [&_h3]:font-bold [&_li]:ml-6 [&_ol]:list-decimal [&_ul]:list-disc";
