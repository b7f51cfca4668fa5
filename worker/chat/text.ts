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
    "gonna wanna gotta pls plz lol til till people folks take takes taking find see good nice should shall might must " +
    // How sure or how formal the asker is ("his official job title", "realistically how much"), never what about.
    "official officially realistically usually typically generally approximately approx originally"
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
  // "As a sub can I turn down a job": a subcontractor, which the contractors page calls a contractor.
  sub: "contractor",
  subs: "contractor",
  subcontractor: "contractor",
  subcontractors: "contractor",
  enquiry: "inquiry",
  enquiries: "inquiries",
  // "Tier IV for hospitals": the site's healthcare.
  hospital: "healthcare",
  hospitals: "healthcare",
  // "Have ye put in": the Irish plural you.
  ye: "you",
  // "Do you sell my info": the privacy notice's word.
  info: "information",
  licence: "license",
  licences: "license",
  licenses: "license",
  organisation: "organization",
  // Abbreviations and slang of round eight's plain wordings (ADR 324).
  yr: "year",
  yrs: "year",
  sparky: "electrician",
  sparkies: "electrician",
  basket: "cart",
  clothing: "merchandise",
  clothes: "merchandise",
  apparel: "merchandise",
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

/** Our offices' towns and regions, as visitors name them. */
const OFFICE_PLACE = "dublin|castle rock|peachtree city|peachtree|georgia|colorado|atlanta|denver|irish|european|american";

/** The site's words for a match: a replacement string, or a function of the match, its groups, offset and whole text. */
type Rewrite = string | ((match: string, ...rest: (string | number)[]) => string);

/**
 * Everyday wordings of things the site names otherwise (ADR 324), rewritten into the site's words
 * before anything else reads the question (the site's own text goes through them too, so both sides
 * read alike): each is a way of asking, not a subject of its own.
 */
