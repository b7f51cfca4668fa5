/**
 * Passage retrieval (ADR 166): the sentences of everything the site publishes (each public page's
 * copy from content/, the merchandise catalogue, every published post's body, every project's
 * description, client and figures), so that a question no knowledge document answers, but one
 * published sentence does ("how many people work in the Dublin office"), gets that sentence quoted
 * with a link to its page. Strict on purpose: a passage answers only when it explains nearly all of
 * the question, no word of the question is one the site never uses, the sentence itself carries
 * the question's words, and it holds the kind of fact asked for (a number for "how many", a date
 * for "when"); anything less keeps the honest fallback.
 */
import nlp from "compromise";
import MiniSearch from "minisearch";
import { textOfSanitisedHtml } from "#contract/html-text.ts";
import type { Domain } from "./knowledge";
import { link } from "./link";
import { givesReasonAsked } from "./reasons";
import { serviceIn } from "./subjects";
import { baseForms, BRIDGE_BOOST, bridges } from "./synonyms";
import { searchTerm, words } from "./text";

/** A run of a page's text under one heading: a paragraph, a list item, a card, a catalogue entry. */
export interface Block {
  /** The page's title and path (the link an answer gives). */
  readonly title: string;
  readonly path: string;
  /** The heading or label above the text (matching only). */
  readonly heading: string;
  /** Plain text, one or more sentences. */
  readonly text: string;
  /** The side of the business, or null: by each sentence (energy when it names a service line). */
  readonly domain: Domain | null;
}

interface Passage {
  readonly id: string;
  readonly title: string;
  readonly path: string;
  readonly heading: string;
  readonly domain: Domain;
  /** What an answer quotes: the sentence, with the one before it when it leans on it ("It can…"). */
  readonly quote: string;
  /** The sentence's own terms, to tell a match in the sentence from one in its context. */
  readonly own: ReadonlySet<string>;
}

interface Indexed {
  readonly id: string;
  readonly sentence: string;
  /** The page's title, the heading and the rest of the paragraph: what the sentence is about. */
  readonly context: string;
}

/** A passage found for a question, with how much of it the passage explains. */
export interface PassageHit {
  readonly title: string;
  readonly path: string;
  readonly quote: string;
  /** The page's title, the heading above the sentence and the sentence: what the passage is about. */
  readonly subject: string;
  readonly coverage: number;
  /** The question's terms the passage explains, and those its own sentence uses. */
  readonly matched: readonly string[];
  readonly inSentence: readonly string[];
}

export interface PassageSearch {
  /** The passage that answers the question with confidence, from the allowed domains, or null. */
  find(question: string, domains: readonly Domain[]): PassageHit | null;
  /**
   * The sentence of one page (an article the visitor named) that says most of the question's words in
   * itself, or null when none says one: the page is already the visitor's choice, so no share of the
   * question is required, only a word of it in the sentence and the kind of fact asked (ADR 331).
   */
  within(question: string, path: string, fresh?: (quote: string) => boolean): PassageHit | null;
}

/** A passage must explain at least this share of the question's terms... */
const MIN_COVERAGE = 0.75;
/**
 * ...or this share, when its own sentence holds at least MIN_IN_SENTENCE_SPECIFIC of them: "how many hours of
 * engineering cover do you get from having offices both sides of the atlantic" is answered by the one sentence with
 * "16 hours of engineering cover" in a paragraph about the offices, though "both" and "side" are nowhere near it.
 */
const MIN_COVERAGE_SPECIFIC = 0.65;
const MIN_IN_SENTENCE_SPECIFIC = 3;
/**
 * ...or this share, when it explains every term of the question that is not a verb or an adverb, and
 * there are at least MIN_SUBJECT of those: "what warranty do you assume on the panels when you work
 * out solar savings" is about a warranty, panels, solar and savings; "assume", "work out" say how it is asked.
 */
