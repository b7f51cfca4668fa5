/**
 * How the assistant reads text: questions and the documents it searches are cut into the same
 * terms (lower case, spelling variants folded, a light plural stem, filler words dropped), so the
 * search library compares like with like. Also the small word tests the intent layer uses.
 */

/** Words that carry no subject of their own. */
const STOP_WORDS = new Set(
  (
    "a about above after again all also am an and any anything are as at be been before being but by can could " +
    "did do does doing done for from get got had has have having he her here hers him his how i if in " +
    "into is it its just know let like me more most my need no not of on or our ours please question " +
    "show so some something tell than thank thanks that the their them then there these they this those to too " +
    "up us very want was we were what whats when where which who whom why will with would yes you your yours " +
    "u ur guys really right now going roughly ok okay hey hi hello one many much whos wheres hows kind sort look looking " +
    "kilbride industries company " +
    // Conversational filler: words that say how something is asked, never what about.
    "exactly actually basically literally honestly stuff thing things anyway anyways wondering wonder curious kinda sorta " +
    "gonna wanna gotta pls plz lol til till people folks take takes taking find see good nice should shall might must"
  ).split(" "),
);

/** Spelling variants and abbreviations visitors type, folded into the site's word. */
const VARIANTS: Readonly<Record<string, string>> = {
  centre: "center",
  centres: "center",
  datacenter: "center",
  electrolyser: "electrolyzer",
  electrolysers: "electrolyzer",
  colour: "color",
  colours: "color",
  hoody: "hoodie",
  jumper: "sweater",
  photovoltaic: "solar",
  pv: "solar",
  h2: "hydrogen",
  cpace: "pace",
  wat: "what",
  comp: "compensation",
  enquiry: "inquiry",
  enquiries: "inquiries",
  licence: "license",
  licences: "license",
  licenses: "license",
  organisation: "organization",
};

/**
 * Plurals kept apart from their singular on purpose: "projects" asks for a list of our work,
 * "a project" is usually the visitor's own ("start a project").
 */
const KEEP_PLURAL = new Set(["projects"]);

/** Plurals of words that end in "ie" ("hoodies" is not "hoody"). */
const IE_PLURALS = new Set(["hoodies", "beanies", "movies", "cookies", "ties"]);

/** "Offices" → "office", "batteries" → "battery"; leaves "process", "bus", "analysis" alone. */
export function stem(word: string): string {
  if (KEEP_PLURAL.has(word)) return word;
  if (IE_PLURALS.has(word)) return word.slice(0, -1);
  if (word.length > 4 && word.endsWith("ies")) return `${word.slice(0, -3)}y`;
  if (word.length > 4 && /(ches|shes|xes)$/.test(word)) return word.slice(0, -2);
  if (word.length > 3 && word.endsWith("s") && !/(ss|us|is)$/.test(word)) return word.slice(0, -1);
  return word;
}

/** Lower case, typographic apostrophes and "t-shirt" folded, possessives dropped. */
export function normalize(text: string): string {
  return (
    text
      .toLowerCase()
      .replace(/[’‘]/g, "'")
      .replace(/\bt[\s-]?shirts?\b/g, "tee")
      .replace(/\be-mail/g, "email")
      .replace(/\bdata[\s-]?cent(er|re)s?\b/g, "data center")
      // "Who's in charge" asks for the boss, not for EV charging.
      .replace(/\b(in charge|runs the (place|show|company))\b/g, "boss")
      // A role said with an intensifier is still the role: "the top boss", "the big cheese", "the head honcho".
      .replace(/\b(top|big|main|head) (boss|person|man|woman|guy|dog|cheese|honcho)\b|\bhonchos?\b/g, "boss")
      // Plain wordings of the site's own words ("get back to me" is a reply, "a rough number" an estimate).
      .replace(/\b(get|getting|gets|got) back to\b/g, "reply to")
      .replace(/\b(a )?(rough|ballpark|ball-park) (number|figure|idea|price|cost|estimate)\b|\bballpark\b/g, "estimate")
      .replace(/\bsign(ing)?[\s-]?up\b/g, "register")
      .replace(/\bneed (from|of) (me|us)\b|\bshould (i|we) (have|get) ready\b/g, "prepare")
      // "My money back" is a refund, not a payout.
      .replace(/\b(money|cash) back\b/g, "refund")
      .replace(/\bmoney\b/g, "paid")
      // "Zip code", "postcode" and Ireland's "Eircode" are the office's postal code (never the Quarter-Zip); "look after" is serve.
      .replace(/\b(zip|post)[\s-]?codes?\b|\bzipcodes?\b|\bpostal codes?\b|\beir[\s-]?codes?\b/g, "postal code")
      // "Take the panels off the roof and put them back": the site's words, removing and reinstalling.
      .replace(/\b(take|takes|taking|took|pull|pulls|pulling) ((?:[a-z]+ ){0,3}?)(off|down)\b/g, "remove $2")
      .replace(/\b(put|puts|putting) ((?:[a-z]+ ){0,2}?)back( up| on)?\b/g, "reinstall $2")
      // "Zero incentives" is none; "a colo" is a colocation data center.
      .replace(/\bzero (?=[a-z])/g, "no ")
      .replace(/\bcolo\b/g, "colocation")
      .replace(/\b(look|looks|looking) after\b/g, "serve")
      // "My cut", "my share" of a referral is the commission.
      .replace(/\bmy (cut|share|fee|payout)\b/g, "my commission")
      // "So what do you do", "well, how much…": a word that opens speech, not the question.
      .replace(/^\s*(so|well|um+|uh+|hmm+|ok(ay)? so|right so)\b[\s,]*/, "")
      .replace(/'s\b/g, "")
  );
}

/** The words of a text, lower-cased, variants folded (no stemming, stop words kept). */
export function words(text: string): string[] {
  return normalize(text)
    .split(/[^a-z0-9]+/)
    .filter(Boolean)
    .map((w) => VARIANTS[w] ?? w);
}

/** One term as the search index keeps it, or null for a word that says nothing about the subject. */
export function searchTerm(word: string): string | null {
  const folded = VARIANTS[word] ?? word;
  if (STOP_WORDS.has(folded) || folded.length < 2) return null;
  // "companies" is "company", a stop word too.
  const stemmed = stem(folded);
  return STOP_WORDS.has(stemmed) ? null : stemmed;
}

/** The search terms of a text, each once, in order. */
export function searchTerms(text: string): string[] {
  const terms = words(text)
    .map(searchTerm)
    .filter((t): t is string => t !== null);
  return [...new Set(terms)];
}