const PLAIN_WORDINGS: readonly (readonly [RegExp, Rewrite])[] = [
  // "Who set the company up in the first place": the phrase says nothing about the subject.
  [/\b(?:in the first place|to begin with)\b/g, " "],
  // "Your dublin place", "the castle rock building", "the georgia branch": one of our offices.
  [new RegExp(`\\b(${OFFICE_PLACE}) (?:place|building|branch|premises|location|base|outpost)\\b`, "g"), "$1 office"],
  // "The irish office", "the european team": the Dublin office is our Irish and European one (the page's own
  // "European Headquarters" reads the same way, and keeps its word).
  [/\b(irish|european|eu|europe) (office|team|branch|hq|headquarters|crew|staff)\b/g, "$1 dublin $2"],
  // "Who set this company up", "when did you set up the business": founded.
  [/\bset up (?=(?:this|the|your|that) (?:company|business|firm|outfit)\b|kilbride\b)/g, "founded "],
  [/\bset ((?:this|the|your|that) (?:company|business|firm|outfit)|kilbride) up\b/g, "founded $1"],
  // "What I type in this chat", "the details I put in the contact form": the chat's messages, the form's submissions.
  [
    /\b(?:what|everything|anything|the (?:stuff|things?|details|info|information|data|messages?|answers?))(?: that)? (?:i|we) (?:type|typed|write|wrote|say|said|send|sent|enter|entered|put|submit|submitted|give|gave|fill in|filled in)(?: in| into| on| through| via| to)? (?:the|this|your|a|my) ((?:[a-z]+ )?form|chat(?: ?bot| window| box)?)\b/g,
    (_, where) => (/chat/.test(String(where)) ? "chat messages" : `${where} submissions`),
  ],
  // "Can you post a hoodie to australia": the shop ships it (a post to the blog is never sent "to" a place with an item).
  [
    /\bpost(ed|ing)? (?=(?:(?:a|an|the|my|our|it|them|one|two|\d+|some) )?(?:[a-z-]+ ){0,2}?(?:hoodies?|tees?|shirts?|polos?|caps?|hats?|beanies?|jackets?|vests?|mugs?|sweaters?|tumblers?|totes?|orders?|items?|merch\w*|parcels?|packages?|it|them) (?:to|abroad|overseas|internationally|outside)\b)/g,
    (_, form) => `${{ ed: "shipped", ing: "shipping" }[String(form)] ?? "ship"} `,
  ],
  // "For sending you a hydrogen customer": referring one.
  [
    /\bsend(ing|s)? (?=(?:you|kilbride|your (?:team|way))(?: guys)? (?:(?:a|an|some|any|the) )?(?:[a-z-]+ ){0,2}?(?:customers?|clients?|business(?:es)?|leads?|contacts?)\b)/g,
    (_, form) => `${{ ing: "referring", s: "refers" }[String(form)] ?? "refer"} `,
  ],
  // "A mining client I send you", "customers we bring you": ones referred.
  [
    /\b(clients?|customers?|leads?|business(?:es)?) (?:i|we) (?:send|sent|bring|brought|introduce|introduced|pass|passed) (?:you|your way|to you|over)\b/g,
    "$1 i refer",
  ],
  // "A floor on how small", "a lower limit": a minimum.
  [/\b(?:an? |any )?(?:floor|lower limit|lower bound) (?:on|for|to)\b/g, "minimum"],
  [/\bhow small\b/g, "minimum size"],
  // "To put in one dc fast charger": to install it ("put it in the cart" keeps its verb).
  [
    /\b(?:put|putting|puts) in (?=(?:(?:a|an|one|two|three|four|some|\d+|new|more|the) )?(?:[a-z-]+ ){0,3}?(?:chargers?|panels?|arrays?|systems?|batter(?:y|ies)|solar|electrolyz\w*|stations?|ports?|inverters?)\b)/g,
    "install ",
  ],
  // "The most of one item I can put in the basket": the order limit per item.
  [/\b(?:the )?most (?:of )?(?:one|each|any one|a single|an?|any) (?:item|product|piece|thing)\b/g, "maximum per item"],
  // "What paperwork should I dig out", "pull together": prepare.
  [/\b(?:dig|digging|dug) out\b|\b(?:pull|pulling) together\b/g, "prepare"],
  // "What paperwork should I prepare": what to prepare (the thing prepared is what is asked).
  [
    /\b(paperwork|documents?|docs|documentation|info|information|files|records) (?=(?:should|do|must|would|will|shall) (?:i|we) (?:need to )?(?:prepare|bring|have ready|get ready)\b)/g,
    "",
  ],
  // "What does the money from the clothing sales go towards", "where do the proceeds of the shop go": what it funds.
  [
    /\b(?:the )?(?:money|proceeds|profits?|cash) (?:from|of|raised (?:by|from|through)) (.+?) go(?:es)?(?: to| towards?| into)?\b/g,
    "$1 fund",
  ],
  // "Do you work abroad", "ship overseas": outside the United States (the site's FAQ); only of our work or the
  // shop's parcels ("is my data stored abroad" is not a question about where we work).
  [
    /\b(?:abroad|overseas)\b/g,
    (said, ...rest) =>
      /\b(work\w*|operat\w*|build\w*|projects?|jobs?|install\w*|ship\w*|deliver\w*|post\w*)\b/.test(String(rest.at(-1)))
        ? "outside the united states"
        : said,
  ],
  // "Help us choose where to put a mining site", "pick a location for the plant": site selection (ADR 340).
  [
    /\b(?:choose|choosing|pick|picking|find|finding|decide|deciding|select|selecting)(?: on)? (?:where to (?:put|build|locate|place|site)|(?:a|the|our|my) (?:location|spot|place) for) (?:(?:a|an|the|our|my) )?((?:[a-z-]+ ){0,2}?)(?:site|plant|farm|facility|hall|array)s?\b/g,
    "$1site selection",
  ],
  // "Hospital or bank systems", "banking IT": financial systems ("Rockies Community Bank" stays a bank).
  [
    /\b(?:banks?|banking)(?= (?:or|and|&) (?:healthcare|hospitals?)\b)|(?<=\b(?:healthcare|hospitals?) (?:or|and|&) )(?:banks?|banking)\b/g,
    "financial",
  ],
  [/\b(?:banks?|banking) (systems?|it|servers?|data)\b/g, "financial $1"],
  // "Your three values", "our three offices": the count says how many there are, not what is asked about
  // (never beside figures: "our two rigs at 110 TH/s each" counts the machines of a calculation).
  [
    /\b(your|our) (?:two|three|four|five|six|seven|eight) (?=[a-z]+s\b)/g,
    (said, whose, ...rest) => (/\d/.test(String(rest.at(-1))) ? said : `${whose} `),
  ],
  // "Plan islanding from day one": from the start, as the articles say.
  [/\bfrom (?:day one|day 1|the (?:outset|get-go|beginning))\b/g, "from the start"],
  // "What reply time should I expect", "your response time": how soon we reply.
  [/\b(?:reply|response|turnaround|answer) (?:time|times|speed)\b/g, "how soon reply"],
  // "First hydrogen projects - when": a question word put after its subject asks the same as put before it.
  [
    /^(.{3,80}?)\s+[-–—:]\s*(when|where|who|what year)\s*\??\s*$/,
    (_, subject, asked) => `${asked === "when" ? "when were" : asked} ${subject}`,
  ],
  // "Do you check licences", "check my insurance": the contractors page verifies them.
  [
    /\b(check|checks|checking|checked) (?=(?:(?:the|your|my|our|their|a|an) )?(?:licen[cs]es?|insurance|credentials|certificates?|certifications?|qualifications|references)\b)/g,
    (_, form) => `${{ checks: "verifies", checking: "verifying", checked: "verified" }[String(form)] ?? "verify"} `,
  ],
  // "A hailstorm": the articles' hail and storm.
  [/\bhailstorms?\b/g, "hail storm"],
  // "EV charge points", "charging points": the articles' charging ports.
  [/\b(?:charge|charging) ?points?\b/g, "charging ports"],
  // "Why is there no cookie popup", "a cookie consent box": the privacy notice's cookie banner.
  [/\bcookie (?:pop[\s-]?ups?|consent (?:box|pop[\s-]?ups?|notices?|bars?)|notices?|bars?|warnings?)\b/g, "cookie banner"],
  // "The knot in your logo": our crest (the shop's "your logo alongside ours" is the customer's).
  [/\b(knot|knots|dragon|symbol|emblem|design)( (?:in|on|of)) (?:your|the|kilbride) logo\b/g, "$1$2 our crest"],
  // "LFP batteries": the site spells the chemistry out (ADR 340).
  [/\blfp\b/g, "lithium iron phosphate"],
  // "Hold on to", "hang on to", "hang onto": keep.
  [/\b(?:hold|holds|holding|hang|hangs|hanging) on ?to\b/g, "keep"],
  // "Does a referral stay credited to me", "attributed to me": an affiliate's referral is tracked.
  [
    /\b(?:stay|stays|remain|remains|be|is|are|get|gets)? ?(?:credited|attributed|linked|tied|assigned) to (?:me|you|us|my (?:account|name|code)|the affiliate)\b/g,
    (said, ...rest) => (/\b(referr\w*|refer|affiliates?|commissions?)\b/.test(String(rest.at(-1))) ? " tracked" : said),
  ],
];

