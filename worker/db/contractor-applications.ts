import type { ContractorPayload } from "../../contract/contractor";
import type { Db } from "./client";
import { contractorApplications } from "./schema";

/** Stores a contractor application (one row, service areas as a JSON list) and returns its id. */
export async function createContractorApplication(db: Db, input: ContractorPayload): Promise<number> {
  const [row] = await db
    .insert(contractorApplications)
    .values({
      name: input.name,
      email: input.email,
      phone: input.phone,
      trade: input.trade,
      licenses: input.licenses,
      states: input.states,
      insuranceUrl: input.insuranceUrl,
      portfolioUrl: input.portfolioUrl,
      experience: input.experience,
      termsAccepted: input.termsAccepted,
    })
    .returning({ id: contractorApplications.id });
  if (!row) throw new Error("Insert returned no row");
  return row.id;
}