const MIN_COVERAGE_SUBJECT = 0.5;
const MIN_SUBJECT = 3;
/** ...and its own sentence at least this many of them (the rest may be in its heading or paragraph). */
const MIN_IN_SENTENCE = 2;
/** A term longer than this also matches the longer words it starts ("crack" → "cracked"). */
const PREFIX_FROM = 4;
/** A sentence shorter than this says too little to quote (a heading, a label, a button). */
const MIN_WORDS = 5;

// ── Terms ────────────────────────────────────────────────────────────────────────────────────

/** Words that frame a question about a passage rather than name its subject ("what happens…", "what does the article say"). */
const FRAME = new Set(
  "happen happens happened mean means meant say says said mention mentions mentioned explain explains article articles post posts blog page site website per".split(
    " ",
  ),
);

/**
 * Words the knowledge search drops as filler but a sentence answers: "how many people". Words for a
 * group of people fold into one, as the site writes it ("the Dublin team is 34 people strong"); a team
 * is its people too ("plans to expand the dublin team": "grow the Dublin office to 50 people", ADR 324).
 */
const PEOPLE = new Set("people staff employee employees staffers workforce headcount personnel team teams".split(" "));

function passageTerm(word: string): string | null {
  if (FRAME.has(word)) return null;
  if (PEOPLE.has(word)) return "people";
  return searchTerm(word);
}

const FACT_WORDS = /\bhow (many|much|big|large|long|tall|far|old|often|fast|quick\w*|soon|heavy|high)\b/gi;

/** A text's terms as the passages read them. The words that ask for a kind of fact ("how long") are checked apart (holdsAnswer), not matched. */
export function passageTerms(text: string): string[] {
  return [
    ...new Set(
      words(text.replace(FACT_WORDS, " "))
        .map(passageTerm)
        .filter((t): t is string => t !== null),
    ),
  ];
}

const NUMBER_WORD =
  /^(\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|dozen)$/;

/** True when a figure stands just before the thing counted ("34 people", "a 34-person team", "30 trained apprentices"). */
export function countsIn(sentence: string, counted: string): boolean {
  const said = words(sentence);
  return said.some((word, i) => passageTerm(word) === counted && said.slice(Math.max(0, i - 3), i).some((w) => NUMBER_WORD.test(w)));
}

/** "How many people…": the thing a question counts (a passage's term), or null. */
export function countedThing(question: string): string | null {
  const after = /\bhow many ([a-z]+)/.exec(question)?.[1];
  return after ? passageTerm(after) : null;
}

// ── What a question asks for ─────────────────────────────────────────────────────────────────

/** Asks for a number: "how many", "how big", "what percentage". */
const ASKS_NUMBER =
  /\bhow (many|much|big|large|long|tall|far|old|often|fast|heavy|high|low|small|hot|cold|cheap|expensive|short|deep|wide)\b|\bwhat (size|percentage|percent|share|proportion|capacity|fraction|density|temperature|rate)\b|\bnumber of\b|\bas an? (?:share|percentage|percent|proportion|fraction)\b/;
const HAS_NUMBER =
  /\d|\b(one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve|fifteen|twenty|thirty|forty|fifty|sixty|hundred|thousand|million|dozen|half|double|twice|triple|quarter)\b/i;
/** Asks for a date: "when", "what year". */
const ASKS_DATE = /\bwhen\b|\b(what|which) (year|month|day|date)\b/;
const HAS_DATE =
  /\b(1[89]|20)\d\d\b|\b(january|february|march|april|may|june|july|august|september|october|november|december|spring|summer|autumn|fall|winter)\b|\b(days?|weeks?|months?|years?)\b/i;
/** Asks for a person: "who". */
const ASKS_PERSON = /^who\b|\bwho (is|was|are|were|runs|ran|leads|led|wrote|founded|started|owns)\b/;
/** ...unless the person is the one doing it ("who was Siobhán advising"): then a company or a group answers too (ADR 340). */
const ASKS_WHOM = /\bwho (is|was|are|were) (?:\S+ ){1,2}?\S+ing\b/;
const HAS_NAME = /\s[A-Z][a-z]+/;

