/**
 * Author profiles (ADR 315): the byline and short bio the team writes for a post's "About the
 * Author" box. A post shows the bio of the profile whose name is its author (case aside); without
 * one, the generated sentence stays.
 */
import * as v from "valibot";
import { requiredLine, requiredText } from "./fields";

export const AUTHOR_NAME_TAKEN_MESSAGE = "There is already a profile with this name.";

export const authorProfileInputSchema = v.object({
  name: requiredLine(2, "Name must be at least 2 characters.", 120),
  bio: requiredText(20, "Bio must be at least 20 characters.", 600),
});
export type AuthorProfileInput = v.InferOutput<typeof authorProfileInputSchema>;

export interface AuthorProfile {
  id: number;
  name: string;
  bio: string;
  updatedBy: string | null;
  updatedAt: string;
}

/** GET /api/admin/blog-terms: what the post editor's pickers offer. */
export interface BlogTerms {
  /** Stored form (words joined by underscores), most used first. */
  categories: string[];
  tags: string[];
  /** The authors of posts and the names of profiles. */
  authors: string[];
}
