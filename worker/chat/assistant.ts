/**
 * The embedded assistant. A question goes through a small, explicit intent layer first (small
 * talk; the cost of an energy project → its calculator with a worked example; the shop's prices,
 * lists, ordering and bulk orders; company history; where we work; our projects and articles),
 * then through the search over the company's knowledge. An answer needs enough confidence;
 * otherwise the assistant says it does not know and points to /contact and the phone.
 */
import { europeanCountries, usStates } from "#contract/enums.ts";
import { services, type Service, type ServiceId } from "#content/services.ts";
import { company, listAnd, offices, officeTowns, operatingRegions, shipping } from "#content/site.ts";
import type { Db } from "../db/client";
import type { CalculatorKey } from "#contract/calculators.ts";
import type { MerchItem } from "#contract/merch-catalogue.ts";
import { calculatorForTab } from "#contract/calculator-url-state.ts";
import {
  CANNOT_USE_FIGURES,
  ON_DEFAULTS,
  calculatorFigureCount,
  calculatorForUnits,
  financesAProject,
  hasCalculatorFigures,
  addsToCalculation,
  asksWhatWeDo,
  calculatorFacts,
  calculationSets,
  fieldsGiven,
  whichCalculator,
  workedExample,
  asksResultPart,
  ESTIMATES,
} from "./calculator-answer";
import { articleNamed, articleSays, articleSaysOf, authorOf, BLOG, PAGE_WORDS } from "./articles";
import { PERSON_PRONOUN, withPersonByRole, withPersonReferred } from "./people";
import { commissionAnswer } from "./commission-answer";
import { nextStepAnswer } from "./next-steps";
import { countedThing, countsIn, holdsKindAsked, type PassageHit, passageAnswer, passageTerms } from "./passages";
import { quantities, type Unit } from "./slots";
import { serviceIn, servicesIn, serviceWithout } from "./subjects";
import {
  companyAnswer,
  DONT_KNOW,
  timelineAnswer,
  type KnowledgeDoc,
  serviceAnswer,
  calculatorsAnswer,
  serviceContactLink,
  servicesAnswer,
  smallTalk,
  type Domain,
} from "./knowledge";
import { link } from "./link";
import { asksAhead, statesAhead } from "./plans-ahead";
import { topicHead } from "./topic-heads";
import {
  bulkAnswer,
  shippingAnswer,
  extremeItemAnswer,
  colourAnswer,
  coloursIn,
  itemsAnswer,
  itemsNamed,
  ITEMS_TOTAL,
  totalAnswer,
  isAboutMerch,
  itemAnswer,
  listAnswer,
  merchMention,
  merchOverview,
  orderingAnswer,
} from "./merch-answers";
import { regionsOf } from "./synonyms";
import { correctSpelling } from "./spelling";
import { explainsNouns, type Hit, knownWord, publishedPages, searchKnowledge, type Page, type PublishedPages } from "./search";
import { normalize, searchTerm, searchTerms, stem, words } from "./text";
import {
  asksLiveFigure,
  andAlternatives,
  headedList,
  isFollowUp,
  outsideDomain,
  pointsBack,
  refersBack,
  someoneElsesDetail,
  QUESTION_START,
  splitQuestions,
  withContext,
  withHeadOf,
  withReferent,
} from "./understanding";

/** What the answer was built from; the optional chat model gets the same material. */
export interface Retrieval {
  readonly answer: string;
  /** The answer and the other documents found, as notes for a model. */
  readonly notes: readonly string[];
}

/** A knowledge document must explain more than this share of the question (search.ts `coverage`)... */
const MIN_COVERAGE = 0.5;
/** ...with at least this search score. */
const MIN_SCORE = 3;
/** The most pages one answer lists. */
const MAX_PAGES = 6;

const answered = (answer: string, notes: readonly string[] = []): Retrieval => ({ answer, notes: [answer, ...notes] });

// ── Small talk ───────────────────────────────────────────────────────────────────────────────

const GREETING =
  /^(hi|hello|hey|hiya|howdy|yo|greetings|good (morning|afternoon|evening|day))\b[\s,!.]*(there|brigid|all|team|folks)?[\s,!.?]*$/;