/**
 * A sentence about what is yet to come ("we plan to grow the office to 50 people by 2027")... but not the
 * reader's own future ("design the cooling for the chips you will buy in three years").
 */
const FUTURE = /\b((?<!\b(?:you|they) )will|(plans?|planning|aims?|aiming|expects?|intends?|hopes?|going) to)\b/i;
/** ...answers only a question about the future. */
const ASKS_FUTURE = /\b(will|plans?|planning|future|next|going to|grow|growing|expand\w*|upcoming|soon|by 20\d\d)\b/;

/** Asks for a length of time: "how long do you keep…", "how soon". */
const ASKS_DURATION = /\bhow (long|soon)\b/;
/** A length of time: "24 months", "5-7 business days", "a year", "until you unsubscribe", "months of utility lead time" (ADR 341). */
const HAS_DURATION =
  /\b(\d[\d,.]*(?:\s*[-–]\s*\d[\d,.]*)?|a|an|one|two|three|four|five|six|seven|eight|nine|ten|twelve|thirty|few|several)[\s-]+(?:[a-z]+\s+)?(seconds?|minutes?|hours?|days?|weeks?|months?|years?|decades?)\b|\b(until|till|immediately|at once|same day|overnight)\b|\b(days|weeks|months|years) of\b/i;

/** Numbers that are part of a name ("Level 2", "Tier 3", "N+1", "2N", "10-year modelling"), which measure nothing. */
const NAMED_NUMBERS =
  /\b(?:level|tier|type|class|phase|stage|scope)\s+\d+\b|\bn\s*\+\s*\d\b|\b\d+n\b|\b\d+-(?:year|hour|day|minute|port)\b/gi;

/**
 * True when a text holds the kind of fact the question asks for: a number, a date, a name (or the
 * question asks for none). With `measured`, only a number that measures something counts (a broad
 * overview's "Level 2" or "N+1" answers no "how many").
 */
export function holdsKindAsked(question: string, text: string, measured = false): boolean {
  // "What size data centers do you do, edge or big ones": a choice between kinds, which words answer.
  const asksNumber = ASKS_NUMBER.test(question) && !(measured && /\bor\b/.test(question));
  if (asksNumber && !HAS_NUMBER.test(measured ? text.replace(NAMED_NUMBERS, " ") : text)) return false;
  // "How long do you keep the form submissions": a length of time, not any number ("one connection").
  if (ASKS_DURATION.test(question) && !HAS_DURATION.test(text)) return false;
  if (ASKS_DATE.test(question) && !HAS_DATE.test(text)) return false;
  if (ASKS_PERSON.test(question) && !ASKS_WHOM.test(question) && !HAS_NAME.test(text)) return false;
  return true;
}

/**
 * A unit a question names ("by how many kW", "how many MWh a year"), which a sentence answers with a figure in it.
 * Not a rate's "per kW" ("how much more per kW does liquid cooling cost" asks for the cost, not kilowatts).
 */
const UNIT =
  /(?<!(?:\bper|\ban?|\beach)\s+|\/\s*)\b(kw|mw|gw|kwh|mwh|gwh|kva|mva|kg|tonnes?|tons?|th\/s|ph\/s|eh\/s|bar|sq ft|square feet|acres?|hectares?|miles?|km)\b/i;

/** A measure asked for by name ("what PUE", "which tier"), stated before its figure. */
const MEASURE_ASKED = /\b(?:what|which|how low a|how high a)\s+(pue|tier|temperature|efficiency|density|voltage|yield)\b/i;

