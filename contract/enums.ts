/**
 * Enumerations shared by the forms, the Worker and the admin screens, each with its display label,
 * so a label is written once.
 */

/** Builds the value list (for schemas) and the label map (for selects) from one table. */
function labelled<const T extends readonly (readonly [string, string])[]>(rows: T) {
  const values = rows.map(([value]) => value) as unknown as { [K in keyof T]: T[K][0] };
  const labels = Object.fromEntries(rows) as Record<T[number][0], string>;
  return { values, labels, options: rows.map(([value, label]) => ({ value, label })) } as const;
}

/** Inquiry types of the contact form. */
export const inquiryTypes = labelled([
  ["ev_charging", "EV Charging Infrastructure"],
  ["solar", "Solar Arrays"],
  ["hydrogen", "Hydrogen Projects"],
  ["bitcoin_mining", "Bitcoin Mining"],
  ["insurance_claims", "Insurance Claims"],
  ["pace_financing", "PACE/Financing"],
  ["general", "General Inquiry"],
] as const);
export type InquiryType = (typeof inquiryTypes.values)[number];

/** Project types of the project intake form: the same values, 'General/Other' for general. */
export const projectTypes = labelled([
  ["ev_charging", "EV Charging Infrastructure"],
  ["solar", "Solar Arrays"],
  ["hydrogen", "Hydrogen Projects"],
  ["bitcoin_mining", "Bitcoin Mining"],
  ["insurance_claims", "Insurance Claims"],
  ["pace_financing", "PACE/Financing"],
  ["general", "General/Other"],
] as const);

/** Categories of published projects (the /projects filter buttons, after "all"). */
export const projectCategories = labelled([
  ["ev_charging", "EV Charging"],
  ["solar", "Solar"],
  ["hydrogen", "Hydrogen"],
  ["bitcoin_mining", "Bitcoin Mining"],
  ["insurance_recovery", "Insurance Recovery"],
] as const);
export type ProjectCategory = (typeof projectCategories.values)[number];

/** Where a project is; anything outside the US and Ireland is "international". */
export const projectRegions = labelled([
  ["usa", "United States"],
  ["ireland", "Ireland"],
  ["international", "International"],
] as const);
export type ProjectRegion = (typeof projectRegions.values)[number];

/** Organisation types of the partner request form. */
export const organizationTypes = labelled([
  ["technology_provider", "Technology Provider"],
  ["service_provider", "Service Provider"],
  ["manufacturer", "Manufacturer"],
  ["distributor", "Distributor"],
  ["financial_institution", "Financial Institution"],
  ["consulting_firm", "Consulting Firm"],
  ["research_institution", "Research Institution"],
  ["other", "Other"],
] as const);
export type OrganizationType = (typeof organizationTypes.values)[number];

/** The 50 US states, Alabama to Wyoming. */
export const usStates = [
  "Alabama",
  "Alaska",
  "Arizona",
  "Arkansas",
  "California",
  "Colorado",
  "Connecticut",
  "Delaware",
  "Florida",
  "Georgia",
  "Hawaii",
  "Idaho",
  "Illinois",
  "Indiana",
  "Iowa",
  "Kansas",
  "Kentucky",
  "Louisiana",
  "Maine",
  "Maryland",
  "Massachusetts",
  "Michigan",
  "Minnesota",
  "Mississippi",
  "Missouri",
  "Montana",
  "Nebraska",
  "Nevada",
  "New Hampshire",
  "New Jersey",
  "New Mexico",
  "New York",
  "North Carolina",
  "North Dakota",
  "Ohio",
  "Oklahoma",
  "Oregon",
  "Pennsylvania",
  "Rhode Island",
  "South Carolina",
  "South Dakota",
  "Tennessee",
  "Texas",
  "Utah",
  "Vermont",
  "Virginia",
  "Washington",
  "West Virginia",
  "Wisconsin",
  "Wyoming",
] as const;

/** The 19 European countries the contractor network serves. */
export const europeanCountries = [
  "Ireland",
  "United Kingdom",
  "Germany",
  "France",
  "Spain",
  "Italy",
  "Netherlands",
  "Belgium",
  "Portugal",
  "Sweden",
  "Denmark",
  "Norway",
  "Finland",
  "Poland",
  "Austria",
  "Switzerland",
  "Czech Republic",
  "Hungary",
  "Greece",
] as const;

/** Every service area a contractor can pick: states first, then countries. */
export const serviceAreas = [...usStates, ...europeanCountries] as const;
export type ServiceArea = (typeof serviceAreas)[number];
