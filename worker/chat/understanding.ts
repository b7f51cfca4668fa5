/**
 * Reading a message before answering it: splitting it into its questions, telling a follow-up
 * from a question that stands alone, and the domain gate that sends questions about things the
 * site does not cover (the weather, share prices, hotels, other companies, today's bitcoin price)
 * to the honest fallback instead of a nearby topic.
 */
import { serviceWithout } from "./subjects";
import { asksComingMove, unstatedSubject } from "./unstated-subjects";

export const QUESTION_START =
  /^(what|whats|what's|how|hows|where|wheres|when|who|whos|which|why|do|does|did|can|could|is|are|was|will|would|should|may|any|have|has|tell|give|send|show|list|need|i need|i'?d like|please|and|also|plus)\b/;

/** "Hi," or "Thanks." in front of a question adds nothing to answer. */
const FILLER = /^(hi|hello|hey|hiya|thanks|thank you|cheers|ok|okay|great|cool|oh|ah|btw|good (morning|afternoon|evening))\W*$/;

/**
 * A piece that asks something (rather than only giving context, like "I have a 200 kW roof."): a
 * question, or a bare subject with no figure and no word about the visitor ("eircode of the dublin
 * office, and how many people work there").
 */
const asks = (piece: string) =>
  /\?\s*$/.test(piece) ||
  QUESTION_START.test(piece.trim().toLowerCase()) ||
  // "2 dragon crest hoodies and a snapback, what's the total": a question after the comma ("hail article — how soon…": or a dash).
  /(?:[,:;]|\s[-—–]+|[—–])\s*(?:what|whats|what's|how|hows|where|wheres|when|who|whos|why)\b/i.test(piece) ||
  (!/\d/.test(piece) && !/\b(i|i'm|im|i've|we|we're|we've|our|my|me|us)\b/i.test(piece) && piece.trim().split(/\s+/).length >= 3);

/**
 * The questions in a message, in order. Sentences are split at ?, ! and full stops followed by a
 * space, and at ", and what/how/…" or "; also …"; a sentence that only gives context is kept in
 * front of the question it belongs to, unless `isRequest` says it asks for something itself (a calculation
 * with its figures); greetings and thanks next to a question are dropped.
 */
export function splitQuestions(message: string, isRequest: (piece: string) => boolean = () => false): string[] {
  const sentences = message
    // A sentence may end with a figure ("… a PUE of 1.4. what's your phone number?"), before a word.
    .split(/(?<=[?!])\s+|(?<=[a-z)\]])\.\s+|(?<=[\d%])\.\s+(?=[a-z])|\n+|;\s+/i)
    .flatMap((s) =>
      s.split(
        /,?\s+(?:and|&|\+|also|plus|oh and)\s+(?=(?:what|whats|what's|how|where|when|who|which|do|does|can|could|is|are|will|would|should|also)\b)/i,
      ),
    )
    // "… 15.5 cents? oh and do you keep monitoring": an interjection in front of a piece says nothing.
    .map((s) => s.trim().replace(/^(?:oh|ah|btw|by the way|one more thing|one last thing)\b[,:\s]+(?=\S)/i, ""))
    .filter(Boolean);
  const pieces = sentences.filter((s) => !FILLER.test(s.toLowerCase()));
  if (pieces.length <= 1) return pieces.length ? pieces : sentences.slice(0, 1);
  const questions: string[] = [];
  let context = "";
  for (const piece of pieces) {
    if (asks(piece) || isRequest(piece)) {
      questions.push(`${context}${piece}`);
      context = "";
    } else context += `${piece.replace(/[\w)\]]$/, "$&.")} `; // the split took its full stop: a context still ends there ("built 1987.")
  }
  if (context) {
    if (questions.length) questions[questions.length - 1] = `${questions.at(-1)} ${context.trim()}`;
    else questions.push(context.trim());
  }
  return questions.slice(0, 4);
}

/**
 * "What's your address and phone number" or "your hours, phone and email": the questions a list
 * joined by "and" stands for ("what's your address", "what's your phone number"), or null. Only
 * used when each is a topic of ours (the assistant checks).
 */
export function andAlternatives(piece: string): string[] | null {
  const match =
    /^(.*?\b(?:your|the|of|for|about|on|at|is|are)\s+)(.+?)\s+(?:and|&|plus)\s+((?:the |your |a |an )?\S+(?:\s+\S+){0,2}?)\W*$/i.exec(
      piece.trim(),
    );
  const [, prefix, left, right] = match ?? [];
  if (!prefix || !left || !right || QUESTION_START.test(right.toLowerCase())) return null;
  // "hours, phone and email": every item of the list is a question of its own.
  // "the commission for solar and for hydrogen": the preposition is the prefix's, said again.
  const said = /\b(for|of|about|on|in|at)\s+$/i.exec(prefix)?.[1]?.toLowerCase();
  // "How big is the rotterdam electrolyzer, and the wexford one": "one" is the first item's last word.
  const noun =
    left
      .replace(/[,\s]+$/, "")
      .split(/\s+/)
      .at(-1) ?? "";
  const items = [...left.split(/\s*,\s*/), right.replace(/\bones?(?=\W*$)/i, noun)]
    .map((item) => item.replace(/^(the|your|a|an)\s+/i, "").trim())
    .map((item) => (said && item.toLowerCase().startsWith(`${said} `) ? item.slice(said.length + 1) : item))
    // "the commission for solar and for hydrogen": the second item borrows the first's head ("commission for").
    .map((item, i, all) => {
      const preposition = /^(for|of|about|on|in|at)\s+/i.exec(item)?.[1]?.toLowerCase();
      const head = preposition && i > 0 ? new RegExp(`^(.*?\\b${preposition})\\s+`, "i").exec(all[0] ?? "")?.[1] : undefined;
      return head && preposition ? `${head} ${item.slice(preposition.length + 1)}` : item;
    })
    .filter(Boolean);
  if (items.length > 4 || items.slice(1).some((item) => item.split(/\s+/).length > 4)) return null;
  // "what are your hours, phone and email": "your" belongs to every item.
  const shared = `${prefix}${/^(the|your)\s+/i.exec(left)?.[0] ?? ""}`;
  return items.map((item, i) => (i === 0 ? `${prefix}${left.split(/\s*,\s*/)[0]}` : `${shared}${item}`));
}

/**
 * "Who do i email for partnerships and who for the affiliate thing": a piece that is only a question
 * word and a phrase ("who for the affiliate thing") asks the earlier piece's question of that
 * phrase ("who do i email for the affiliate thing"); "how long do you keep form submissions, and
 * chat conversations": a bare phrase after a question takes the question's head, as many words as
 * it has ("how long do you keep chat conversations"). Null when the piece asks on its own.
 */
export function withHeadOf(before: string, piece: string): string | null {
  const own = piece.trim().replace(/^(?:and|also|plus|&)\s+/i, "");
  const earlier = before.trim().replace(/[?.!\s]+$/, "");
  // "Who for the affiliate thing", "and for affiliates?": the earlier question up to the same preposition, then the phrase.
  // "And the one about the georgia battery project?" after "who wrote the article about data center cooling": the same, of the phrase.
  const [, preposition, rest] =
    /^(?:(?:who|what|which|where|how)\s+)?(?:the ones?\s+(?=about\b))?(for|on|of|in|at|to|with|about)\s+(.+)$/i.exec(own) ?? [];
  if (preposition && rest) {
    const at = earlier.toLowerCase().lastIndexOf(` ${preposition.toLowerCase()} `);
    return at > 0 ? `${earlier.slice(0, at)} ${preposition} ${rest}` : null;
  }
  const words = own.replace(/[?.!]+$/, "").split(/\s+/);
  const head = earlier.split(/\s+/);
  if (
    !QUESTION_START.test(earlier.toLowerCase()) ||
    QUESTION_START.test(own.toLowerCase()) ||
    /\b(i|i'm|we|our|my|me|us|you|your)\b/i.test(own) ||
    /\d/.test(own) ||
    words.length > 3 ||
    head.length - words.length < 2
  )
    return null;
  return `${head.slice(0, head.length - words.length).join(" ")} ${own}`;
}

/** Details visitors list after a head ("dublin office address, phone and hours"). */
const DETAIL =
  /^(address|addresses|phone|phone number|number|telephone|hours|opening hours|email|e-mail|email address|postal code|zip|website|fax|manager|location|directions|price|prices|cost|colours?|colors?|sizes?)$/;

/**
 * "Dublin office address, phone and hours please": a list whose later items are bare details
 * borrows the first item's head for each ("dublin office phone", "dublin office hours"), or null.
 */
export function headedList(piece: string): string[] | null {
  const items = piece
    .trim()
    .replace(/[?.!]+$/, "")
    .split(/\s*,\s*(?:and\s+|&\s+)?|\s+(?:and|&|\+|plus)\s+/i)
    .map((item) => item.replace(/\s+(please|pls|plz|thanks)$/i, "").trim());
  if (items.length < 2 || items.length > 4) return null;
  const [first, ...rest] = items as [string, ...string[]];
  const firstWords = first.split(/\s+/);
  const detail = firstWords.at(-1)?.toLowerCase() ?? "";
  if (firstWords.length < 2 || !DETAIL.test(detail) || !rest.every((item) => DETAIL.test(item.toLowerCase()))) return null;
  const head = firstWords.slice(0, -1).join(" ");
  return [first, ...rest.map((item) => `${head} ${item}`)];
}

// ── Follow-ups ───────────────────────────────────────────────────────────────────────────────

/** Words that only make sense after an earlier question ("and in Ireland?", "what about 500 kW?"). */
const ELLIPTIC =
  /^(and|also|plus|but|so|then|ok(ay)?,? (and|what|how)|what about|how about|what if|same|instead|at|with|for|in|only|just|and if|if)\b|^(it|that|this|those|they|them|there)\b|\b(it|that|this|those|them|one|same|instead)\W*$/;

/** True when a (normalised) message reads as a continuation of the previous one. */
export function isFollowUp(text: string): boolean {
  return ELLIPTIC.test(text.trim()) || refersBack(text);
}

/** "What colours does it come in?": a pronoun that points at the previous message's subject. */
export function refersBack(text: string): boolean {
  return /\b(it|its|they|them|those|these|that one|this one|which one|the same)\b/.test(text.trim());
}

/** A pronoun that stands for a thing named before ("its phone", "what does it cost", "how are they cooled"). */
const REFERENT_PRONOUN = /\b(its|it|they|them|their|theirs)\b/;

/** True when a (normalised) piece holds a pronoun that may stand for a thing named before (the caller checks it names none of its own). */
export const pointsBack = (text: string): boolean => REFERENT_PRONOUN.test(text);

/**
 * "And its phone?" after "where is your georgia office", "what does it cost" after "what colours does
 * the aran sweater come in": the pronoun replaced by the thing the earlier piece or turn named, so
 * the question stands alone ("and the georgia office phone?", "what does the aran heritage sweater
 * cost"). Only the first pronoun is replaced: once the thing is named, the rest reads as about it
 * ("is the mug dishwasher safe and does it come in blue"). The caller gates the weather's "it".
 */
export function withReferent(text: string, subject: string): string {
  return text.replace(REFERENT_PRONOUN, `the ${subject}`);
}

/**
 * The question a follow-up stands for: the earlier question(s) with the new one after them, so a
 * figure given now replaces the earlier one (slots: the last figure wins), and a service named now
 * replaces the earlier service ("what about hydrogen?").
 */
export function withContext(previous: readonly string[], text: string, namesService: boolean): string {
  const before = previous.map((p) => (namesService ? serviceWithout(p) : p)).join(" ");
  // "and 500?" after "what would 300 kW cost": the new figure replaces the old one, it is not a second calculation.
  const own = text.replace(/^\s*(and|also|plus|but|so|then|ok(ay)?,?|what about|how about)\b[\s,]*/i, "");
  return `${before} ${own}`.trim();
}

// ── The domain gate ──────────────────────────────────────────────────────────────────────────

/**
 * Subjects the site does not cover. A question about one of them gets the fallback even when some
 * of its words (a city, "price", "phone number") would match a document. "Code for" is
 * programming, never "the postal code for the dublin office".
 */
const OUTSIDE =
  /\b(capital gains|weather|forecast|temperature|rain(ing|fall)?|snow(ing)?|sunny|stocks|shares in|share price|stock price|ticker|nasdaq|nyse|dow jones|s&p|stock market|invest in (you|kilbride)|exchange rates?|currency|currencies|convert (euros?|dollars?|pounds?)|euros? (to|in) (dollars?|usd)|dollars? (to|in) euros?|hotels?|motels?|hostels?|airbnb|accommodation|restaurants?|pizza|pubs?|bars?|cafes?|coffee shop|flights?|airlines?|airport|train times|taxi|uber|movies?|recipes?|sports?|football|soccer|world cup|nfl|nba|poems?|jokes?|songs?|lyrics|lottery|horoscope|elections?|prime minister|capital of|translate|homework|what time is it|time (is it )?in|time differences?|time ?zones?|(next|upcoming|coming) (hail ?storms?|storms?|hurricanes?|tornado\w*|heat ?waves?|frost|snow\w*|rain\w*)|tourist|sightseeing|things to do|world records?|record holders?|population|people live|inhabitants|president|governor|mayor|senator|prime minister|celebrit\w*|market cap|stock tips?|ethereum|dogecoin|solana|altcoins?|nfts?|crypto to buy|buy (some )?crypto|pints?|beers?|wines?|whiske?y|zoo|museums?|cinema|concerts?|tickets?|car (repair|insurance)|fix my (car|phone|computer)|plumbers?|dentists?|doctors?|lawyers?|accountants?|cook|cooking|bake|baking|stew|jokes?|riddles?|stories|story about|brands?|best \w+ to buy|super bowl|all-ireland|olympics|premier league|election news|news today|height of|how tall|how far is|distance (from|to|between)|directions (to|from)|python|javascript|coding|(?<!postal )code for|script|essay|poetry|wifi|router|iphone|android|laptop|printer|password|calories|diet|recipe)\b/;

/** The visitor's own personal matters (taxes, rent, loans, pay), which no page of ours covers. */
const PERSONAL =
  /\bhow old is (?!(the |your )?(company|business|firm|kilbride)\b)|\bnet worth\b|\b(is|was) (he|she|declan|the founder) married\b|\b(his|her|declan|founder) (wife|husband|kids|children|salary|age|birthday)\b|\bhow much (does|do|did) (he|she|declan(?: kilbride)?|(the |your )?(founder|ceo|boss|staff|employees|electricians|engineers)) (earn|make|get paid|take home)\b|\b(salary|salaries|wages|pay|earnings|income) (of|for) (declan|the founder|the ceo|your (founder|ceo|staff|employees))\b|\b(tax (returns?|filing|refunds?|forms?|bracket)|file (my|our) (taxes|tax)|do my (taxes|tax)|income tax|my taxes|(my|a) mortgage|credit (score|report)|student loans?|personal loan|landlord|evict\w*|my rent|(pay|paying) rent|my (salary|wages|pension|payslip|paycheck)|minimum wage|passports?|visas?|immigration|divorce|my will\b)/;

/** A guess about what a market will do ("is bitcoin going up tomorrow", "will btc crash"). */
const PREDICTION =
  /\b(going (to go )?(up|down)|go (up|down)|rise|rising|fall|falling|crash\w*|moon\w*|pump|dump|predict\w*|prediction|outlook|tomorrow|next (week|month|year))\b/;

/** Asks for a figure as of now ("today", "right now", "rn", "this week", "latest"). */
const NOW = /\b(today|todays|now|rn|currently|current|at the moment|this (week|month|year)|live|latest|tonight|tomorrow|yesterday)\b/;
/** A market's own price (bitcoin, shares, fuel, the grid), which changes by the hour. */
const MARKET =
  /\b(bitcoin|btc|crypto|ethereum|eth|gold|silver|oil|gas|electricity|power|energy|fuel|petrol|diesel|shares?|stocks?|ercot|grid|network difficulty|difficulty|hash ?rate|hashprice)\b/;
const PRICE_WORD = /\b(price|prices|value|worth|trading|rate|rates|cost|at|how much|difficulty|hash ?rate|hashprice)\b/;

/** "What's the ERCOT price right now": a figure as of now, which no published page states. */
export const asksLiveFigure = (text: string): boolean => NOW.test(text) && PRICE_WORD.test(text);

/** Live market figures the site never states (a calculator's default bitcoin price is not today's). */
const LIVE_PRICE =
  /\b(bitcoin|btc|crypto|ethereum|eth|gold|oil|electricity|gas|power)\b.*\b(price|value|worth|trading|rate)\b.*\b(today|now|currently|right now|at the moment|this week|live|current(ly)?)\b|\b(today|now|current(ly)?|live|latest)\b.*\b(bitcoin|btc|crypto|ethereum)\b.*\b(price|value|worth|trading)\b|\b(bitcoin|btc) (price|value) (today|now)\b|\bhow much is (a |one )?(bitcoin|btc)( worth)?\W*$|\bwhat('?s| is) (a |one )?(bitcoin|btc) worth\b|\b(bitcoin|btc) (price|value)\W*$|\bprice of (a |one )?(bitcoin|btc)\W*$|\b(bitcoin|btc|ethereum|eth|crypto) (is |price is )?(trading|going for|selling for|sitting) at\W*$/;

/**
 * Another company's details: a phone, address or site "for"/"of" a name the site never mentions.
 * "How many hours a year does the site power down for the grid" counts hours, no one's opening hours.
 */
const SOMEONE_ELSE =
  /\b(?<!how many )(phone|number|address|e-?mail|website|hours|contact details?)\b.*?\b(?:for|of|at)\s+(?:the\s+|a\s+|an\s+)?([a-z][\w&-]*)/;

/** Words that name something of ours after "phone/address/hours … for/of". */
const OURS =
  /^(you|your|yours|us|our|kilbride|office|offices|hq|headquarters|team|teams|department|sales|support|general|inquiries|inquiry|enquiries|project|projects|merch|merchandise|shop|store|orders?|contractors?|subcontractors?|partners?|partnerships?|affiliates?|referrals?|founder|declan|ceo|boss|careers?|jobs?|press|media|billing|accounts?|claims?|insurance|solar|hydrogen|ev|charging|mining|bitcoin|data|center|pace|financing|quotes?|questions?|european|southeast|emergencies|emergency|service|services|customer|management|programs?|programmes?)$/;
/** Places of our offices and regions. */
const OUR_PLACES =
  /^(us|usa|america|american|irish|ireland|dublin|colorado|georgia|castle|rock|peachtree|city|denver|atlanta|europe|eu|uk|states)$/;
/** Words after "for/of" that name nothing by themselves. */
const PLACE_OR_FILLER =
  /^(the|a|an|in|at|on|of|for|to|and|or|please|pls|thanks|there|here|near|me|my|main|best|right|whole|company|business|location|locations|one|\d.*)$/;

/** A detail a company has: "first solar's headquarters", "sunrun's phone number". */
const OWNERS_DETAIL =
  /(?<![\w'])([a-z][\w&-]*(?:\s+[a-z][\w&-]*)?)'s\s+(?:main\s+|head\s+|corporate\s+)?(headquarters|hq|head office|offices?|phone|telephone|number|address|e-?mail|website|hours|ceo|founder|stock|shares?|share price)\b/;

/**
 * "The address of first solar's headquarters": a possessive in front of a company's detail names
 * its owner, read on the message as typed (normalising drops the "'s"). Another company unless
 * every word of the owner is one of ours or a place of ours ("the dublin office's phone").
 */
export function someoneElsesDetail(message: string): boolean {
  const owner = OWNERS_DETAIL.exec(message.toLowerCase().replace(/[’‘]/g, "'"))?.[1];
  if (!owner) return false;
  return owner
    .split(/\s+/)
    .filter((word) => !PLACE_OR_FILLER.test(word) && !/^(the|your|our|my|of|what|whats|where|is|are)$/.test(word))
    .some((word) => !OURS.test(word) && !OUR_PLACES.test(word));
}

/**
 * A home's own energy (ADR 330): the site builds for commercial, agricultural and industrial sites and
 * says nothing of houses, so solar, a battery, a charger or a grant for the visitor's home is not ours
 * ("ship a hoodie to my house" is still the shop's: no energy word).
 */
const RESIDENTIAL =
  /\b(residential|homeowners?|domestic|(my|our) (own )?(house|home|apartment|flat|condo|bungalow|cottage|garage|driveway)|home (solar|panels?|batter(y|ies)|chargers?|charging|systems?|installations?|owners?))\b/;
const HOME_ENERGY =
  /\b(solar|panels?|pv|batter(y|ies)|chargers?|charging|ev|grants?|rebates?|incentives?|tax credits?|roofs?|rooftop|install\w*|heat pumps?|inverters?|electricity|energy|power|kw|kwh|savings?|payback|work|projects?)\b/;

/**
 * Buying advice on someone else's products ("which asic miner should i buy"): the site sells no
 * hardware and recommends none (a project's vendor selection is part of our work, not advice to a
 * shopper). A price or a figure asked is a calculation, which stays ours.
 */
const HARDWARE =
  /\b(asics?|miners?|mining (rigs?|machines?|hardware)|rigs?|gpus?|antminers?|whatsminers?|panels?|modules?|inverters?|batter(y|ies)|chargers?|electrolyzers?|heat pumps?)\b/;
const SHOPPING =
  /\b(which|what|best|top)\b.*\b(should|shall) (i|we) (buy|purchase|order|get|choose|pick|go for)\b|\b(recommend|suggest)\b.*\b(buy|purchase|order)\b|\bworth buying\b/;

/**
 * A thing asked for that the site never states, whatever service word carries it (ADR 336): "what do
 * your solar installers get paid an hour" asks a worker's pay, not about solar; a product to buy or
 * use ("recommend a good cleaning product for solar panels"); the sky ("the next total solar
 * eclipse"); a utility's own credit rate for exported power ("the net metering credit rate in
 * colorado": the site only says such rules vary by utility). The commissions we pay, the miles of
 * range a charger adds per hour and "do you handle net metering" stay ours.
 */
const WORKERS =
  /\b(installers?|electricians?|staff|employees?|workers?|crews?|technicians?|engineers?|linemen|laborers?|labourers?|apprentices?|team members?)\b/;
const WORKERS_PAY =
  /\b(wages?|salar(y|ies)|pay ?(scale|rates?|grade)|hourly (rate|pay|wage)s?|(get|gets|are|is) paid|earn|earns|make|makes)\b.*?(\b(an|per|a|by the) (hour|year|week|month)\b|\bhourly\b|\b(annually|yearly)\b)|\b(wages?|salar(y|ies)|pay ?(scale|rates?|grade)|hourly (rate|pay|wage)s?)\b/;
const PRODUCT_ADVICE =
  /\b(recommend|suggest)\b.*\b(products?|cleaners?|detergents?|soaps?|sprays?|chemicals?|tools?|supplies)\b|\bcleaning (products?|solutions?|supplies|agents?|chemicals?|kits?|sprays?)\b|\b(best|good|decent)\s+(\w+\s+)?(cleaners?|detergents?|soaps?|sprays?|chemicals?)\b/;
const MERCH_WORDS =
  /\b(shop|merch|merchandise|store|catalogue|catalog|gifts?|hoodies?|tees?|t-shirts?|shirts?|mugs?|caps?|hats?|jackets?|sweaters?|beanies?|prints?)\b/;
const SKY =
  /\b(eclipses?|solstices?|equinox(es)?|sunspots?|solar flares?|solar storms?|sunrise|sunset|moon ?phases?|full moon|meteor showers?|northern lights|aurora)\b/;
const EXPORT_TARIFF =
  /\b(net[- ]?metering|feed[- ]?in( tariffs?)?|export(ed)? (power|electricity|energy|kwh)|sell(ing)? (power|electricity|energy) back|buy ?back)\b.*\b(rates?|tariffs?|prices?|how much|cents|per kwh|pays?|paid|credit (rate|value)|worth)\b|\b(rates?|tariffs?|prices?|how much|credit (rate|value))\b.*\b(net[- ]?metering|feed[- ]?in|exported)\b/;

/** Why a question is outside what the site covers, or null when the gate lets it through. */
export function outsideDomain(text: string, known: (word: string) => boolean): string | null {
  if (OUTSIDE.test(text) || PERSONAL.test(text)) return "subject";
  if (RESIDENTIAL.test(text) && HOME_ENERGY.test(text)) return "subject";
  // A tariff asked with a figure of the visitor's ("with net metering at 8 cents, what would 100 kW save") is a
  // calculation, which names the figure it cannot use.
  if ((WORKERS.test(text) && WORKERS_PAY.test(text)) || SKY.test(text) || (EXPORT_TARIFF.test(text) && !/\d/.test(text))) return "subject";
  if (PRODUCT_ADVICE.test(text) && !MERCH_WORDS.test(text)) return "subject";
  if (unstatedSubject(text)) return "subject";
  if (HARDWARE.test(text) && SHOPPING.test(text) && !/\d|\b(cost|price|how much|profit\w*|earn)\b/.test(text)) return "subject";
  if (LIVE_PRICE.test(text) || (NOW.test(text) && MARKET.test(text) && PRICE_WORD.test(text))) return "live";
  // "How much is 1 btc in dollars": a conversion at today's rate, whatever the wording.
  if (/\b(bitcoin|btc|crypto|ethereum|eth)\b/.test(text) && /\b(in|to|into) (dollars?|usd|euros?|eur|pounds?|gbp)\b/.test(text))
    return "live";
  // A market's future price; "with power prices rising, is solar worth it" is about our work.
  if (
    MARKET.test(text) &&
    (PREDICTION.test(text) || asksComingMove(text)) &&
    (PRICE_WORD.test(text) || /\b(going|go) (up|down)|crash\w*|moon\w*|pump|dump\b/.test(text)) &&
    !/\b(solar|panels?|payback|savings?|save|install\w*|build\w*|calculat\w*|kw|mw|th\/?s|kwh|cents?|profit\w*|miners?|asics?|electrolyz\w*|hydrogen|data center|pace)\b/.test(
      text,
    )
  )
    return "prediction";
  const match = SOMEONE_ELSE.exec(text);
  // "the opening hours of the dublin zoo": one word the site never uses makes it someone else's.
  const rest = match ? text.slice(match.index + match[0].length - (match[2]?.length ?? 0)).split(/[^a-z0-9&-]+/) : [];
  const unknown = (word: string) => word.length > 2 && !/\d/.test(word) && !known(word);
  if (rest.some(unknown)) return "someone-else";
  // "the phone number for home depot in castle rock": every word is one the site uses, but none names
  // something of ours (a team, an office, a programme, a service): it is still someone else's.
  // A place alone ("the number for dublin") is our office there; a name beside it must be ours.
  const named = rest.filter((word) => word.length > 2 && !PLACE_OR_FILLER.test(word) && !OUR_PLACES.test(word));
  if (match && named.length > 0 && !named.some((word) => OURS.test(word))) return "someone-else";
  // "siemens phone number", "home depot's address": a name the site never uses in front of the detail.
  const owner =
    /^(?:what(?:'s| is)?\s+)?(?:the\s+)?([a-z][\w&-]*(?:\s+[a-z][\w&-]*)?)\s+(?:phone|telephone|number|address|e-?mail|website|hours)\b/.exec(
      text,
    )?.[1];
  if (owner?.split(/\s+/).some(unknown)) return "someone-else";
  return null;
}