/** True when the question names a unit and the sentence states a figure in it ("reduces billed peak demand by 420 kW"). */
function statesUnitAsked(question: string, sentence: string): boolean {
  // "What PUE does liquid cooling get to": a measure named before its figure ("a PUE as low as 1.05-1.15").
  const measure = MEASURE_ASKED.exec(question)?.[1]?.toLowerCase();
  // "Which tier for colocation": a tier is stated in Roman numerals ("Tier III, concurrently maintainable").
  if (measure === "tier" && /\btier\s+(?:i{1,3}|iv)\b/i.test(sentence)) return true;
  if (measure && new RegExp(`\\b${measure}\\b[^.\\d]{0,20}\\d`, "i").test(sentence)) return true;
  const unit = UNIT.exec(question)?.[1]?.toLowerCase();
  if (!unit) return false;
  const escaped = unit.replace(/[/]/g, "\\/").replace(/s$/, "s?");
  return new RegExp(`\\d[\\d,.]*\\s*(?:-\\s*)?${escaped}\\b`, "i").test(sentence);
}

/** True when the passage holds the kind of fact the question asks for. */
function holdsAnswer(question: string, quote: string): boolean {
  if (FUTURE.test(quote) && !ASKS_FUTURE.test(question)) return false;
  return holdsKindAsked(question, quote);
}

/**
 * The forms of each verb of a question, so "if I sell the building" finds "when the building is
 * sold" (compromise conjugates; the question is short, the index is never run through it).
 */
function verbForms(question: string): Map<string, Set<string>> {
  const forms = new Map<string, Set<string>>();
  const conjugations = nlp(question).verbs().conjugate() as Record<string, string>[];
  for (const conjugation of conjugations) {
    const terms = Object.values(conjugation)
      .map((form) => passageTerm(form.split(/\s+/).at(-1)?.toLowerCase() ?? ""))
      .filter((t): t is string => t !== null);
    for (const term of terms) forms.set(term, new Set([...(forms.get(term) ?? []), ...terms]));
  }
  return forms;
}

/**
 * The terms of a question that say how it is asked rather than what about (verbs and adverbs): one
 * the site never uses does not stop a passage ("reckon"), an unknown noun does ("tesla").
 */
function mannerTerms(question: string): Set<string> {
  const tagged = nlp(question).json() as { terms: { normal?: string; text: string; tags: string[] }[] }[];
  return new Set(
    tagged
      .flatMap((s) => s.terms)
      .filter((t) => !t.tags.includes("Noun") && (t.tags.includes("Verb") || t.tags.includes("Adverb")))
      .map((t) => passageTerm(t.normal ?? t.text.toLowerCase()))
      .filter((t): t is string => t !== null),
  );
}

// ── Blocks from what the site publishes ─────────────────────────────────────────────────────