const THANKS = /^(thanks|thank you|thx|ty|cheers|great|perfect|awesome|brilliant|cool|ok|okay|alright|got it)\b/;
const POLITE = new Set([
  "help",
  "helpful",
  "great",
  "lot",
  "again",
  "appreciate",
  "appreciated",
  "perfect",
  "brilliant",
  "awesome",
  "cool",
  "got",
  "mate",
]);
const BYE = /^(bye|goodbye|good bye|see you|see ya|that'?s all|cya)\b/;
const ABOUT_ASSISTANT =
  /\b(are you (a |an )?(bot|robot|ai|human|real|person|machine|chatgpt)|your name|who am i (talking|speaking|chatting) (to|with)|what (are|r) (you|u) called|what (do|should|can|shall) (i|we) call (you|u)|(do|have) you (have|got) a name)\b|\b(chat ?bot|chat assistant|virtual assistant|ai assistant|bot|assistant (on|of|for) (the|your|this) (site|website|page))\b[^?.!]{0,30}\b(called|named)\b|\bname of (the|your|this) (chat ?bot|chat assistant|virtual assistant|ai assistant|bot)\b/;

function smallTalkAnswer(text: string): string | null {
  if (GREETING.test(text)) return smallTalk.greeting;
  // "Thanks, that helps" is thanks; "ok, and the hoodie?" is a question.
  if (THANKS.test(text) && !text.includes("?") && searchTerms(text.replace(THANKS, "")).every((t) => POLITE.has(t)))
    return smallTalk.thanks;
  if (BYE.test(text)) return smallTalk.bye;
  if (ABOUT_ASSISTANT.test(text)) return smallTalk.assistant;
  return null;
}

// ── Questions the site cannot answer by nature (live market data) ───────────────────────────

const MARKET_DATA = /\b(bitcoin|btc|stock|share) (price|value)\b|\bprice of (a )?(bitcoin|btc)\b/;

// ── Energy cost ──────────────────────────────────────────────────────────────────────────────

const COST =
  /\b(costs?|price[sd]?|pricing|how much|quote|bill|loan|expensive|cheap|budget|capex|opex|levelized|lcoh|payback|pay back|roi|return on investment|profit(able|ability)?|afford|ballpark|estimate|total|payments?|tco|per kg|per kw|set (me|us) back)\b|\/kg|cost per/;
/** A sum of money asked for ("how much did he pay", "what did it cost them")... */
const ASKS_SUM =
  /\bhow much (?:money )?(?:did|does|do|was|is|were|would|will)\b.*\b(?:pay|paid|cost|costs|spend|spent|charge|charged|sell|sold|buy|bought)\b/;
/** ...and a text that states one. */
const STATES_SUM = /[$€£]\s?\d|\d\s?(?:dollars|euros?|pounds|%)|\bfree\b|\bno (?:cost|charge|fee)\b/i;
const NOT_A_PROJECT_COST = /\b(commission|affiliate|referr\w*|contractor|subcontractor|partner)\b/;

/** A piece that only names a calculation's result ("yearly payment?", "and the payback?", "monthly profit please"). */
const RESULT_ONLY =
  /^(?=.*\b(?:yearly|annual|monthly|daily|payments?|payback|savings?|profits?|costs?|capex|opex|tco|roi|return|revenue)\b)\W*(?:(?:and|also|plus|so)\s+)?(?:(?:what(?:'s| is| are| would be| will be)?|how much is|how long is)\s+)?(?:(?:the|my|our|its)\s+)?(?:(?:yearly|annual|monthly|daily|total|net|estimated|expected)\b\s*)*(?:payments?|payback(?: period)?|savings?|profits?|costs?|capex|opex|tco|roi|return|revenue|cost per kg|price per kg)?(?:\s+(?:per|a|an|each|every)\s+(?:day|month|year|yr|annum))?\s*(?:then|please|pls)?\W*$/;

/** Words that ask for an outcome of a calculation ("how much a year", "yearly take", "worth it", "daily btc")... */
const OUTCOME_WORDS =
  /\b(?:how much|cost\w*|price|pay\w*|worth|profit\w*|take|clear|make|earn\w*|net|saving\w*|revenue|btc|bitcoin|output|produc\w*|yield|interest|total|return|roi|break even|daily|monthly|yearly|annual\w*|opex|capex|tco|(?:a|per|each) (?:day|month|year|kg|kilo))\b/;
/** ...and words that name a subject of their own ("and your phone?", "where's the office"). */
const OWN_SUBJECT_WORDS =
  /\b(?:phone|email|e-mail|address|hours|office|offices|contact|call|founded|founder|who|where|merch\w*|shop|article|blog|project|projects|partner\w*|affiliate\w*|contractor\w*)\b/;

/**
 * "… 6% pace. how much a year?", "… 4.5c power. yearly take?": a short piece with no figures and no subject
 * of its own, after a calculation, asks for that calculation's outcome (never a page about years or days).
 */
function asksOutcomeOnly(part: string, before: { part: string; found: Found } | undefined): boolean {
  // "… 6 cents. daily btc?": the calculation's own service may be named again.
  const service = serviceIn(part);
  return (
    before?.found.answer.includes(" Results: ") === true &&
    (service === undefined || calculatorKeyOf(part) === calculatorKeyOf(normalize(before.part))) &&
    words(part).length <= 8 &&
    OUTCOME_WORDS.test(part) &&
    !OWN_SUBJECT_WORDS.test(part) &&
    !asksWhatWeDo(part) &&
    !merchMention(part).item
  );
}

/** Asks whether a calculation counts something ("is maintenance in that", "does that include the machines"). */
const INCLUDED = /\b(?:includ\w*|in that|in there|in it|counted|factored(?: in)?|accounted for|covered|part of (?:that|it))\b/;

/** Asking what a project would produce, earn or save is a calculation too. */
const OUTCOME = /\b(produce|production|output|generate|make|earn|revenue|profit|savings?|save|repay|payments?|interest|capacity|how big)\b/;

/** "What happens to a PACE loan if I sell the building": a question about how it works, not a calculation. */
const HOW_IT_WORKS =
  /^(what happens|what if i (sell|move|default)|can (it|the loan|the assessment) (transfer|move))\b|\bif (i|we) (sell|move out|default)\b/;

/** The calculator a question is about: its service's, or the one its figures' units pick; null for a service without one. */
function calculatorKeyOf(text: string) {
  const service = services.find((s) => s.id === serviceIn(text));
  // "$1.8M solar + storage on a $12M office, 15 yrs at 6.75%: annual payment?": financing the project, whatever it is.
  if (service && financesAProject(text)) return "pace";
  return service?.calculatorTab ? calculatorForTab[service.calculatorTab] : service ? null : calculatorForUnits(text);
}

/** A search term that is a figure or its unit ("300", "kw"), which says nothing of the subject. */
const FIGURE_TERM = /\d|^(?:kw|mw|gw|kwh|mwh|kg|kgs|ths|phs|watts?|megawatt?s?|kilowatt?s?|tonnes?|tons?)$/;

/** A place at the end of a message ("in reykjanes", "near tromso"): where the project is, not what it is. */
const PLACE_TAIL =
  /\b(?:in|at|near|around|outside(?: of)?|based in|located in)\s+(?:the\s+)?[a-z][a-z'-]*(?:\s+[a-z][a-z'-]*)?\s*[?.!]*\s*$/;

/** "What's a tenth of a point of PUE worth on 5 MW", "every 0.1 of PUE": the worth of a step of PUE, which the data center article states. */
const PUE_STEP = /\b(?:(?:a|each|every|one|per)\s+)?(?:tenth|0?\.1)(?:\s+of\s+(?:a\s+)?point)?\s+(?:of|in)\s+pue\b/;

function energyCostAnswer(text: string): string | null {
  if (NOT_A_PROJECT_COST.test(text) || PUE_STEP.test(text)) return null;
  if (HOW_IT_WORKS.test(text) && quantities(text).length === 0) return null;
  const service = services.find((s) => s.id === serviceIn(text));
  const key = calculatorKeyOf(text);
  // Figures the calculator takes ("a 5 MW electrolyzer with 2,000 kg storage") make it a calculation.
  const figures = key !== null && hasCalculatorFigures(key, text);
  // "How much of the cost does PACE cover" asks how it works; "how much of an $800k upgrade … on a
  // property worth 3 million" asks for the calculation.
  if (/\bhow much of\b/.test(text) && !figures) return null;
  // Two or more figures the calculator takes ("60kw array, $1.90 per watt, 11c power") are a calculation however asked.
  const asked = service || OUTCOME.test(text) || /\?|\bwhat|\bhow\b/.test(text) || (key !== null && calculatorFigureCount(key, text) >= 2);
  if (!COST.test(text) && !(figures && asked)) return null;
  if (key) {
    // "100 kW at $2/W and 200 kW at $1.90/W": two calculations, one for each set of figures.
    const sets = calculationSets(key, text);
    if (sets.length >= 2) return sets.map((set) => workedExample(key, set)).join("\n\n");
    return workedExample(key, text);
  }
  // "What would 300 kW cost": figures several calculators take, and nothing to tell which; a question back.
  // "What does a 3 MW wind turbine cost" names a thing the site never mentions: not one of ours to ask about.
  // "What would 2 MW cost in reykjanes": a place we do not know does not change which calculator takes the figures.
  const subject = text.replace(PLACE_TAIL, " ");
  if (!service) return searchTerms(subject).some((term) => !FIGURE_TERM.test(term) && !knownWord(term)) ? null : whichCalculator(text);
  return noCalculatorFor(service);
}

const noCalculatorFor = (service: Service) =>
  `We have no calculator for ${service.title}: ${service.summary} The price depends on the site, so we quote each project: ${serviceContactLink(service)}.`;

/** "The solar calculator", "your pace calc", "a calculator for ev charging", "my calculation": a calculator named as a thing. */
const CALCULATOR_WORD =
  /\b(?:calculators?|calc|estimators?|calculations?|(?:roi|cost|payback|savings|estimat\w*) tools?)\b|\bwork (?:it |this |that |\w+ \w+ )?out\b.*\b(?:on|with) (?:your|the) (?:site|website|page)\b/;

/**
 * "What does the solar calculator assume", "max system size the solar calculator allows", "is there a
 * calculator for ev charging": a question about one calculator, with no figures of the visitor's, gets
 * that calculator (its inputs, defaults, bounds, what its defaults give and leave out), or the honest "we
 * have no calculator for" a service without one; with no service named, the calculators together.
 */
function calculatorAbout(text: string): string | null {
  if (!CALCULATOR_WORD.test(text) || quantities(text).length > 0) return null;
  // "A data center calculator and a bitcoin one": several calculators asked about are the search's to list.
  if (servicesIn(text).length > 1) return null;
  const service = services.find((s) => s.id === serviceIn(text));
  // "Where do the calculator numbers come from", "can I share my calculation": the calculators together.
  if (!service) return calculatorsAnswer;
  return service.calculatorTab ? calculatorFacts(calculatorForTab[service.calculatorTab]) : noCalculatorFor(service);
}

// ── The shop ─────────────────────────────────────────────────────────────────────────────────

const BULK =
  /\b(bulk|wholesale|discounts?|price breaks?|volume pricing|corporate|co-?branded|branded|branding|embroider\w*|personali[sz]ed|custom (orders?|merch\w*|gear|apparel|print\w*)|our logo|company logo|logo on|uniforms?|(client|corporate|team|staff) gifts?|gifts for|more than \d+|in quantity|for (our|the|my) (whole )?(team|teams|staff|crew|crews|employees|workers))\b/;
const POLICY =
  /\b(returns?|refunds?|exchange|my order|(request|place|make) an order|payment taken|take payment|when do i pay|how do i pay|credit card|debit card|paypal|apple pay|checkout|check out|track (my )?order|cancel (my )?order|pay (by|with|online)|payment methods?|(take|accept|takes|accepts) (credit |debit )?(cards?|payments?)|card payments?|payments? online|online payments?|(order|purchase) limits?|limit (on|to) (how many|orders?|the number)|max(imum)? (number|quantity|order|per (item|order))|how many (can|could|may) (i|we) (order|buy|get)|place an order|how do i (buy|order|purchase)|can i (buy|order)|doesn'?t fit|dont fit|doesnt fit)\b/;
const LIST =
  /\b(how many|list|which|what|whats|do you (sell|have|carry|stock|make|do)|any|anything|show me|range|selection|tell me about)\b/;
/** "The logo on the …", "the design on that …": the mark an item carries, asked of an item the shop sells. */
const ITS_MARK = /\bthe (?:logo|emblem|mark|design|graphic|print|symbol) (?:on|of) (?:the|that|this|your)\b/;
/** Six or more of something, the item word up to two words after the count ("50 branded polos"). */
const BIG_QUANTITY =
  /\b([6-9]|[1-9]\d+)\s+(?:[a-z-]+\s+){0,2}?(of|hats?|caps?|shirts?|tees?|hoodies?|jackets?|vests?|beanies?|polos?|mugs?|sweaters?|tumblers?|totes?|items?|pieces?|units?)\b/;

/** Units the shop sells nothing in: a message with such a figure is about a project ("hashrate of 3,538 TH/s" is no Hashrate print). */
const PROJECT_UNITS: readonly Unit[] = ["kW", "MW", "$/W", "$/kWh", "kg", "TH/s", "difficulty", "tier", "pue", "kWh"];

function merchAnswer(text: string): string | null {
  if (quantities(text).some((q) => PROJECT_UNITS.includes(q.unit))) return null;
  const mention = merchMention(text);
  const aboutMerch = isAboutMerch(text, mention);
  // "3 dragon crest hoodies with shipping": the visitor's quantity is used too.
  const countIn = (part: string) =>
    quantities(part).find((q) => q.unit === "none" && Number.isInteger(q.value) && q.value >= 2 && q.value <= 99)?.value ?? 1;
  // "A dozen legacy mugs": a count over the order limit written in words is a bulk order too.
  // "2 embroidered crest patch sets": a word of the item's own name ("embroidered") asks for no custom order.
  const nameWords = mention.item?.name.toLowerCase().split(/\s+/) ?? [];
  const unnamed = text.replace(/[a-z]+/g, (word) => (nameWords.includes(word) ? " " : word));
  // "What's the logo on the block height beanie": the mark an item already carries is its description, not a custom order (ADR 340).
  const itsMark = mention.item !== undefined && ITS_MARK.test(text);
  if (aboutMerch && ((BULK.test(unnamed) && !itsMark) || BIG_QUANTITY.test(text) || (mention.item && countIn(text) >= 6)))
    return bulkAnswer;
  // "Which email for merch orders": how to reach the shop, not its catalogue.
  if (
    aboutMerch &&
    !mention.item &&
    /\b(e-?mail|contact|phone|call|reach|who do i|who (handles|deals with|serves|takes care of|answers))\b/.test(text)
  )
    return orderingAnswer;
  if (POLICY.test(text) && (aboutMerch || !serviceIn(text))) return orderingAnswer;
  // Only merchandise is shipped ("delivery" may be a project's).
  // "How many days for delivery in the states": a delivery time with no service named is the shop's.
  const deliveryTime =
    /\bdeliver(y|ed)?\b/.test(text) && /\b(how (long|many days|soon|fast|quick\w*)|days|weeks?)\b/.test(text) && !serviceIn(text);
  if (/\b(ship|ships|shipping|shipped|postage)\b/.test(text) || (aboutMerch && /\bdeliver(y|ed)?\b/.test(text)) || deliveryTime) {
    // "How long does shipping take to ireland": the time abroad depends on customs (the shop's FAQ).
    const abroad =
      /\b(international\w*|abroad|overseas)\b/.test(text) ||
      placesIn(text, []).some((place) => place !== "United States" && !(usStates as readonly string[]).includes(place));
    const shipped = abroad ? `${shippingAnswer} ${shipping.international}` : shippingAnswer;
    return mention.item && countIn(text) > 1 ? `${totalAnswer(mention.item, countIn(text))}\n\n${shipped}` : shipped;
  }
  const extreme = extremeItemAnswer(text);
  if (extreme) return extreme;
  // "Anything in navy?": the items in that colour (an item named gets its own answer with its colours).
  const colours = coloursIn(text);
  if (
    colours.length &&
    !mention.item &&
    !serviceIn(text) &&
    (aboutMerch || /\b(anything|something|have|sell|come in|available)\b/.test(text))
  )
    return colourAnswer(colours, mention.kind);
  if (!aboutMerch) return null;
  // "3 dragon crest hoodies": a count with no unit in front of the item is a quantity.
  const several = itemsNamed(text, countIn);
  if (several.length >= 2) return itemsAnswer(several);
  if (mention.item) {
    const count = countIn(text);
    if (count > 1) return totalAnswer(mention.item, count);
    // "Is the aran sweater hand knitted in ireland": a yes-or-no about the item that its page does not state is not
    // answered with its description.
    return asksUnstated(text, mention.item) ? DONT_KNOW : itemAnswer(mention.item);
  }
  if (mention.kind && COST.test(text)) return listAnswer({ kind: mention.kind }, countIn(text));
  // "What sizes do your shirts come in" is about sizes, not a list of shirts.
  if (/\b(sizes?|sizing)\b/.test(text)) return null;
  if (LIST.test(text))
    return (
      listAnswer(mention) ?? (/\b(collections?|products?|items?|merch|merchandise|shop|store|sell)\b/.test(text) ? merchOverview() : null)
    );
  return null;
}

/** Where or how an item is made ("hand knitted", "made in ireland"), which no item's page states. */
const ASKS_MAKING =
  /\b(?:hand[\s-]?(?:knit\w*|made|sewn|stitched|woven)|(?:made|manufactured|produced|knitted|sewn) in\b|where (?:is|are) (?:it|they|the [a-z]+(?: [a-z]+){0,2}) (?:made|manufactured|produced))/;

/** "Is the aran sweater hand knitted in ireland": how or where the item is made, when its description does not say. */
const asksUnstated = (text: string, item: MerchItem): boolean =>
  ASKS_MAKING.test(text) && !/\b(?:hand|made in|manufactured|produced)\b/i.test(item.description);

// ── Company history ──────────────────────────────────────────────────────────────────────────

const HISTORY =
  /\bwhat (happened|did (you|kilbride|the company) do) in (19|20)\d\d\b|\b(how long (have|has) (you|kilbride|the company)|in business|been around|how old|since when|what year|when (was|were|did|do)\b.*\b(found|start|begin|began|open|launch|establish|get into|got into|move into|first|introduc)\w*|at the (start|beginning)|in the beginning|what (were|was|did) (you|u|kilbride|the company)( guys| all| folks)? (do|doing|make|making|build|building|work on|working on)\b.*\b(before|originally|at first|early days)\b)/;

/** "We've been in business 35 years": the visitor's own history, said as context, asks nothing about ours. */
const VISITORS_HISTORY = /\b(?:we|i|our (?:company|business|firm|family|farm))(?:'ve|'d| have| has| had)? been\b[^.?!;,]*/g;

/** "What does the company actually do": the services, not a single one. */
const WHAT_WE_DO =
  /^what (exactly |actually )?(does|do) (the company|kilbride|you( guys| all| people| folks)?|your company|your business|your firm) (actually |really |even |exactly |basically )?do\b|^what (kind of|sort of) (work|business|company)\b|^what (is|are) (you|your business|the company) about\W*$|\bdo (you|you guys|kilbride) (only|just) (do|offer|build|work on|install)\b/;

const ABOUT_COMPANY =
  /^(who (are|r) (you|u)( guys| all| people| folks)?|what is kilbride( industries)?|tell me about (the company|kilbride|yourselves|your company|you)|what('?s| is) (kilbride|the company|your company|your business)( all| really)? about)\W*$/;

// ── Where we work ────────────────────────────────────────────────────────────────────────────

const PLACE_ALIASES: Readonly<Record<string, string>> = {
  uk: "United Kingdom",
  britain: "United Kingdom",
  england: "United Kingdom",
  scotland: "United Kingdom",
  wales: "United Kingdom",
  europe: "Europe",
  eu: "Europe",
  usa: "United States",
  "the us": "United States",
  "in us": "United States",
  america: "United States",
  // Cities visitors name for the regions our offices serve.
  atlanta: "Georgia",
  denver: "Colorado",
  irish: "Ireland",
  // Capitals and big cities of the countries the Dublin office serves.
  london: "United Kingdom",
  manchester: "United Kingdom",
  edinburgh: "United Kingdom",
  glasgow: "United Kingdom",
  berlin: "Germany",
  munich: "Germany",
  hamburg: "Germany",
  frankfurt: "Germany",
  paris: "France",
  lyon: "France",
  madrid: "Spain",
  barcelona: "Spain",
};
const WORK_THERE =
  /\b(work|works|worked|working|operate|operating|serve|serving|cover|covering|office|offices|build|built|install\w*|projects?|active|based|done|do you|are you|have you|near|outside)\b/;
const WHERE =
  /\b(where|which (states|countries)|what (states|countries|regions)|countries|states|based|(areas?|regions?|what) (do )?you cover|operate|located)\b/;

/** Places a question names: US states, European countries, aliases and the towns of projects and offices. */
function placesIn(text: string, pages: readonly Page[]): string[] {
  const known = [...usStates, ...europeanCountries, ...officeTowns, ...pages.flatMap((p) => p.location.split(",").map((s) => s.trim()))];
  const found = new Set<string>();
  // Project locations are typed by editors: escaped, so "St. Paul" or a bracket matches as text.
  const named = (place: string) => new RegExp(`\\b${place.toLowerCase().replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}\\b`).test(text);
  for (const place of known) if (place && named(place)) found.add(place);
  for (const [alias, place] of Object.entries(PLACE_ALIASES)) if (new RegExp(`\\b${alias}\\b`).test(text)) found.add(place);
  // Any other town by the state or country it lies in ("an office near houston": Texas), from WordNet (synonyms.ts).
  const words = text.split(/[^a-z]+/).filter((w) => ![...found].some((p) => p.toLowerCase().split(/\s+/).includes(w)));
  for (const word of words)
    for (const region of regionsOf(word)) {
      const place = known.find((p) => p.toLowerCase() === region);
      if (place) found.add(place);
    }
  return [...found];
}

/** The office that serves a place: Dublin for Europe, Peachtree City for the southeast, Castle Rock for the rest of the US. */
function officeServing(place: string): (typeof offices)[number] | undefined {
  const european = place === "Europe" || place === "Ireland" || (europeanCountries as readonly string[]).includes(place);
  const southeast = ["Georgia", "Florida", "Alabama", "South Carolina", "North Carolina", "Tennessee"].includes(place);
  const id = european
    ? "dublin"
    : southeast
      ? "peachtree"
      : (usStates as readonly string[]).includes(place) || place === "United States"
        ? "castle-rock"
        : null;
  return offices.find((o) => o.id === id);
}

const countryOf = (page: Page): string => page.location.split(",").at(-1)?.trim() ?? "";
const inUs = (page: Page): boolean => (usStates as readonly string[]).includes(countryOf(page));

/** A project is "in" a named place; outside the United States our projects are European. */
const inPlace = (page: Page, place: string): boolean =>
  place === "Europe" ? !inUs(page) : place === "United States" ? inUs(page) : page.location.includes(place);

const pageLines = (pages: readonly Page[]) => pages.map((p) => `- ${link(p.title, p.path)} (${p.detail})`).join("\n");

function whereAnswer(text: string, projectsFound: readonly Page[]): string {
  const places = placesIn(text, projectsFound);
  const served = [
    ...operatingRegions.usa.states,
    ...operatingRegions.ireland.countries,
    "Colorado",
    "Georgia",
    "Ireland",
    "Europe",
    "United States",
  ];
  const lines: string[] = [];
  // "Where's the Dublin office": that office's address and phone first.
  const officesNamed = offices.filter((o) => places.some((p) => o.name.includes(p)) && /\b(office|offices|hq|headquarters)\b/.test(text));
  for (const o of officesNamed) lines.push(`Our ${o.name} office (${o.role}): ${o.street}, ${o.city} ${o.postalCode}, ${o.phone}.`);
  const yes = places.filter((p) => served.includes(p) || projectsFound.some((page) => inPlace(page, p)));
  if (yes.length) lines.push(`Yes, we work in ${listAnd(yes)}.`);
  // "Do you do PACE financing in Georgia": what the service is, beside where we work.
  const service = services.find((s) => s.id === serviceIn(text));
  if (service && yes.length) lines.push(`${service.title}: ${service.summary}`);
  // "Closest office to London": the office that serves the place named.
  const nearest = /\b(closest|nearest|near|nearby|close to|local)\b/.test(text) ? places.map(officeServing).find(Boolean) : undefined;
  if (nearest && !officesNamed.includes(nearest))
    lines.push(
      `The office nearest to ${listAnd(places)} is ${nearest.name} (${nearest.role}): ${nearest.street}, ${nearest.city} ${nearest.postalCode}, ${nearest.phone}.`,
    );
  lines.push(
    `Offices: ${listAnd(offices.map((o) => `${o.name} (${o.role})`))}. ${operatingRegions.usa.summary} ` +
      `Our ${offices.find((o) => o.id === "dublin")?.name.split(",")[0] ?? ""} office serves ${listAnd(operatingRegions.ireland.countries)}.`,
  );
  const local = places.length ? projectsFound.filter((page) => places.some((p) => inPlace(page, p))).slice(0, MAX_PAGES) : [];
  if (local.length) lines.push(`Our projects there:\n${pageLines(local)}`);
  else {
    const countries = new Set(projectsFound.map((p) => (inUs(p) ? "the United States" : countryOf(p))));
    lines.push(`Our projects so far are in ${listAnd([...countries])}.`);
  }
  lines.push(`See ${link("where we work", "/about#locations")} and ${link("all our projects", "/projects")}.`);
  return lines.join(" ");
}

/** Asks where an office is: its address, street, postal code or suite. */
const OFFICE_DETAIL = /\b(address|addresses|street|postal code|suite|directions)\b/;

/** One office on its own: what it does, where it is and its phone line. */
const officeLine = (office: (typeof offices)[number]) =>
  `Our ${office.name} office (${office.role}): ${office.street}, ${office.city} ${office.postalCode}, phone ${office.phone}. See ${link("our locations", "/about#locations")}.`;

/**
 * "Street address for the georgia branch", "which suite is the castle rock office in": the one office
 * named, on its own (the list of every office answers a question about all of them).
 */
function officeDetail(text: string): string | null {
  const office = OFFICE_DETAIL.test(text) ? officeNamed(text) : undefined;
  return office ? officeLine(office) : null;
}

// ── Projects and articles ────────────────────────────────────────────────────────────────────

const PROJECTS =
  /\b(projects|portfolio|case stud(y|ies)|examples? of|track record|have you (built|done|delivered|completed)|what have you built|you'?ve (built|done|delivered|completed)|(largest|biggest|smallest|newest|latest|oldest|first) (\w+ ){0,2}?(project|site|facility|plant|installation|array|job|build)s? (you|we)\b|references|past work|(your|our) (work|jobs|installations|builds)|(sites|facilities|plants|installations|arrays|jobs) (you|outside|in|of))\b/;
/** "The email for your projects team" asks how to reach a team, not for our projects. */
const asksForProjects = (text: string) => PROJECTS.test(text) && !/\b(e-?mail|phone|address)\b/.test(text);

const projectCategories: Partial<Record<ServiceId, string>> = Object.fromEntries(services.map((s) => [s.id, s.projectCategory]));

/** Title words visitors use for a kind of work rather than for one project ("green hydrogen"). */
const TITLE_FILLER = new Set(["green", "solar", "hydrogen", "charging", "mining", "recovery", "project", "site"]);

/** Words that make a name of a place with the word before them ("Douglas County", "Peachtree City"). */
const PLACE_WORD = /^(?:county|city|park|port|valley|bay|spring|lake|island|harbour|harbor)$/;

/**
 * The project a question names ("the castle rock hub", "the pecos mining facility"): at least two
 * words of its title, one of them in no other project's title and not a word for a kind of work,
 * and no other project as near. With only two words, the distinctive one must be a name the
 * company's own knowledge never uses ("pecos", not "facility" as in "mining facilities"); one such
 * word alone names it before a word for a piece of work ("the fairgrounds array").
 */
function namedProject(text: string, pages: readonly Page[]): Page | null {
  const asked = new Set(searchTerms(text));
  const titles = pages.map((page) => searchTerms(page.title));
  const scored = pages
    .map((page, i) => {
      const matched = (titles[i] ?? []).filter((t) => asked.has(t));
      const unique = (t: string) => !TITLE_FILLER.has(t) && titles.every((other, j) => j === i || !other.includes(t));
      // "The coweta county plant" is not the Douglas County one: another name said before a title's place word.
      const otherName = (t: string) => {
        if (!PLACE_WORD.test(t)) return false;
        const before = new RegExp(`\\b([a-z]+) ${t}\\w{0,2}\\b`).exec(text)?.[1];
        return before !== undefined && searchTerm(before) !== null && !titles[i]?.includes(stem(before)) && !knownWord(before);
      };
      const distinctive = matched.filter((t) => unique(t) && !otherName(t));
      // A name the company's knowledge never uses ("pecos", "agrivoltaic"), or the project's town with a word of its own.
      const town = new Set(searchTerms(page.location));
      const specific =
        distinctive.some((t) => !knownWord(t)) ||
        (matched.length >= 3 && distinctive.length > 0) ||
        (distinctive.some((t) => town.has(t)) && distinctive.some((t) => !town.has(t))) ||
        // "The norway mining containers": the place it is in, said beside a word of its title no other title has (ADR 341).
        (distinctive.some((t) => !town.has(t)) && [...town].some((t) => asked.has(t)));
      // "The fairgrounds array": one word of the title no other title has and our knowledge never uses, before a word for a piece of work.
      const [only] = distinctive;
      const oneWord =
        matched.length === 1 &&
        only !== undefined &&
        specific &&
        new RegExp(`\\b${only}\\w{0,2}\\s+(?:array|project|job|site|plant|facility|farm|pilot|station|hub|depot|installation)\\b`).test(
          text,
        );
      return { page, score: matched.length, specific: specific && (matched.length >= 2 || oneWord) };
    })
    .filter((s) => s.specific)
    .sort((a, b) => b.score - a.score);
  const [best, second] = scored;
  return best && (!second || best.score > second.score) ? best.page : null;
}

/** A word for one piece of work ("the limerick job", "the client for the rotterdam project"). */
const ONE_PROJECT = /\b(project|job|site|plant|facility|array|farm|pilot|station|hub|depot|installation|install|build|client|customer)\b/;

/** The project at the town a question names, when only one project is there and the question is about one piece of work. */
function projectAtTown(text: string, pages: readonly Page[]): Page | null {
  if (PROJECTS.test(text)) return null;
  const towns = placesIn(text, pages).filter((place) => !(officeTowns as readonly string[]).includes(place));
  const at = pages.filter((page) => towns.some((town) => page.location.split(",")[0]?.trim() === town));
  const [page] = at;
  // "The pueblo solar", "the wexford electrolyser": the service of the project there names it as well as "project" does.
  const service = serviceIn(text);
  const oneOfOurs = ONE_PROJECT.test(text) || (service !== undefined && projectCategories[service] === page?.category);
  return at.length === 1 && oneOfOurs ? (page ?? null) : null;
}

/** Money words: what a project cost is not on its page. */
const MONEY = /\b(cost|costs|costed|price|priced|budget|spend|spent|invest\w*|capex)\b/;

/**
 * A question about one of our projects: its page's details, or the honest fallback when it asks what
 * the project cost and the page states no sum ("how much did the pueblo array cost to build").
 */
function projectAnswer(text: string, page: Page, published: PublishedPages): Retrieval | null {
  const detail = projectDetail(page);
  if (MONEY.test(text) && !/[$€£]\d/.test(page.summary)) return null;
  if (holdsKindAsked(text, detail, true)) return answered(detail);
  // "How long did the colorado springs settlement take to pay out": a page that holds no fact of the kind asked
  // gives way to the published sentence that does (its article's "paid within seven months"), or the decline (ADR 335).
  const passage = passageFor(text, published, ["energy", "company"]);
  return passage ? answered(passageAnswer(passage)) : null;
}

function projectDetail(page: Page): string {
  return `${link(page.title, page.path)} (${page.detail}): ${page.summary} See ${link("all our projects", "/projects")}.`;
}

/** The year a question names as a test of a project's year ("in 2024", "since 2022", "before 2020"), or null. */
function yearTest(text: string): ((year: number) => boolean) | null {
  const [, word, digits] = /\b(?:(since|after|before)\s+)?((?:19|20)\d\d)\b/.exec(text) ?? [];
  if (!digits) return null;
  const named = Number(digits);
  return word === "since"
    ? (y) => y >= named
    : word === "after"
      ? (y) => y > named
      : word === "before"
        ? (y) => y < named
        : (y) => y === named;
}

/** The largest power a project's page states, in kW ("30 MW facility load", "650 kW DC capacity"), or 0. */
function powerOf(page: Page): number {
  const figures = [...page.summary.matchAll(/(\d[\d,]*(?:\.\d+)?)\s*(MW|kW)p?\b/g)];
  return Math.max(0, ...figures.map(([, value = "0", unit]) => Number(value.replace(/,/g, "")) * (unit === "MW" ? 1000 : 1)));
}

function projectsAnswer(published: PublishedPages, text: string): string {
  const all = published.all("project");
  const places = placesIn(text, all);
  const service = serviceIn(text);
  const category = service ? projectCategories[service] : undefined;
  // "Do you have any data center projects": a service line the projects list has no category for has no
  // published project to show; said, rather than the nearest words' projects.
  const line = services.find((s) => s.id === service);
  if (line && line.projectCategory === null)
    return `None of our published projects is a ${line.title} project. See ${link("all our projects", "/projects")}, or ${serviceContactLink(line)}.`;
  // "Mining sites outside the US": everywhere but the places named.
  const outside = /\b(outside|outwith|beyond|except|other than|not in|apart from)\b/.test(text);
  let found = all.filter(
    (p) => (!category || p.category === category) && (!places.length || places.some((place) => inPlace(p, place)) !== outside),
  );
  if (!category && !places.length) {
    const rest = text.replace(PAGE_WORDS, " ");
    const hits = searchTerms(rest).length ? published.search(rest, "project").filter((h) => h.coverage >= MIN_COVERAGE) : [];
    found = hits.length ? hits.map((h) => h.doc) : all;
  }
  // "Projects from 2024", "what have you built since 2022".
  const inYear = yearTest(text);
  if (inYear) found = found.filter((p) => p.year !== null && inYear(p.year));
  // "The largest bitcoin site you've built": the projects by the power their page states, largest first.
  const largest = /\b(largest|biggest)\b/.test(text) && found.some((p) => powerOf(p) > 0);
  if (largest) found = [...found].sort((a, b) => powerOf(b) - powerOf(a));
  if (found.length === 0 && places.length) return whereAnswer(text, all);
  if (found.length === 0)
    return `I couldn't find projects of ours about that. See ${link("all our projects", "/projects")}, or ${link("contact us", "/contact")} about yours.`;
  const lead =
    found.length === 1
      ? "One project of ours:"
      : `${found.length} projects of ours${largest ? ", largest first" : ""}${found.length > MAX_PAGES ? ` (the ${MAX_PAGES} ${largest ? "largest" : "newest"})` : ""}:`;
  return `${lead}\n${pageLines(found.slice(0, MAX_PAGES))}\nSee ${link("all our projects", "/projects")}.`;
}

function blogAnswer(published: PublishedPages, text: string): string {
  // "Who wrote the article on data center cooling": the one article named, not the near ones by other authors beside it.
  const named = articleNamed(text, published);
  if (named) return `That article:\n${pageLines([named])}\nSee ${link("the blog", "/blog")}.`;
  const rest = text.replace(PAGE_WORDS, " ");
  const hits = searchTerms(rest).length ? published.search(rest, "post").filter((h) => h.coverage >= MIN_COVERAGE) : [];
  const posts = hits.length ? hits.map((h) => h.doc).slice(0, 3) : published.all("post").slice(0, 3);
  if (posts.length === 0) return `There are no published articles yet. ${link("Contact us", "/contact")} with your question.`;
  const lead = hits.length
    ? "Articles on that:"
    : searchTerms(rest).length
      ? "I couldn't find an article on that. Our latest:"
      : "Our latest articles:";
  return `${lead}\n${pageLines(posts)}\nSee ${link("the blog", "/blog")}.`;
}

// ── The pipeline ─────────────────────────────────────────────────────────────────────────────

/** One answer, with where it came from: small talk, a topic of the site's, or the fallback. */
interface Found extends Retrieval {
  readonly source: "talk" | "topic" | "fallback";
}

const found = (source: Found["source"], retrieval: Retrieval): Found => ({ ...retrieval, source });
const FALLBACK: Found = { answer: DONT_KNOW, notes: [], source: "fallback" };

/**
 * The embedded answer to a message, with the notes it was built from: each of its questions
 * answered (or honestly declined) in one reply, a follow-up read with the visitor's previous
 * messages (oldest first) in front of it.
 */
export async function retrieve(db: Db, message: string, earlier: readonly string[] = []): Promise<Retrieval> {
  // Typos first (ADR 330): "the paybak at 15 cnets" is read as the site's words by everything below.
  const published = await publishedPages(db);
  const question = correctSpelling(message, published.uses);
  const previous = earlier.map((said) => correctSpelling(said, published.uses));
  // "Annual pace payment on 500k over 15 yrs, and what's the commission": a calculation asked without a question word is a question too.
  const parts = splitQuestions(question, (piece) => energyCostAnswer(normalize(piece)) !== null);
  // Our projects, which a later piece's pronoun may stand for ("how many miners at pecos and how are they cooled").
  const publishedFound = parts.length > 1 ? published : undefined;
  const projectsFound = publishedFound?.all("project") ?? [];
  const answers: { part: string; found: Found }[] = [];
  // "Georgia storage article: what does the battery save a year, and what does the solar save": every piece is asked of the article the head names.
  const head = topicHead(question);
  // "dc cooling article: what does a PUE of 1.5 mean": a head too short to tell two articles apart is read with the first question.
  const headArticle = head ? (articleNamed(normalize(head.head), published) ?? articleNamed(normalize(parts[0] ?? ""), published)) : null;
  for (const [i, part] of parts.entries()) {
    if (head && headArticle) {
      const own = normalize(i === 0 ? (topicHead(part)?.rest ?? part) : part);
      const says = articleNamed(own, published)
        ? null
        : articleSaysOf(
            headArticle,
            own,
            published,
            answers.map((a) => a.found.answer),
          );
      if (says) {
        answers.push({ part, found: found("topic", answered(says)) });
        continue;
      }
    }
    // "Can we PACE-finance 400k of chargers? What would it cost a year", "commission for mining
    // referrals? and for pace deals?": a piece with no figures that leans on an earlier one of the same
    // message reads it as the conversation's last turn.
    const leans =
      i > 0 &&
      isFollowUp(normalize(part)) &&
      quantities(part).length === 0 &&
      // "…; also how much more per kW does liquid cooling cost according to your article": it names its own source.
      !BLOG.test(normalize(part)) &&
      (parts
        .slice(0, i)
        .some((p) => quantities(p).length > 0 || (CONTINUES.test(normalize(part)) && serviceIn(normalize(p)) !== undefined)) ||
        BARE_PHRASE.test(normalize(part)));
    // "Is there a data centre calculator, and what would a 2 MW one cost": figures with no calculator of their own take the earlier piece's service.
    const servicePiece =
      i > 0 && needsService(part) ? parts.slice(0, i).findLast((p) => calculatorKeyOf(normalize(p)) !== null) : undefined;
    // "Hydrogen: 3MW, 1,500kg storage. Cost per kg?": a calculation asked with no figures after a piece that gave them uses them, never the defaults.
    // "We want 40 tonnes of hydrogen storage. What do the tanks alone cost": a part of that calculation's result, too.
    // "PACE: $1.2M hvac upgrade, building worth $9M, 20 years, 7%. Yearly payment?": a result asked alone, too.
    const figuresPiece =
      i > 0 &&
      quantities(part).length === 0 &&
      (energyCostAnswer(normalize(part)) !== null ||
        RESULT_ONLY.test(normalize(part)) ||
        asksOutcomeOnly(normalize(part), answers.at(-1)) ||
        parts.slice(0, i).some((p) => asksResultPart(calculatorKeyOf(normalize(p)), normalize(part))))
        ? parts.slice(0, i).findLast((p) => quantities(p).length > 0)
        : undefined;
    // "PACE: project cost $500,000; property value $3M; term 20 years; interest 6.5%. annual payment?": figures
    // that fill what an earlier calculation of the same calculator left on its defaults join it.
    const ownKey = calculatorKeyOf(normalize(part));
    const addedTo =
      i > 0 && !servicePiece && !figuresPiece && quantities(part).length > 0
        ? parts.slice(0, i).findLast((p) => {
            const key = calculatorKeyOf(normalize(p));
            return (
              key !== null &&
              (ownKey === null || ownKey === key) &&
              energyCostAnswer(normalize(p)) !== null &&
              addsToCalculation(key, normalize(p), normalize(part))
            );
          })
        : undefined;
    // "btw do you design 2N" asks whether we do it: no figure or result for the estimate before it.
    const before = asksWhatWeDo(part) ? undefined : (servicePiece ?? figuresPiece ?? addedTo);
    // "Who wrote the level 2 vs dc fast article, and how much conduit does it say to lay": a pronoun that now names the thing stands alone.
    // "What does Marcus Reed do for a living and what did he earn from referring": "he" is the person named before.
    const referred =
      i > 0 && !before
        ? (withThingReferred(part, parts.slice(0, i), projectsFound, publishedFound) ??
          withPersonReferred(normalize(part), parts.slice(0, i)))
        : null;
    const earlier = leans && !referred ? [...previous, ...parts.slice(0, i)] : previous;
    // "… and how many people work there": a piece that points back at a place an earlier piece named reads it.
    // "What colours does the aran sweater come in and what does it cost": "it" is the sweater.
    const asked = before
      ? // The pieces were split at a clause's end, which keeps a figure from the words after it ("$500,000; property value").
        addedTo && before === addedTo
        ? `${before}, ${part}`
        : withContext([before], part, false)
      : i > 0
        ? (referred ??
          (quantities(part).length === 0 ? (withItemOf(parts[i - 1] ?? "", part) ?? withHeadOf(parts[i - 1] ?? "", part)) : null) ??
          withPlaceReferred(part, parts.slice(0, i)))
        : (withPersonByRole(normalize(part)) ?? part);
    let whole = await answerInContext(db, asked, earlier);
    // "… difficulty around 95 T. what does it earn a day?": an outcome the calculation just given states; a joined
    // reading that can no longer place one of its figures does not replace it.
    if (
      before !== undefined &&
      before === figuresPiece &&
      whole.answer.startsWith(CANNOT_USE_FIGURES) &&
      answers.at(-1)?.found.answer.includes(" Results: ")
    )
      continue;
    // "Payback on 200kW at $1.95/W, and can i finance it with PACE?": a piece with no figures of its own that the
    // earlier figures cannot fill (they are not PACE's) asks on its own.
    const otherCalculator =
      serviceIn(normalize(part)) !== undefined && calculatorKeyOf(normalize(part)) !== calculatorKeyOf(normalize(parts[i - 1] ?? ""));
    if (i > 0 && otherCalculator && quantities(part).length === 0 && whole.answer.startsWith(CANNOT_USE_FIGURES)) {
      const own = await answerInContext(db, part, previous);
      if (own.source === "topic" && !own.answer.startsWith(CANNOT_USE_FIGURES)) whole = own;
    }
    // "2 rigs, 3,450 W each, 230 TH/s each. power is 5.2¢. daily profit?": a piece that completes an earlier
    // piece's calculation with more figures is that calculation; the earlier one, on defaults, is dropped.
    if (before && whole.source === "topic" && energyCostAnswer(normalize(before)) !== null) {
      const completed = answers.findIndex((a) => a.part === before);
      if (completed >= 0) answers.splice(completed, 1);
    }
    // "… a 1.5 MW tier 3 data center cost? And which tier suits colocation?", "annual PACE payment on $2M, and
    // does it stay with the building if we sell": a fact piece whose answer adds nothing to the piece before
    // it (that answer again, or the fallback) is asked of that piece's subject instead. A piece that asks for a
    // figure ("cost per kg?", "and does that include what the machines cost?") is the calculation's own.
    const prior = answers.at(-1);
    // "Do you keep monitoring production after you hand it over": a question about our work, though it says "production".
    const aboutUs = /^(?:(?:and|also|plus)\s+)?(?:do|does|did|can|will|would|are|is) (?:you|your|kilbride)\b/.test(normalize(part).trim());
    const asksFact =
      !COST.test(normalize(part)) && (aboutUs || !OUTCOME.test(normalize(part))) && energyCostAnswer(normalize(part)) === null;
    if (
      asksFact &&
      i > 0 &&
      prior?.found.source === "topic" &&
      quantities(part).length === 0 &&
      (whole.answer === prior.found.answer || whole.source === "fallback")
    ) {
      const ofSubject = withSubjectOf(parts[i - 1] ?? "", prior.found.answer, part);
      const own = ofSubject ? await answerInContext(db, ofSubject, previous) : null;
      const says = new Set(searchTerms(own?.answer ?? ""));
      const explains = searchTerms(part).some((t) => says.has(t) && !searchTerms(parts[i - 1] ?? "").includes(t));
      if (own?.source === "topic" && own.answer !== prior.found.answer && (whole.source !== "fallback" || explains)) whole = own;
    }
    // "Construction cost for 3.5 MW tier 3; also how much more per kW does liquid cooling cost to build according to
    // your article": a piece read with the one before that only gives that answer again keeps its own answer, unless
    // its own is a calculation on the defaults (a wrong figure beside the visitor's own).
    if (i > 0 && !before && leans && prior && whole.answer === prior.found.answer && quantities(part).length === 0) {
      const own = await answerInContext(db, part, previous);
      if (own.source === "topic" && own.answer !== prior.found.answer && !own.answer.includes(ON_DEFAULTS)) whole = own;
    }
    // "… daily profit; and is maintenance in that": what the calculation's answer already says it leaves
    // out or counts ("Excludes hardware costs and maintenance") answers the piece; nothing more is added.
    // "… 6 cents. what about maintenance?": the calculation's "Excludes hardware costs and maintenance" answers it too.
    const aboutThat = INCLUDED.test(normalize(part)) || /^\W*(?:and\s+)?(?:what|how) about\b/.test(normalize(part));
    if (i > 0 && prior && !before && aboutThat && quantities(part).length === 0) {
      const said = new Set(searchTerms(prior.found.answer));
      const asks = searchTerms(normalize(part).replace(new RegExp(INCLUDED.source, "g"), " "));
      if (prior.found.answer.includes(ESTIMATES) && asks.length > 0 && asks.every((t) => said.has(t))) continue;
    }
    // A calculation's "and" joins its inputs ("2,000 kg of storage and no compression"), not two questions.
    // "I asked for a merch quote, what happens next": one question about what follows a form.
    const figures = quantities(part).length > 0;
    // "The aran sweater and the flat cap, total?": the shop's total already answers every item listed.
    const pair =
      BLOG.test(normalize(part)) ||
      asksForProjects(normalize(part)) ||
      nextStepAnswer(normalize(part)) ||
      whole.answer.includes(ITEMS_TOTAL)
        ? null
        : figures
          ? figurePieces(part)
          : (headedList(part) ?? andAlternatives(part) ?? subjectPieces(part));
    // "… the georgia office phone number and its street address": "its" is the place the first half named.
    const halves = pair
      ? await Promise.all(pair.map((half, j) => answerInContext(db, j > 0 ? withPlaceReferred(half, pair.slice(0, j)) : half, previous)))
      : [];
    // With figures, the pieces win only when the whole dropped one ("a 150 kW system and your phone number") or
    // could not place a figure of another piece; a calculation's own "and" ("2,000 kg and no compression") stays whole.
    const figuresSplit =
      !figures ||
      ((halves.some((h) => h.answer === whole.answer) || whole.answer.startsWith(CANNOT_USE_FIGURES)) &&
        !halves.some((h) => h.answer.startsWith(CANNOT_USE_FIGURES)));
    // Things joined by "and" get an answer each when each is a topic of ours and the whole did not cover them all.
    if (
      halves.length >= 2 &&
      figuresSplit &&
      halves.every((h) => h.source === "topic") &&
      // Two pieces one answer covers ("the dublin office's address, phone and hours": one office line) count once.
      new Set(halves.map((h) => h.answer)).size >= 2 &&
      (figures || halves.some((h) => h.answer === whole.answer) || !halves.some((h) => whole.answer.includes(h.answer.slice(0, 60))))
    )
      for (const [i, half] of halves.entries()) answers.push({ part: pair?.[i] ?? part, found: half });
    else if (whole.source === "fallback" && pieces(part).length >= 2) {
      // "The weather in Dublin and your address there": each piece answered or declined on its own.
      const each = await Promise.all(
        pieces(part).map(async (piece) => ({ part: piece, found: await answerInContext(db, piece, previous) })),
      );
      answers.push(...(each.some((e) => e.found.source === "topic") ? each : [{ part, found: whole }]));
    } else answers.push({ part, found: whole });
  }
  const distinct = answers.filter((a, i) => answers.findIndex((b) => b.found.answer === a.found.answer) === i);
  if (distinct.length === 1) return distinct[0]?.found ?? FALLBACK;
  const topical = distinct.filter((a) => a.found.source !== "fallback");
  const declined = distinct.filter((a) => a.found.source === "fallback");
  const lines = [
    ...topical.map((a) => a.found.answer),
    ...(declined.length ? [`About “${declined.map((a) => a.part.replace(/[?.!\s]+$/, "")).join("” and “")}”: ${DONT_KNOW}`] : []),
  ];
  return { answer: lines.join("\n\n"), notes: topical.flatMap((a) => a.found.notes) };
}

/**
 * A piece asked of an earlier piece's subject: "it" is the service that piece named ("does it stay with
 * the building" after a PACE calculation: PACE financing), a piece with no pronoun gets the service
 * beside it; with no service, the earlier piece's words its answer explains ("contractor", "pay")
 * go in front. Null when the earlier piece gives nothing to add.
 */
function withSubjectOf(earlier: string, earlierAnswer: string, part: string): string | null {
  const text = normalize(part);
  // "Payback for 150 kW at 15.5 cents? oh and do you keep monitoring production": a calculation's subject is its calculator's service.
  const key = calculatorKeyOf(normalize(earlier));
  const service =
    services.find((s) => s.id === serviceIn(normalize(earlier))) ??
    (key ? services.find((s) => s.calculatorTab && calculatorForTab[s.calculatorTab] === key) : undefined);
  if (service) {
    const name = service.title.toLowerCase();
    return pointsBack(text) ? withReferent(text, name) : `${text.replace(/[?.!\s]+$/, "")} (${name})`;
  }
  const said = new Set(searchTerms(earlierAnswer));
  const subject = searchTerms(earlier).filter((t) => said.has(t));
  return subject.length ? `${subject.join(" ")} ${text}` : null;
}

/** The office a question names with a word for an office ("the georgia office", "dublin hq"), when it names one only. */
function officeNamed(text: string): (typeof offices)[number] | undefined {
  if (!/\b(office|offices|hq|headquarters)\b/.test(text)) return undefined;
  const places = placesIn(text, []);
  const named = offices.filter((o) => places.some((p) => o.name.includes(p)));
  return named.length === 1 ? named[0] : undefined;
}

/**
 * The one thing a (normalised) question names that a later pronoun can stand for: an office, an
 * item of the shop, one of our projects or (with the published pages) one of our articles, by the
 * name the assistant reads back ("peachtree city office", "aran heritage sweater", "pecos immersion
 * mining facility", "the level 2 or dc fast … article"); undefined when it names none.
 */
function thingNamed(text: string, pages: readonly Page[], published?: PublishedPages): string | undefined {
  const office = officeNamed(text);
  if (office) return `${office.name.split(",")[0] ?? office.name} office`;
  const item = merchMention(text).item;
  if (item) return item.name;
  const project = (namedProject(text, pages) ?? projectAtTown(text, pages))?.title;
  const article = project || !published ? null : articleNamed(text, published);
  return project ?? (article ? `${article.title.replace(/[?:!]/g, "")} article` : undefined);
}

/** True when a (normalised) question names a subject of its own: a thing, a place or a service. */
const namesSubject = (text: string, pages: readonly Page[], published?: PublishedPages): boolean =>
  thingNamed(text, pages, published) !== undefined || placesIn(text, pages).length > 0 || serviceIn(text) !== undefined;

/**
 * "What colours does the aran sweater come in and what does it cost", "and its phone?" after "where
 * is your georgia office": a question whose subject is only a pronoun, with the pronoun replaced by
 * the thing the nearest earlier piece or turn named; null when it names its own subject or nothing
 * earlier names a thing.
 */
function withThingReferred(part: string, before: readonly string[], pages: readonly Page[], published?: PublishedPages): string | null {
  const text = normalize(part);
  if (!pointsBack(text) || quantities(part).length > 0 || namesSubject(text, pages, published)) return null;
  const thing = before
    .map((p) => thingNamed(normalize(p), pages, published))
    .filter(Boolean)
    .at(-1);
  return thing ? withReferent(text, thing.toLowerCase()) : null;
}

/**
 * "Eircode of the dublin office, and how many people work there": a piece that points back ("there",
 * "its") and names no place of its own is about the place (and office) an earlier piece named.
 */
function withPlaceReferred(part: string, before: readonly string[]): string {
  const text = normalize(part);
  if (!/\b(there|its|it|they|them)\b/.test(text) || placesIn(text, []).length) return part;
  const named = before.map(normalize).findLast((p) => placesIn(p, []).length > 0);
  if (!named) return part;
  const office = /\boffices?\b/.test(named) && !/\boffices?\b/.test(text) ? " office" : "";
  return `${part.replace(/[?.!\s]+$/, "")} (${placesIn(named, []).join(" ").toLowerCase()}${office})`;
}

/** "What about the dutch one?", "and the european one": a follow-up that only names where. */
const ONE_AT = /^(?:(?:and|but|so|or)\s+)?(?:what about|how about|and|or)?\s*the ([a-z]+(?:\s[a-z]+)?) one\W*$/;
/** Places said as adjectives, which placesIn does not read ("the dutch one"). */
const PLACE_ADJECTIVES: Readonly<Record<string, string>> = {
  dutch: "Netherlands",
  european: "Europe",
  spanish: "Spain",
  norwegian: "Norway",
  icelandic: "Iceland",
  german: "Germany",
  french: "France",
  british: "United Kingdom",
  american: "United States",
};

/**
 * "What about the dutch one?" after "what does the wexford hydrogen pilot supply", "what about the
 * european one" after "where's your colorado hq": the earlier turn asked again of the same kind of
 * thing at the place named now: a project of the same service there (only when there is exactly
 * one), or the office that serves it. Null when the follow-up names no
 * place, or the earlier turn named no thing at a place.
 */
function withOneAt(text: string, context: readonly string[], pages: readonly Page[]): string | null {
  const said = ONE_AT.exec(text)?.[1];
  const place = said ? (PLACE_ADJECTIVES[said] ?? placesIn(said, pages)[0]) : undefined;
  if (!said || !place) return null;
  const earlier = context.map(normalize).findLast((p) => thingNamed(p, pages) !== undefined);
  const before = earlier ? placesIn(earlier, pages).find((p) => earlier.includes(p.toLowerCase())) : undefined;
  if (!earlier || !before) return null;
  const project = namedProject(earlier, pages) ?? projectAtTown(earlier, pages);
  if (!project) {
    const office = officeNamed(earlier) ? officeServing(place) : undefined;
    return office ? earlier.replace(before.toLowerCase(), (office.name.split(",")[0] ?? office.name).toLowerCase()) : null;
  }
  const there = pages.filter((p) => p !== project && p.category === project.category && p.location.includes(place));
  return there.length === 1 && there[0] ? earlier.replace(before.toLowerCase(), there[0].title.toLowerCase()) : null;
}

/**
 * "What else has she written?" after "who wrote the article about hail damage claims": the pronoun
 * is the author the earlier turn's answer named, when it named exactly one ("by Karen Whitfield").
 */
async function withAuthorReferred(db: Db, text: string, context: readonly string[], published: PublishedPages): Promise<string | null> {
  if (!PERSON_PRONOUN.test(text) || !context.length) return null;
  // "Who wrote the article on data center cooling": the one article that question named, though the answer lists near ones too.
  const article = context.map((p) => articleNamed(normalize(p), published)).findLast(Boolean);
  const named = article ? authorOf(article)?.toLowerCase() : undefined;
  if (named) return text.replace(PERSON_PRONOUN, named);
  // "What does he say his standard is" after "what did Marcus Reed earn" or "who founded the company": the person the turns or their answer named.
  const earlier = await answerOne(db, normalize(context.join(" ")).trim());
  const person = withPersonReferred(text, [earlier.answer, ...context]);
  if (person) return person;
  const authors = new Set([...earlier.answer.matchAll(/, by ([^)]+)\)/g)].map((m) => m[1]?.toLowerCase()));
  const [author] = authors;
  return authors.size === 1 && author ? text.replace(PERSON_PRONOUN, author) : null;
}

/**
 * "Who's the client" after "tell me about the pueblo agrivoltaic project": a question with no
 * pronoun and no subject of its own, every word of which the answer about the thing the last turns
 * named explains, is about that thing; null otherwise ("and the email?" after a project keeps its own).
 */
async function thingsDetail(db: Db, text: string, context: readonly string[], published: PublishedPages): Promise<Found | null> {
  const pages = published.all("project");
  if (pointsBack(text) || quantities(text).length > 0 || thingNamed(text, pages, published) || placesIn(text, pages).length > 0)
    return null;
  const naming = context.map(normalize).findLast((p) => thingNamed(p, pages, published) !== undefined);
  const thing = naming === undefined ? undefined : thingNamed(naming, pages, published);
  // "What uses the hydrogen" after the Rotterdam electrolyzer: a service the thing itself is of names no other subject.
  const service = serviceIn(text);
  if (service !== undefined && (naming === undefined || serviceIn(naming) !== service)) return null;
  const asked = searchTerms(text);
  if (!thing || asked.length === 0) return null;
  const about = await answerOne(db, normalize(`${text.replace(/[?.!\s]+$/, "")} (${thing.toLowerCase()})`).trim());
  const said = new Set(searchTerms(about.answer));
  // "What uses the hydrogen" of the Rotterdam electrolyzer ("supplying hydrogen to yard tractors"): of two words
  // or more, one may be the visitor's own verb, when the answer is the thing's own page.
  const unsaid = asked.filter((t) => !said.has(t)).length;
  const ownPage = about.answer.toLowerCase().includes(thing.toLowerCase());
  return about.source === "topic" && (unsaid === 0 || (unsaid === 1 && asked.length >= 2 && ownPage)) ? about : null;
}

/**
 * "What sizes does the flat cap come in. also the vest": a piece that only names another item of the shop
 * asks the earlier piece's question of it, in place of the item that piece named; null otherwise.
 */
function withItemOf(earlier: string, piece: string): string | null {
  const own = normalize(piece)
    .trim()
    .replace(/^(?:and|also|plus|&|what about|how about)\s+/, "")
    .replace(/[?.!\s]+$/, "");
  const before = normalize(earlier)
    .trim()
    .replace(/[?.!\s]+$/, "");
  const [item, named] = [merchMention(own).item, merchMention(before).item];
  if (!item || !named || item === named || own.split(/\s+/).length > 4 || QUESTION_START.test(own)) return null;
  // The earlier piece's words for its item, the longest run of them ("flat cap" of the Heritage Tweed Flat Cap).
  const nameWords = new Set(words(named.name).map(stem));
  const run = before.split(/\s+/).reduce<{ best: string[]; now: string[] }>(
    ({ best, now }, word) => {
      const next = nameWords.has(stem(word)) ? [...now, word] : [];
      return { best: next.length > best.length ? next : best, now: next };
    },
    { best: [], now: [] },
  ).best;
  return run.length ? before.replace(run.join(" "), own.replace(/^(?:the|a|an)\s+/, "")) : null;
}

/** A piece that is only a phrase, no question of its own: "and for pace deals?", "and at reykjanes". */
const BARE_PHRASE = /^\s*(and|also|plus|but)?\s*(the ones? about|for|at|in|on|with|about|of)\b/;

/** The pieces a list or "and" joins, when each has a word of its own to look up. */
function pieces(part: string): string[] {
  const found = part.split(/\s+(?:and|&|\+|plus|also)\s+|,\s+/).map((p) => p.trim());
  return found.length >= 2 && found.length <= 4 && found.every((p) => searchTerms(p).length > 0) ? found : [];
}

/** "Email for merch questions + email for contractor stuff": pieces that each name a subject of their own (two words or more). */
function subjectPieces(part: string): string[] | null {
  const found = pieces(part);
  if (found.length < 2 || !found.every((p) => searchTerms(p).length >= 2)) return null;
  // "How long do you keep form submissions, and chat conversations": a bare phrase takes the first piece's question.
  const [first = ""] = found;
  // "… phone number + its street address": a piece that points back with "its" keeps its own words (the place is added to it).
  return found.map((p, i) => (i > 0 && !/^(?:its|their)\b/i.test(p) ? (withHeadOf(first, p) ?? p) : p));
}

/**
 * "Price of a 150kw solar system and your phone number", "200kw of solar at $2/W, and a 5 MW
 * electrolyzer": the pieces of a message with figures that an "and" joins, when a piece has figures
 * of its own and another is a question of its own (figures for another service, or no figures).
 */
function figurePieces(part: string): string[] | null {
  // "… 11 cents per kWh and in France - ballpark, plus the email for your projects team": a calculation, then
  // a last piece with no figures and no calculator of its own (the assistant keeps the whole when that piece adds nothing).
  const lastJoin = [...part.matchAll(/,?\s+(?:and|&|\+|plus|also)\s+|;\s+/g)].at(-1);
  if (lastJoin) {
    const [head, tail] = [part.slice(0, lastJoin.index).trim(), part.slice(lastJoin.index + lastJoin[0].length).trim()];
    const key = calculatorKeyOf(normalize(head));
    if (
      key &&
      quantities(tail).length === 0 &&
      searchTerms(tail).length > 0 &&
      calculatorKeyOf(normalize(tail)) === null &&
      hasCalculatorFigures(key, head)
    )
      return [head, tail];
  }
  const found = part.split(/,?\s+(?:and|&|\+|plus|also)\s+|;\s+/).map((p) => p.trim());
  if (found.length < 2 || found.length > 3 || !found.every((p) => searchTerms(p).length > 0)) return null;
  const withFigures = found.filter((p) => quantities(p).length > 0);
  if (withFigures.length === 0) return null;
  const keys = new Set(withFigures.map((p) => calculatorKeyOf(normalize(p))));
  // Every piece with figures names its own calculator.
  if (keys.has(null)) return null;
  // "A mining farm and 3,150 TH/s", "7,900 kW, $0.88 a watt and $0.22/kWh, …": pieces with figures for one
  // calculator, or that only name its service, are one calculation; only the other pieces are questions of their own.
  const calculation = (p: string) => {
    const key = calculatorKeyOf(normalize(p));
    return key !== null && keys.has(key) ? key : null;
  };
  const joined: { text: string; key: CalculatorKey | null }[] = [];
  for (const piece of found) {
    const key = calculation(piece);
    const last = joined.at(-1);
    if (key && last?.key === key) joined[joined.length - 1] = { text: `${last.text} and ${piece}`, key };
    else joined.push({ text: piece, key });
  }
  return joined.length >= 2 ? joined.map((p) => p.text) : null;
}

/** A piece that only adds to the one before it ("and for pace deals?"). */
const CONTINUES = /^(and|also|plus|what about|how about)\b/;

/** Figures with no service and no unit that picks a calculator ("what would a 2 MW one cost"). */
function needsService(part: string): boolean {
  const text = normalize(part);
  return quantities(part).length > 0 && serviceIn(text) === undefined && calculatorKeyOf(text) === null;
}

/** The earlier messages a follow-up leans on: the last two, or only the last when it named its own subject. */
function contextOf(previous: readonly string[]): string[] {
  const recent = previous.slice(-2);
  const last = recent.at(-1);
  return last && (serviceIn(normalize(last)) || merchMention(normalize(last)).item) ? [last] : recent;
}

/** Words a figure is written with, to give a bare figure in a follow-up ("and 500?") the unit of the one it replaces. */
const UNIT_WORDS: Partial<Record<Unit, (figure: string) => string>> = {
  kW: (x) => `${x} kw`,
  MW: (x) => `${x} mw`,
  "$/W": (x) => `$${x} per watt`,
  "%": (x) => `${x}%`,
  kg: (x) => `${x} kg`,
  "TH/s": (x) => `${x} th/s`,
  years: (x) => `${x} years`,
  $: (x) => `$${x}`,
};

/** "And 500?" after "what would 300 kW of solar cost": the bare figure in the unit of the earlier question's figure. */
function withEarlierUnit(text: string, context: readonly string[]): string {
  const own = quantities(text);
  if (own.length !== 1 || own[0]?.unit !== "none") return text;
  const earlier = context.flatMap((p) => quantities(p)).filter((q) => q.unit !== "none");
  const say = earlier.length === 1 ? UNIT_WORDS[earlier[0]?.unit ?? "none"] : undefined;
  const bare = own[0]?.text.replace(/\W+$/, "");
  return say && bare && text.includes(bare) ? text.replace(bare, say(bare)) : text;
}

/** A follow-up that only changes a calculation's input ("with liquid cooling instead?", "without compression?", "what if power is 3 cents"). */
const CHANGES_INPUT =
  /^(and|with|without|what if|how about|what about|at|for|over|instead|but|no|using|plus|make (?:it|that)|change (?:it|that) to|let'?s say|say|try|actually|rather)\b|\binstead\W*$/;

/**
 * "And at $1.39 a watt?" after a calculation: said as a correction ("actually at $1.39 a watt"), so
 * the new figure replaces the earlier one for its field (calculator-answer.ts) instead of making
 * a second calculation beside it.
 */
const asChange = (text: string) =>
  `actually ${text.replace(/^\s*(?:and|also|plus|but|so|then|ok(?:ay)?,?|what about|how about|what if|make it|actually|instead)\b[\s,]*/i, "")}`;

/** Only a change and a bare figure ("make it 4", "and 500?", "what about 3"). */
const BARE_CHANGE =
  /^\s*(?:(?:actually|ok(?:ay)?|no|sorry|wait),?\s+)?(?:and|what about|how about|make (?:it|that)|change (?:it|that) to|try|say)\s+(?:\$?\d[\d,.]*|one|two|three|four|five|six|seven|eight|nine|ten|eleven|twelve)\s*\W*$/;

/**
 * "Make it 4", "what about 5", "and 3?" after "2 aran sweaters": the earlier message with the new count
 * in place of its own; null when the earlier message counted no item of the shop or this one is no
 * bare count.
 */
function withNewCount(text: string, context: readonly string[]): string | null {
  if (!BARE_CHANGE.test(text)) return null;
  const [count] = quantities(text);
  if (count?.unit !== "none" || !Number.isInteger(count.value) || count.value < 1) return null;
  const earlier = context.findLast((said) => {
    const mention = merchMention(normalize(said));
    return (mention.item || mention.kind) && /\b\d+\b/.test(said);
  });
  return earlier ? earlier.replace(/\b\d+\b/, String(count.value)) : null;
}

const YEAR = /\b(?:19|20)\d{2}\b/;
/** Only a year ("and in 2022?", "what about 2010"). */
const BARE_YEAR = /^\s*(?:and|what about|how about)?\s*(?:in|for|during|of)?\s*((?:19|20)\d{2})\s*\W*$/;

/** "And in 2022?" after "what happened in 2018": the earlier message with the year named now in place of its own. */
function withNewYear(text: string, context: readonly string[]): string | null {
  const year = BARE_YEAR.exec(text)?.[1];
  const earlier = year ? context.findLast((said) => YEAR.test(said)) : undefined;
  return year && earlier ? earlier.replace(YEAR, year) : null;
}

async function answerInContext(db: Db, part: string, previous: readonly string[]): Promise<Found> {
  // "The address of first solar's headquarters": another company's detail, read before the "'s" is dropped.
  if (someoneElsesDetail(part)) return FALLBACK;
  const text = normalize(part).trim();
  // "Make it 4", "and 500?" with nothing before it: a change of nothing, which no page answers ("make" is no subject).
  if (!previous.length && BARE_CHANGE.test(text)) return FALLBACK;
  // "Profit per day?" with no figures or service before it: a result of which calculation? The calculators, to choose from.
  if (!previous.length && RESULT_ONLY.test(text) && quantities(text).length === 0 && serviceIn(text) === undefined)
    return found("topic", answered(calculatorsAnswer));
  const alone = await answerOne(db, text);
  // A calculation asked before, and a message that only changes one of its inputs: the calculation again with it.
  // "Our building is worth 6 million" after a PACE calculation: a figure stated as a fact, which that calculator takes, changes it too.
  const statesInput = (p: string) => {
    const key = calculatorKeyOf(normalize(p));
    // "We're at 300": a bare figure in the unit of the earlier one.
    const said = withEarlierUnit(text, [p]);
    const count = quantities(said).length;
    return key !== null && count > 0 && serviceIn(text) === undefined && calculatorFigureCount(key, said) === count;
  };
  const calculated =
    previous.length > 0 &&
    contextOf(previous).some((p) => energyCostAnswer(normalize(p)) !== null && (CHANGES_INPUT.test(text) || statesInput(p)));
  // "btw do you design 2N" after a data center estimate asks whether we do it, and changes no input.
  if (calculated && alone.source !== "talk" && !asksWhatWeDo(text) && !outsideDomain(text, (w) => knownWord(w))) {
    const context = contextOf(previous);
    const again = await answerOne(db, normalize(withContext(context, asChange(withEarlierUnit(text, context)), false)).trim());
    // Only when it changed something: "and the email?" after a calculation asks for the e-mail.
    const before = await answerOne(db, normalize(context.join(" ")).trim());
    if (again.source === "topic" && again.answer !== before.answer) return again;
  }
  // "2 aran sweaters" then "make it 4": the shop's total again, with the new count.
  // "What happened in 2018" then "and in 2022?": the same question of the other year.
  const recount = previous.length > 0 ? (withNewCount(text, contextOf(previous)) ?? withNewYear(text, contextOf(previous))) : null;
  if (recount) {
    const again = await answerOne(db, normalize(recount).trim());
    if (again.source === "topic") return again;
  }
  if (!previous.length || alone.source === "talk" || outsideDomain(text, (w) => knownWord(w))) return alone;
  // "And its phone?" after "where is your georgia office": the thing the last turns named, put for the pronoun.
  const published = await publishedPages(db);
  const pages = published.all("project");
  const referred = withThingReferred(part, contextOf(previous), pages, published);
  if (referred) {
    const own = await answerOne(db, referred);
    if (own.source === "topic") return own;
  }
  // "What about the dutch one?" after the Wexford pilot: the same kind of thing at the place named now.
  const elsewhere = withOneAt(text, contextOf(previous), pages);
  if (elsewhere) {
    const own = await answerOne(db, elsewhere);
    if (own.source === "topic") return own;
  }
  // "What else has she written?" after "who wrote the hail article": the one author the last answer named.
  const person = await withAuthorReferred(db, text, contextOf(previous), published);
  if (person) {
    const own = await answerOne(db, person);
    if (own.source === "topic") return own;
  }
  // "Who's the client" after "tell me about the pueblo agrivoltaic project": the thing named before, when its answer explains the question.
  const detail = await thingsDetail(db, text, contextOf(previous), published);
  if (detail) return detail;
  // "And for affiliates?" after "what's the email for contractor applications": the earlier question, asked of the phrase.
  const last = previous.at(-1);
  const borrowed = last && BARE_PHRASE.test(text) && quantities(text).length === 0 ? withHeadOf(last, part) : null;
  if (borrowed) {
    const own = await answerOne(db, normalize(borrowed).trim());
    if (own.source === "topic") return own;
  }
  // "What's the pace payment then?" after "pace on 2M, building worth 6M": a calculation asked with no
  // figures, after one that had them, uses them (the defaults would be a wrong figure). Only when the
  // message is a calculation itself or finds nothing of its own ("how much is shipping" keeps its answer).
  // The earlier turns together ("pace on a 3M project", then "our building is worth 10 million").
  const earlierTurns = contextOf(previous);
  const figured = earlierTurns.some((p) => quantities(p).length > 0 && energyCostAnswer(normalize(p)) !== null) ? earlierTurns : [];
  const sameService = serviceIn(text) === undefined || figured.some((p) => serviceIn(normalize(p)) === serviceIn(text));
  if (
    figured.length > 0 &&
    quantities(text).length === 0 &&
    sameService &&
    (energyCostAnswer(text) !== null || (alone.source === "fallback" && (COST.test(text) || OUTCOME.test(text))))
  ) {
    const again = await answerOne(db, normalize(withContext(figured, text, false)).trim());
    if (again.source === "topic") return again;
  }
  // A short question that names no subject of its own ("any projects?") leans on the earlier one's.
  const bare = searchTerms(text).length <= 2 && !serviceIn(text) && !merchMention(text).item && placesIn(text, []).length === 0;
  // "What's your phone number" after "2 aran sweaters" is the company's own document, not the sweater's.
  const leansOnSubject =
    bare && !companyDocument(text) && contextOf(previous).some((p) => serviceIn(normalize(p)) || merchMention(normalize(p)).item);
  const followUp = isFollowUp(text) || leansOnSubject;
  // "Who wrote the article about its first ten years" after "when did you open the dublin office": a question that
  // names one of our articles by itself is about that article, whatever its pronoun stands for.
  if (alone.source === "topic" && articleNamed(text, published)) return alone;
  if (!followUp && alone.source === "topic") return alone;
  // "What about the hoodie?" or "and the email?" names its own subject: the earlier question adds nothing.
  // A pronoun ("does it come in green?") or a new figure ("what if it's tier 4?") never does.
  const ownSubject = !refersBack(text) && quantities(text).length === 0 && (merchMention(text).item || ownDocument(text));
  if (alone.source === "topic" && ownSubject && !leansOnSubject) return alone;
  const resolved = await answerOne(db, normalize(withContext(contextOf(previous), part, serviceIn(text) !== undefined)).trim());
  // "… what would it cost? also what are your office hours": a question with no figures that finds its own answer,
  // where the earlier message only gives its answer again, keeps its own.
  // Only after a calculation (its results): "what colours does it come in" after a polo's price needs the polo.
  if (resolved.source === "topic" && alone.source === "topic" && quantities(text).length === 0) {
    const earlier = await answerOne(db, normalize(contextOf(previous).join(" ")).trim());
    if (earlier.answer === resolved.answer && earlier.answer.includes(" Results: ")) return alone;
  }
  return resolved.source === "topic" ? resolved : alone;
}

/** True when the question alone finds a document of ours with confidence (and names no place or service to combine). */
/** True when the question finds a document of the company's own (its phone, offices, hours) by itself. */
function companyDocument(text: string): boolean {
  // "Any projects?", "any articles?" ask for pages, of the subject before.
  if (asksForProjects(text) || BLOG.test(text)) return false;
  const [best] = searchKnowledge(text, ["company"]);
  return best !== undefined && best.coverage > MIN_COVERAGE && best.score >= MIN_SCORE;
}

function ownDocument(text: string): boolean {
  if (serviceIn(text) || placesIn(text, []).length) return false;
  const [best] = searchKnowledge(text, ["energy", "merch", "company"]);
  return best !== undefined && best.coverage > MIN_COVERAGE && best.score >= MIN_SCORE;
}

/** Market figures the mining calculator takes: a visitor who states one gives a figure, not a live-price question. */
const MARKET_FIELDS = new Set(["difficulty", "bitcoinPrice"]);

/**
 * The domain gate on a (normalised) question. "Network difficulty is 110,000 T now, what does 100
 * TH/s earn": a market figure the visitor states is theirs to calculate with, not today's figure asked.
 */
function gated(text: string, projectsFound: readonly Page[]): boolean {
  const why = outsideDomain(text, (w) => knownWord(w, projectsFound));
  return why !== null && !(why === "live" && fieldsGiven("mining", text).some((field) => MARKET_FIELDS.has(field)));
}

async function answerOne(db: Db, text: string): Promise<Found> {
  const talk = smallTalkAnswer(text);
  if (talk) return found("talk", answered(talk));
  const published = await publishedPages(db);
  const projectsFound = published.all("project");
  // The domain gate: a subject the site does not cover never gets a nearby topic's answer.
  if (gated(text, projectsFound)) return FALLBACK;
  const topic = topicalAnswer(text, published);
  return topic ? found("topic", topic) : FALLBACK;
}

/** A message that joins two things ("insurance and payment terms", "hours & email"). */
const JOINED = /\band\b|&|\+|,|\bplus\b|\balso\b/;

/**
 * "What insurance and payment terms do contractors need": when the best document leaves some of
 * the question's words unexplained, the document that explains all of those, if another one does.
 */
function secondSubject(text: string, best: Hit<KnowledgeDoc>, domains: readonly Domain[]): KnowledgeDoc | null {
  const left = searchTerms(text).filter((t) => !best.matched.includes(t));
  if (left.length === 0) return null;
  const [next] = searchKnowledge(left.join(" "), domains).filter((h) => h.doc !== best.doc && !best.doc.answer.includes(h.doc.answer));
  return next && next.coverage >= 1 && next.score >= 2 * MIN_SCORE ? next.doc : null;
}

/** The shop's documents never answer an energy question, and the reverse. */
const domainsOf = (text: string): Domain[] =>
  isAboutMerch(text, merchMention(text)) ? ["merch", "company"] : serviceIn(text) ? ["energy", "company"] : ["energy", "merch", "company"];

/**
 * "How much does 2N add to data center construction cost", "what's a level 2 charging pedestal
 * cost": a calculation on the calculator's defaults (or "we have no calculator") that leaves words
 * of the question out, when a published sentence explains at least two of them, gives way to it.
 */
function orBetterPassage(text: string, answer: Retrieval, published: PublishedPages, domains: readonly Domain[], more = 2): Retrieval {
  const passage = passageFor(text, published, domains);
  if (!passage) return answer;
  const said = new Set(passageTerms(answer.answer));
  return passage.matched.filter((t) => !said.has(t)).length >= more ? answered(passageAnswer(passage), answer.notes) : answer;
}

/** "What does Marcus say about …", "what did karen reyes say": whom the question asks what they say. */
const SAYS = /\bwhat (?:does|did|do) ([a-z]+(?: [a-z]+)?) (?:say|says|said|think|reckon|recommend|suggest)\b/;

/** True when a quotation is signed by the one the question asks what they say ("… today." — Marcus Reyes). */
function quotesSpeaker(text: string, quote: string): boolean {
  const who = SAYS.exec(text)?.[1];
  return who !== undefined && new RegExp(`[—–]\\s*(?:[a-z.'’-]+\\s+){0,2}${who}\\b[^"”]*$`, "i").test(quote);
}

/**
 * The published sentence that answers the question (passages.ts). A question with figures of the
 * visitor's own only gets one that states the same figures ("a 150 kW DC fast charger"): another
 * sentence's figures would read as the answer to theirs.
 */
function passageFor(text: string, published: PublishedPages, domains: readonly Domain[]): PassageHit | null {
  // "What's the ERCOT price right now": a published sentence is no live figure.
  if (asksLiveFigure(text)) return null;
  const passage = published.passage(text, domains);
  const figures = text.match(/\d+(?:[.,]\d+)*/g) ?? [];
  const states = (figure: string) => new RegExp(`(?<![\\d.,])${figure.replace(/\./g, "\\.")}(?![\\d]|[.,]\\d)`).test(passage?.quote ?? "");
  return passage && figures.every(states) ? passage : null;
}

/**
 * "How many people work in the Dublin office": an answer about the subject (the office) that never
 * names what the question counts gives way to a published sentence that counts it; with `decline`,
 * to the fallback when none does ("how many staff in the castle rock office": not published).
 */
function orPassage(
  text: string,
  answer: Retrieval,
  published: PublishedPages,
  domains: readonly Domain[],
  decline = false,
): Retrieval | null {
  const counted = countedThing(text);
  if (!counted || passageTerms(answer.answer).includes(counted)) return answer;
  const passage = passageFor(text, published, domains);
  // The sentence must count it: a figure before the thing ("34 people"), not only its name ("teams in three offices").
  if (passage?.inSentence.includes(counted) && countsIn(passage.quote, counted)) return answered(passageAnswer(passage), answer.notes);
  return decline ? null : answer;
}

/**
 * "What happens to a PACE loan if I sell the building": a sentence about the service named that
 * explains at least two words of the question its overview does not; "tell me about your hydrogen
 * work" keeps the overview.
 */
function addsToOverview(passage: PassageHit, service: ServiceId, overview: string): boolean {
  if (!servicesIn(normalize(passage.subject)).includes(service)) return false;
  const said = new Set(passageTerms(overview));
  return passage.matched.filter((t) => !said.has(t)).length >= 2;
}

/**
 * "What does it cost", "how much is it": a price asked of a pronoun alone. Unless a piece or turn
 * before names what "it" is (withThingReferred, the follow-up's context), nothing to price, so no
 * calculator or overview of them.
 */
const pricesNothing = (text: string): boolean =>
  pointsBack(text) && quantities(text).length === 0 && searchTerms(text).every((t) => COST.test(t) || /^(much|cost\w*)$/.test(t));

function topicalAnswer(text: string, published: PublishedPages): Retrieval | null {
  if (pricesNothing(text)) return null;
  // "A btc price of 122k" with a mining calculation is the visitor's figure, not a question about today's price.
  if (MARKET_DATA.test(text) && !hasCalculatorFigures("mining", text)) return null;

  const aboutCalculator = calculatorAbout(text);
  if (aboutCalculator) return answered(aboutCalculator);

  // "I registered as an affiliate, what now": what the form's confirmation says happens next.
  const afterForm = nextStepAnswer(text);
  if (afterForm) return answered(afterForm);

  const projectsFound = published.all("project");
  // A project named by its title or its town ("the rotterdam project", "what year was the galway charging done").
  const named = namedProject(text, projectsFound) ?? projectAtTown(text, projectsFound);
  // "…and when data centres?": a bare "when" and a service asks when we began it.
  const whenService =
    /^\W*(?:and |also )?when\b/.test(text) && serviceIn(text) !== undefined && searchTerms(serviceWithout(text)).length === 0;
  if (HISTORY.test(text.replace(VISITORS_HISTORY, " ")) || whenService)
    return orPassage(text, answered(named ? projectDetail(named) : timelineAnswer(text)), published, domainsOf(text));
  if (ABOUT_COMPANY.test(text)) return answered(`${company.description} ${companyAnswer}`);
  if (WHAT_WE_DO.test(text)) {
    // "What do you actually do for EV charging": that service, not the list of all of them.
    // "Do you only do solar" still asks for all of them.
    const service = /\b(only|just)\b/.test(text) ? undefined : services.find((s) => s.id === serviceIn(text));
    return answered(service ? serviceAnswer(service) : `${company.description} ${servicesAnswer}`);
  }
  // "Write me a poem" asks for writing, not for our articles.
  // "How long do you keep my email if I subscribe to the blog" asks about the subscription, not for articles.
  // "Can I get emails when you post" asks about the subscription too.
  if (
    BLOG.test(text) &&
    !/\bwrite (to|an? e-?mail|me|us|a|an|my|some)\b|\b(un)?subscri\w*|\bnewsletter|\be-?mails? (?:when|each time|every time|whenever)\b/.test(
      text,
    )
  )
    return answered(articleSays(text, published) ?? blogAnswer(published, text));
  // "How high are the panels at pueblo", "how much storage is at the rotterdam electrolyser": our project, not a calculation.
  if (named && quantities(text).length === 0) return projectAnswer(text, named, published);
  const commission = commissionAnswer(text);
  if (commission) return answered(commission);
  const merch = merchAnswer(text);
  if (merch) return answered(merch);
  const cost = energyCostAnswer(text);
  // The visitor's own figures in a calculation always win (issue 33); the defaults or "no calculator" may give way.
  const calculator = calculatorKeyOf(text);
  if (cost)
    return calculator && calculatorFigureCount(calculator, text) > 0
      ? answered(cost)
      : orBetterPassage(text, answered(cost), published, domainsOf(text));
  if (named) return answered(projectDetail(named));
  // "Which countries have you built in" is about where we work, not one project.
  if (asksForProjects(text) && !/\b(where|countries|states)\b/.test(text)) return answered(projectsAnswer(published, text));

  const places = placesIn(text, projectsFound);
  const office = officeDetail(text);
  if (office) return answered(office);
  // Phones, addresses and hours, and the programmes, have their own documents even when a place is named.
  const ownDocument =
    /\b(phone|call|number|address|email|e-mail|hours|open|my order|contractors?|subcontract\w*|installers?|electricians?|affiliates?|partners?|apply|jobs?|hiring)\b/.test(
      text,
    ) ||
    (/\b(offices?|headquarters|hq)\b/.test(text) && places.length === 0);
  // "Where was the founder born" is about him, not where we work.
  const aboutPerson = /\b(founder|declan|ceo|owner|born)\b/.test(text);
  // A place alone is not a subject ("the population of Dublin"): it needs a word about working there.
  const aboutWork = WHERE.test(text) || (places.length > 0 && WORK_THERE.test(text));
  // The shop's documents never answer an energy question, and the reverse.
  const domains = domainsOf(text);
  if (!ownDocument && !aboutPerson && aboutWork && !/\bwhere (do|can|should) i\b/.test(text)) {
    // "Where do your apprentices get trained": the sentence that says so, not the list of offices, which says none of
    // the question's words; one that says some of them ("the dublin crew") gives way to a sentence that explains three more.
    const where = answered(whereAnswer(text, projectsFound));
    const whereSays = new Set(passageTerms(where.answer));
    const more = passageTerms(text).some((t) => whereSays.has(t)) ? 3 : 2;
    // "What will the dublin office focus on next": the list states what is; a sentence of what we plan answers.
    const ahead = asksAhead(text) ? passageFor(text, published, domains) : null;
    if (ahead && statesAhead(ahead.quote) && ahead.matched.some((t) => !whereSays.has(t))) return answered(passageAnswer(ahead));
    return orPassage(text, orBetterPassage(text, where, published, domains, more), published, domains, true);
  }
  // Only place names left ("which one is in ireland?"): no document is about that.
  const placeTerms = new Set(places.flatMap((p) => searchTerms(p)));
  if (searchTerms(text).every((t) => placeTerms.has(t))) return null;
  // "What does Marcus say to design data center cooling for": the quotation he is named under, before any overview.
  const quoted = SAYS.test(text) ? passageFor(text, published, domains) : null;
  if (quoted && quotesSpeaker(text, quoted.quote)) return answered(passageAnswer(quoted));
  const hits = searchKnowledge(text, domains);
  // The best-ranked document that explains enough of the question, among those ranked almost as high
  // as the first: a close second that explains the whole question beats a first that explains half.
  const top = hits[0]?.score ?? 0;
  const ranked = hits.slice(0, 3).filter((h) => h.score >= MIN_SCORE && h.score >= top * 0.8);
  // "Do contractors need a particular licence": half the question, when that half is every one of its nouns (ADR 324).
  const best =
    ranked.find((h) => h.coverage > MIN_COVERAGE) ?? ranked.find((h) => h.coverage >= MIN_COVERAGE && explainsNouns(text, h.matched));
  // A service's overview gives way to a published sentence that explains more of the question, two of its words the overview does not.
  const overviewOf = best?.doc.id.startsWith("service:") ? services.find((s) => `service:${s.id}` === best.doc.id) : undefined;
  const specific = overviewOf && passageFor(text, published, domains);
  if (
    overviewOf &&
    specific &&
    specific.coverage > (best?.coverage ?? 1) &&
    addsToOverview(specific, overviewOf.id, best?.doc.answer ?? "")
  )
    return answered(passageAnswer(specific));
  // "How long after a hail storm can you still claim": an overview that holds no length of time does not answer
  // "how long"; the published sentence that does, or the honest decline.
  if (overviewOf && best && !holdsKindAsked(text, best.doc.answer, true)) return specific ? answered(passageAnswer(specific)) : null;
  // "How much did Declan pay for the Dublin office": a sum asked, and a document that states none (his profile) does not answer.
  if (best && ASKS_SUM.test(text) && !STATES_SUM.test(best.doc.answer)) {
    const sentence = passageFor(text, published, domains);
    return sentence && STATES_SUM.test(sentence.quote) ? answered(passageAnswer(sentence)) : null;
  }
  if (best) {
    const second = JOINED.test(text) ? secondSubject(text, best, domains) : null;
    // "The georgia office phone": that office's line, not every office's (a follow-up's "its" names one).
    const office = best.doc.id === "phone" ? officeNamed(text) : undefined;
    const first = office ? officeLine(office) : best.doc.answer;
    const answer = answered(
      second ? `${first}\n\n${second.answer}` : first,
      hits
        .filter((h) => h !== best)
        .slice(0, 2)
        .map((h) => h.doc.answer),
    );
    return orPassage(text, answer, published, domains);
  }
  // A sentence the site publishes that answers the question ("what happens to a PACE assessment when the building is sold").
  const passage = passageFor(text, published, domains);
  // A question that names a service and nothing we know better gets that service's overview.
  const service = services.find((s) => s.id === serviceIn(text));
  if (service) {
    const overview = serviceAnswer(service);
    if (passage && addsToOverview(passage, service.id, overview)) return answered(passageAnswer(passage));
    // "How big is the SEAI grant for solar": an overview that holds no figure does not answer "how big".
    return holdsKindAsked(text, overview, true) ? answered(overview) : null;
  }
  if (passage) return answered(passageAnswer(passage));
  // Facts only a project states ("did you do anything for a dairy farm"): the project that explains the question.
  const [project, next] = published.search(text.replace(PAGE_WORDS, " "), "project");
  if (project && project.coverage > MIN_COVERAGE && project.score >= MIN_SCORE && (!next || next.score < project.score * 0.8))
    return answered(projectDetail(project.doc));
  return null;
}
