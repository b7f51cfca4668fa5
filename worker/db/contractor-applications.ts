import type { ContractorPayload } from "#contract/contractor.ts";
import type { Db } from "./client";
import { outboxInsert, type Audience, type StoredLead } from "./lead-notifications";
import { contractorApplications } from "./schema";

/** Stores a contractor application (one row, service areas as a JSON list) with its notification in one batch; returns both ids. */
export async function createContractorApplication(
  db: Db,
  input: ContractorPayload,
  audiences: readonly Audience[] = ["team"],
): Promise<StoredLead> {
  const [[row], notifications] = await db.batch([
    db
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
      .returning({ id: contractorApplications.id }),
    outboxInsert(db, "contractor-applications", contractorApplications, audiences),
  ]);
  if (!row) throw new Error("Insert returned no row");
  return { id: row.id, notificationIds: notifications.map((n) => n.id) };
}
