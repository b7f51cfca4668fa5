/**
 * Subjects the site never states though their words are ours (ADR 341): the domain gate's
 * (`outsideDomain`, understanding.ts) patterns for an office's amenities, a count of things in a
 * country, a fuel's price at the pump and where a market's price goes next season. Each was checked
 * against the content: the office pages give an address, a phone and hours, never parking; the
 * Wexford project supplies 12 buses, no page counts a country's; the hydrogen calculator prices
 * production, no page a retail price; the mining article says what ERCOT prices have done, never
 * what they will do.
 */

/** "Is there parking at the dublin office": what a visitor finds at an office, beyond the address, phone and hours. */
const AMENITY =
  /\b(parking|car ?parks?|parking (lots?|spaces?|garages?)|bike (racks?|storage|parking)|wheelchair|step-free|disabled access|toilets?|restrooms?|canteen|cafeteria)\b/;
const AT_OFFICE = /\b(office|offices|hq|headquarters|premises|building|visit|visiting|visitors?|meeting)\b/;
/** "Do you install chargers in office car parks": parking as a place we build in, which is ours. */
const WORK_THERE = /\b(charg\w*|ev|evs|solar|carports?|canopy|canopies|install\w*|fleet|batter(y|ies)|arrays?|panels?|build\w*)\b/;

/**
 * "How many electric buses are there in ireland": a count of things in a place at large. A count of
 * ours ("how many projects are there in ireland", "how many people work in the dublin office") or one
 * asked of a project of ours ("how many buses does the wexford project supply") is not this.
 */
const COUNT_IN_PLACE =
  /\bhow many ((?:[a-z-]+ ){0,2}[a-z-]+) (?:are|were) (?:there (?:in|on the roads? (?:in|of))|registered in) (?!(?:the|your|our|each|one|a|an|that|this|it|them|there|here|those|these|total|all)\b)[a-z]+/;
const OURS_COUNTED =
  /\b(projects?|offices?|people|employees?|staff|team|sites?|locations?|installations?|affiliates?|partners?|contractors?|clients?|customers?|members?|services?|calculators?|articles?|posts?|items?|products?|sizes?|colou?rs?)$/;
const OF_OURS = /\b(you|your|yours|our|kilbride|project|projects)\b/;

/**
 * "Price of hydrogen at the pump in california", "diesel per gallon": a fuel's retail price. Building a
 * refuelling station is ours (a project of ours has one): only what a driver pays there is not.
 */
const AT_THE_PUMP =
  /\bat the pumps?\b|\bper gallon\b|\b(price|prices|cost|costs|how much)\b.*\b(at|from) (a|the) (gas|petrol|filling|fuel|hydrogen|refuel(l)?ing) stations?\b/;

/**
 * "Will ercot prices spike this summer": where a market's price goes, said with "will" or a coming
 * season (the gate's PREDICTION has "rise", "crash", "tomorrow"). "How high did ercot prices spike in
 * heat waves" asks what the article says happened, which is ours.
 */
const COMING_MOVE =
  /\bwill\b.*\b(spike|spikes|soar|surge|jump|climb|double|halve|drop|plunge|skyrocket|increase|decrease)\b|\b(this|next|the coming|the upcoming) (summer|winter|spring|autumn|fall)\b/;

/** True when the (normalised) question asks about something the site never states, whatever of ours its words name. */
export function unstatedSubject(text: string): boolean {
  if (AMENITY.test(text) && AT_OFFICE.test(text) && !WORK_THERE.test(text)) return true;
  const counted = COUNT_IN_PLACE.exec(text)?.[1];
  if (counted && !OURS_COUNTED.test(counted) && !OF_OURS.test(text)) return true;
  return AT_THE_PUMP.test(text);
}

/** True when the question asks where a price goes, said with "will" or a coming season (the caller checks it names a market). */
export const asksComingMove = (text: string): boolean => COMING_MOVE.test(text);