/** Lower case, typographic apostrophes and "t-shirt" folded, possessives dropped. */
export function normalize(text: string): string {
  return (
    PLAIN_WORDINGS.reduce(
      (said, [pattern, site]) => (typeof site === "string" ? said.replace(pattern, site) : said.replace(pattern, site)),
      text.toLowerCase().replace(/[’‘]/g, "'"),
    )
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
      // "hq zip?", "the zip for the georgia office": a bare "zip" said of an office or an address is its
      // postal code too; any other "zip" (the quarter-zip, "a zip hoodie") is left to the shop.
      .replace(/(?<!quarter[\s-]?)\bzip\b(?![\s-]?(?:up|hoodie|jacket|pullover|top|fleece))/g, (said, ...rest) =>
        /\b(hq|headquarters|head office|offices?|address|branch|mailing|castle rock|dublin|peachtree|colorado|georgia)\b/.test(
          String(rest.at(-1)),
        )
          ? "postal code"
          : said,
      )
      // "Take the panels off the roof and put them back": the site's words, removing and reinstalling.
      .replace(/\b(take|takes|taking|took|pull|pulls|pulling) ((?:[a-z]+ ){0,3}?)(off|down)\b/g, "remove $2")
      .replace(/\b(put|puts|putting) ((?:[a-z]+ ){0,2}?)back( up| on)?\b/g, "reinstall $2")
      // "Zero incentives" is none; "a colo" is a colocation data center.
      .replace(/\bzero (?=[a-z])/g, "no ")
      .replace(/\bcolo\b/g, "colocation")
      .replace(/\b(look|looks|looking) after\b/g, "serve")
      // "Do I pay on the site": paying, buying or ordering on the website is doing it online.
      .replace(
        /\b(pay|paying|paid|buy|buying|order|ordering|purchase|purchasing|check ?out)\b(.{0,20}?)\s+(?:on|through|via) (?:the|your|this) (?:web)?site\b/g,
        "$1$2 online",
      )
      // "Do you handle permitting", "can your team provide generators": asking what we do, in other verbs.
      .replace(
        /\b(do|does|can|could|will|would) (you|you guys|y'all|kilbride|your (?:team|company|firm|crews?)) (?:handle|provide|offer|supply|take care of|deal with|undertake|manage)\b/g,
        "$1 $2 do",
      )
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
