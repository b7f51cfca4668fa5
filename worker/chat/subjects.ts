/** Which service line a question is about, by the words visitors use for it (first match wins). */
import type { ServiceId } from "#content/services.ts";

// PACE first ("PACE for solar" is financing), then the lines whose words are most specific.
const serviceSubjects: readonly [ServiceId, RegExp][] = [
  ["pace-financing", /\b(c-?pace|pace|property assessed)\b/],
  ["ev-charging", /\b(ev|chargers?|charging|electric vehicles?)\b/],
  ["insurance-claims", /\b(insurance|claims?|hail|storm)\b/],
  // "A 0.08 MW stack": a stack sized in power is an electrolyzer's.
  ["hydrogen", /\b(hydrogen|electroly[sz]\w*|h2|lcoh)\b|\/kg|per kg|\b(?:mw|kw|megawatts?|kilowatts?) stacks?\b/],
  ["bitcoin-mining", /\b(bitcoin|btc|mining|miners?|hashrate|asics?)\b|th\/s/],
  ["data-centers", /\b(data center|colocation|pue|hyperscale\w*|server (?:farms?|rooms?|halls?))\b/],
  ["solar", /\b(solar|pv|panels?)\b/],
];

/** The service a (normalised) question is about, if any. */
export function serviceIn(text: string): ServiceId | undefined {
  return serviceSubjects.find(([, pattern]) => pattern.test(text))?.[0];
}

/** Every service a (normalised) question names, in the order of the list above ("solar and hydrogen"). */
export function servicesIn(text: string): ServiceId[] {
  return serviceSubjects.filter(([, pattern]) => pattern.test(text)).map(([id]) => id);
}

/** The text with every service's words taken out ("what about hydrogen?" replaces the earlier service). */
export function serviceWithout(text: string): string {
  return serviceSubjects.reduce((rest, [, pattern]) => rest.replace(new RegExp(pattern.source, "g"), " "), text);
}
