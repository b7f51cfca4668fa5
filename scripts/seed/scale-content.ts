/**
 * Ten years of content for the bench's scale part (issue 30's budgets): a thousand posts and three
 * hundred projects as an admin types them into the editors, to be sent through the admin API.
 * Deterministic: the same run of numbers gives the same content. Headlines have five to ten words
 * (so generated slugs are long, as real ones are), tags come from a shared pool, a few posts are
 * featured; bodies, images and project details are the demo content's, so a page at scale carries
 * what a real page does.
 */
import type { BlogPostFormInput, ProjectFormInput } from "#contract/admin-content.ts";
import { demoPosts, demoProjects } from "./demo-content.ts";

export const SCALE_POSTS = 1000;
export const SCALE_PROJECTS = 300;

const pick = <T>(items: readonly T[], n: number): T => items[n % items.length] as T;

// A headline is a subject (2 words), a verb (1–2) and an object (2–6): 5 to 10 words.
const subjects = [
  "Rooftop solar",
  "Green hydrogen",
  "Fleet charging",
  "Immersion cooling",
  "PACE financing",
  "Hail claims",
  "Battery storage",
  "Curtailed wind",
  "Bitcoin miners",
  "Workplace chargers",
  "Agrivoltaic arrays",
  "Electrolyzer stacks",
  "Data halls",
];
const verbs = ["cuts", "pays back", "changes", "powers", "protects", "reshapes", "keeps up with", "outlasts"];
const objects = [
  "energy bills",
  "a Denver warehouse",
  "costs for county schools",
  "the grid at night",
  "margins for rural co-ops this winter",
  "Irish dairies through a wet summer",
  "demand charges in Georgia",
  "the case for onsite storage",
  "what lenders ask building owners",
  "roof warranties after a storm",
  "the numbers behind a 2 MW site",
];
const tagPool = [
  "solar",
  "financing",
  "roi",
  "commercial",
  "hydrogen",
  "electrolyzers",
  "storage",
  "industrial",
  "bitcoin",
  "mining",
  "grid",
  "curtailment",
  "pace",
  "energy-efficiency",
  "ev-charging",
  "fleet",
  "workplace",
  "insurance",
  "claims",
  "roofing",
  "company",
  "ireland",
  "data-centers",
  "cooling",
  "battery-storage",
  "wind",
  "agriculture",
  "policy",
  "maintenance",
  "case-study",
];
const authors = [...new Set(demoPosts.map((post) => post.author))];
const categories = [...new Set(demoPosts.map((post) => post.category))];

/** Post n (from 0) as the editor sends it: published, one in fifty featured. */
export function scalePost(n: number): BlogPostFormInput {
  const demo = pick(demoPosts, n);
  const title = `${pick(subjects, n)} ${pick(verbs, Math.floor(n / subjects.length))} ${pick(objects, Math.floor(n / 7))}`;
  const tagCount = 2 + (n % 3);
  const tags = Array.from({ length: tagCount }, (_, k) => pick(tagPool, n * 7 + k * 11));
  return {
    title: n % 9 === 0 ? `${title} (part ${1 + (n % 4)})` : title,
    excerpt: demo.excerpt,
    content: demo.content,
    author: pick(authors, n),
    category: pick(categories, n),
    tags: tags.join(", "),
    keywords: demo.keywords,
    featured: n % 50 === 0,
    published: true,
    imageUrl: demo.imageUrl,
  };
}

const sizes = ["250 kW", "1.2 MW", "4 MW", "600 kW", "18 MW", "80 kW"];
const kinds = ["Rooftop Array", "Charging Depot", "Electrolyzer Pilot", "Mining Hall", "Storm Recovery", "Carport Canopy"];

/** Project n (from 0) as the editor sends it. */
export function scaleProject(n: number): ProjectFormInput {
  const demo = pick(demoProjects, n);
  return {
    title: `${pick(sizes, n)} ${pick(kinds, Math.floor(n / 2))} for ${demo.client}`,
    description: demo.description,
    location: demo.location,
    year: 2000 + (n % 27),
    client: demo.client,
    category: demo.category,
    region: demo.region,
    imageUrl: demo.imageUrl,
    videoUrl: null,
    externalUrl: null,
    metrics: demo.metrics.join("\n"),
  };
}