/** A page's copy (nested cards, lists, FAQ entries) as blocks: each text under the labels beside it. */
export function copyBlocks(title: string, path: string, copy: readonly unknown[], domain: Domain | null): Block[] {
  const blocks: Block[] = [];
  // A heading, a title, a year or an FAQ's question: no sentence of its own, it says what the texts beside it are about.
  const isLabel = (value: unknown) =>
    typeof value === "number" ||
    (typeof value === "string" && (value.trim().endsWith("?") || (!/[.!:]["”’)]?$/.test(value.trim()) && words(value).length <= 10)));
  const walk = (value: unknown, heading: string) => {
    if (typeof value === "string") blocks.push({ title, path, heading, text: value, domain });
    else if (Array.isArray(value)) for (const item of value) walk(item, heading);
    else if (value && typeof value === "object") {
      const entries = Object.values(value);
      const labels = entries.filter(isLabel);
      const own = [heading, ...labels.map(String)].join(" ").trim();
      for (const entry of entries) if (!labels.includes(entry)) walk(entry, own);
    }
  };
  walk(copy, "");
  return blocks;
}

/** Blocks of an article's sanitised HTML: each paragraph, list item or quotation under the heading above it. */
export function htmlBlocks(title: string, path: string, html: string, domain: Domain | null): Block[] {
  const blocks: Block[] = [];
  let heading = "";
  for (const [, tag = "", inner = ""] of html.matchAll(/<(h[1-6]|p|li|blockquote|figcaption|td|th)\b[^>]*>([\s\S]*?)<\/\1>/gi)) {
    const text = textOfSanitisedHtml(inner);
    if (/^h/i.test(tag)) heading = text;
    else if (text) blocks.push({ title, path, heading, text, domain });
  }
  return blocks;
}

/** A block's sentences (a full stop, "?" or "!" before a capital or a figure ends one; "$1.80" does not). */
const sentencesOf = (text: string): string[] =>
  text
    .split(/(?<=[.!?][”"’)]?)\s+(?=[“"(]?[A-Z0-9$€£])/)
    .map((s) => s.trim())
    .filter(Boolean);

/**
 * A quotation with its speaker ("“Design the cooling for the chips you will buy in three years.” — Marcus
 * Reyes"): each of its sentences keeps the name, so "what does Marcus say" finds them.
 */
const ATTRIBUTED = /^["“]([\s\S]+?)["”]\s*[—–-]\s*([A-Z][\w.'’-]+(?:\s+[A-Z][\w.'’-]+){0,3})$/;

/** A block's sentences, a quotation's each signed by its speaker. */
function sentencesOfBlock(text: string): string[] {
  const [, said, speaker] = ATTRIBUTED.exec(text) ?? [];
  return said && speaker ? sentencesOf(said).map((sentence) => `“${sentence}” — ${speaker}`) : sentencesOf(text);
}

/** A sentence that leans on the one before it ("It can transfer…", "This means…"). */
const LEANS = /^(it|its|this|that|these|those|they|their|them|he|she|his|her|there|so|but|and|also|which|such)\b/i;

// ── The index ────────────────────────────────────────────────────────────────────────────────

/** A word of the sentence the search matched by its start, as it does for a longer term ("cracks" → "cracked"). */
const inOwn = (passage: Passage, form: string) =>
  passage.own.has(form) || (form.length > PREFIX_FROM && [...passage.own].some((o) => o.startsWith(form)));

/** A word a visitor writes as one that the page writes as two ("payback": "pays back", "setup": "set up"). */
function inHalves(passage: Passage, term: string): boolean {
  const starts = (half: string) => [...passage.own].some((o) => o.startsWith(half));
  for (let i = 3; i <= term.length - 3; i++) if (starts(term.slice(0, i)) && passage.own.has(term.slice(i))) return true;
  return false;
}

/** The passages of the blocks, indexed (built once per isolate, again when the published pages change). */
export function passageIndex(blocks: readonly Block[]): PassageSearch {
  const index = new MiniSearch<Indexed>({
    fields: ["sentence", "context"],
    tokenize: (text) => words(text),
    processTerm: (term) => passageTerm(term) ?? null,
    searchOptions: {
      boost: { sentence: 2 },
      prefix: (term) => term.length > PREFIX_FROM,
      fuzzy: (term) => (term.length > 5 ? 0.2 : false),
      combineWith: "OR",
    },
  });
  const passages = new Map<string, Passage>();
  const seen = new Set<string>();
  const vocabulary = new Set<string>();
  for (const block of blocks) {
    for (const term of passageTerms(`${block.title} ${block.heading}`)) vocabulary.add(term);
    const sentences = sentencesOfBlock(block.text);
    sentences.forEach((sentence, i) => {
      const key = `${block.path} ${sentence}`;
      // A sentence that asks ("how long does each vehicle stay parked?") answers nothing.
      if (words(sentence).length < MIN_WORDS || /\?["”’)]?$/.test(sentence) || seen.has(key)) return;
      seen.add(key);
      const id = String(passages.size);
      const before = i > 0 && LEANS.test(sentence) ? `${sentences[i - 1]} ` : "";
      const own = new Set(passageTerms(sentence));
      for (const term of own) vocabulary.add(term);
      passages.set(id, {
        id,
        title: block.title,
        path: block.path,
        heading: block.heading,
        domain: block.domain ?? (serviceIn(sentence.toLowerCase()) ? "energy" : "company"),
        quote: `${before}${sentence}`,
        own,
      });
      index.add({ id, sentence, context: `${block.title} ${block.heading} ${sentences.filter((s) => s !== sentence).join(" ")}` });
    });
  }
  /**
   * The sentences of one page that hold the kind of fact asked, with the question's words each says in
   * itself, best first: one that states a figure in the unit the question names ("by how many kW"), then
   * the most of the question's words. Every sentence of the page is read (an article has a few dozen), so a
   * word the search cannot match ("payback") still counts.
   */
  const onPage = (question: string, asked: readonly string[], path: string) => {
    const conjugated = verbForms(question);
    const formsOf = (term: string) => [...new Set([...(conjugated.get(term) ?? [term]), ...baseForms(term)])];
    const scores = new Map(
      index
        .search(asked.flatMap(formsOf).join(" "), { filter: (r) => passages.get(String(r.id))?.path === path })
        .map((r) => [String(r.id), r.score]),
    );
    const page = [...passages.values()].filter((passage) => passage.path === path);
    const says = (passage: Passage, t: string) => formsOf(t).some((f) => inOwn(passage, f)) || inHalves(passage, t);
    // Between sentences that each state a figure of the measure asked and say as many of the question's
    // words, the one with the page's rarer words ("liquid" in an article where every sentence says
    // "cooling") is about what sets the question apart.
    const rarity = new Map(asked.map((t) => [t, 1 / Math.max(1, page.filter((passage) => says(passage, t)).length)]));
    return page
      .flatMap((passage) => {
        if (!holdsAnswer(question, passage.quote)) return [];
        const inSentence = asked.filter((t) => says(passage, t));
        const unit = statesUnitAsked(question, passage.quote) ? 1 : 0;
        const rare = unit ? inSentence.reduce((sum, t) => sum + (rarity.get(t) ?? 0), 0) : 0;
        return inSentence.length ? [{ passage, inSentence, unit, rare, score: scores.get(passage.id) ?? 0 }] : [];
      })
      .sort((a, b) => b.unit - a.unit || b.inSentence.length - a.inSentence.length || b.rare - a.rare || b.score - a.score);
  };
  return {
    within(question, path, fresh = () => true) {
      const asked = passageTerms(question);
      const best = onPage(question, asked, path).find((c) => fresh(c.passage.quote));
      if (!best) return null;
      const { title, heading, quote } = best.passage;
      const coverage = best.inSentence.length / asked.length;
      return {
        title,
        path,
        quote,
        subject: `${title} ${heading} ${quote}`,
        coverage,
        matched: best.inSentence,
        inSentence: best.inSentence,
      };
    },
    find(question, domains) {
      const asked = passageTerms(question);
      if (asked.length < 2) return null;
      // Each term with its other forms: "sell" also finds "sold".
      const conjugated = verbForms(question);
      // A visitor's verb or adjective also reads as the site's words for it (synonyms.ts), weighing less.
      const bridged = bridges(asked, vocabulary, passageTerm, question);
      const bridgesOf = (term: string) => [...bridged].filter(([, from]) => from === term).map(([to]) => to);
      // ...and a form compromise did not read as a verb is searched as its base too ("get trained" finds "trains").
      const formsOf = (term: string) => [
        ...new Set([...(conjugated.get(term) ?? [term]), ...baseForms(term)].filter((f) => f === term || vocabulary.has(f))),
        ...bridgesOf(term),
      ];
      const results = index.search(asked.flatMap(formsOf).join(" "), {
        boostTerm: (term) => (bridged.has(term) ? BRIDGE_BOOST : 1),
        filter: (r) => domains.includes(passages.get(String(r.id))?.domain ?? "company"),
      });
      const termOf = (form: string) => asked.find((t) => formsOf(t).includes(form)) ?? form;
      const known = new Set(results.flatMap((r) => r.queryTerms.map(termOf)));
      // A word the site never uses names something else ("how many people work at tesla"), unless it only says how.
      const unknown = asked.filter((t) => !known.has(t) && !vocabulary.has(t));
      // Tagging with compromise costs a parse: only when a term is unknown or a passage needs the subject rule.
      let manner: Set<string> | null = null;
      const mannerOf = () => (manner ??= mannerTerms(question));
      if (unknown.length && unknown.some((t) => !mannerOf().has(t))) return null;
      // What the question is about: its terms that are not verbs or adverbs ("warranty", "panel", "solar", "saving").
      let subject: string[] | null = null;
      const subjectOf = () => (subject ??= asked.filter((t) => !mannerOf().has(t)));
      const explainsSubject = (matched: readonly string[]) =>
        subjectOf().length >= MIN_SUBJECT && subjectOf().every((t) => matched.includes(t));
      const weight = asked.length;
      const candidates = results.flatMap((r) => {
        const passage = passages.get(String(r.id));
        if (!passage) return [];
        // A bridge explains a term only beside a word of the visitor's own.
        if (r.queryTerms.every((q) => bridged.has(q))) return [];
        const matched = [...new Set(r.queryTerms.map(termOf))];
        const inSentence = asked.filter((t) => formsOf(t).some((f) => inOwn(passage, f)));
        const coverage = matched.length / weight;
        const confident =
          coverage >= MIN_COVERAGE ||
          (coverage >= MIN_COVERAGE_SPECIFIC && inSentence.length >= MIN_IN_SENTENCE_SPECIFIC) ||
          (coverage >= MIN_COVERAGE_SUBJECT && explainsSubject(matched));
        // How many of the question's terms it matched only through a bridge: the fewer, the better.
        const viaBridge = matched.filter((t) => !r.queryTerms.some((q) => !bridged.has(q) && termOf(q) === t)).length;
        return confident && inSentence.length >= MIN_IN_SENTENCE && holdsAnswer(question, passage.quote)
          ? [{ passage, matched, coverage, inSentence, viaBridge, score: r.score }]
          : [];
      });
      // "How many people work in the Dublin office": a sentence that counts people first.
      const counted = countedThing(question);
      // A sentence with a figure right before the thing counted ("34 people") before one that only names it ("teams in three offices").
      const counts = (c: { inSentence: readonly string[]; passage: Passage }) =>
        counted && c.inSentence.includes(counted) ? 1 + (countsIn(c.passage.quote, counted) ? 1 : 0) : 0;
      candidates.sort(
        (a, b) =>
          counts(b) - counts(a) ||
          b.coverage - a.coverage ||
          // "Why did Wexford get bigger buffer storage": a sentence that gives a reason before the page's figures.
          givesReasonAsked(question, b.passage.quote) - givesReasonAsked(question, a.passage.quote) ||
          a.viaBridge - b.viaBridge ||
          b.inSentence.length - a.inSentence.length ||
          b.score - a.score,
      );
      const found = candidates[0];
      if (!found) return null;
      // The right page, but maybe not its sentence that answers (ADR 335): the page's first or best-scored sentence
      // gives way to one of the same page that says more of the question's words in itself, or states a figure in
      // the unit asked where it states none ("by how many kW did the battery lower the billed peak": "by 420 kW").
      const [other] = onPage(question, asked, found.passage.path);
      const foundUnit = statesUnitAsked(question, found.passage.quote);
      const better =
        other &&
        other.passage !== found.passage &&
        other.inSentence.length >= MIN_IN_SENTENCE &&
        counts(other) >= counts(found) &&
        ((other.unit && !foundUnit) || (other.unit >= (foundUnit ? 1 : 0) && other.inSentence.length > found.inSentence.length));
      const best = better ? { ...found, passage: other.passage, inSentence: other.inSentence } : found;
      const { title, path, heading, quote } = best.passage;
      return {
        title,
        path,
        quote,
        subject: `${title} ${heading} ${quote}`,
        coverage: best.coverage,
        matched: best.matched,
        inSentence: best.inSentence,
      };
    },
  };
}

/** What the assistant says with a passage: the sentence, quoted, and the page it is on. */
export const passageAnswer = (hit: PassageHit): string =>
  // A quotation keeps its own marks ("“…” — Marcus Reyes"), not a second pair around them.
  `From ${link(hit.title, hit.path)}: ${/^["“]/.test(hit.quote) ? hit.quote : `“${hit.quote}”`}`;
