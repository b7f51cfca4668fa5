import { DurableObject } from "cloudflare:workers";

/**
 * The exact view count of one blog post, written through to KV. Built by the blog issue; the
 * class exists now so the binding and its migration are in place.
 */
export class ViewCounter extends DurableObject<Env> {
  /** Forgets this post's count (the post was deleted). */
  async reset(): Promise<void> {
    await this.ctx.storage.deleteAll();
  }
}
