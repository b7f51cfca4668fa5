/** The calculators with their tabs, as the home page shows them. Built by the calculators issue. */
export function CalculatorsSection() {
  return null;
}
