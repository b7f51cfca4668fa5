/**
 * The form submissions as admin lists: each record shaped into the display texts of its columns
 * (contract/admin.ts), which the Leads page shows, the CSV export writes and the notification
 * e-mail lists, so all three agree.
 */
import { and, count, desc, eq, gte, lt } from "drizzle-orm";
import type { SQLiteColumn } from "drizzle-orm/sqlite-core";
import type { DashboardCounts, LeadCells, LeadKind, LeadRow } from "#contract/admin.ts";
import { inquiryTypes, organizationTypes, projectTypes } from "#contract/enums.ts";
import { colorLabel, sizeLabel } from "#contract/merch-catalogue.ts";
import { formatPrice } from "#contract/format.ts";
import type { Db } from "./client";
import { teamNotificationsOf } from "./lead-notifications";
import {
  affiliates,
  blogPosts,
  contractorApplications,
  inquiries,
  leadNotifications,
  merchQuotes,
  partnerRequests,
  projectRequests,
  projects,
} from "./schema";

const text = (value: string | null | undefined) => value ?? "";
const label = (labels: Record<string, string>, value: string) => labels[value] ?? value;

/** A submission without its notification: what the list, the CSV and the e-mail share. */
export type LeadRecord = Omit<LeadRow, "notification">;

/** Typed by kind: a record must fill exactly its kind's columns, read from typed rows. */
function record<K extends LeadKind>(_kind: K, id: number, createdAt: Date, cells: LeadCells<K>): LeadRecord {
  return { id, createdAt: createdAt.toISOString(), cells };
}

const projectRequestRecord = (r: typeof projectRequests.$inferSelect) =>
  record("project-requests", r.id, r.createdAt, {
    name: r.name,
    email: r.email,
    phone: r.phone,
    company: text(r.company),
    projectType: label(projectTypes.labels, r.projectType),
    location: r.location,
    budget: text(r.budget),
    timeline: text(r.timeline),
    notes: text(r.notes),
  });

const contractorRecord = (r: typeof contractorApplications.$inferSelect) =>
  record("contractor-applications", r.id, r.createdAt, {
    name: r.name,
    email: r.email,
    phone: r.phone,
    trade: r.trade,
    licenses: text(r.licenses),
    states: r.states.join("; "),
    insuranceUrl: text(r.insuranceUrl),
    portfolioUrl: text(r.portfolioUrl),
    experience: r.experience,
  });

const partnerRequestRecord = (r: typeof partnerRequests.$inferSelect) =>
  record("partner-requests", r.id, r.createdAt, {
    name: r.name,
    orgType: label(organizationTypes.labels, r.orgType),
    email: r.email,
    phone: r.phone,
    website: text(r.website),
    description: r.description,
    logoUrl: text(r.logoUrl),
  });

const affiliateRecord = (r: typeof affiliates.$inferSelect) =>
  record("affiliates", r.id, r.createdAt, {
    name: r.name,
    email: r.email,
    phone: r.phone,
    referralCode: r.referralCode,
    payoutAddress: text(r.payoutAddress),
    howHeard: text(r.howHeard),
    industry: text(r.industry),
  });

const merchQuoteRecord = (r: typeof merchQuotes.$inferSelect) =>
  record("merch-quotes", r.id, r.createdAt, {
    kind: r.kind === "order" ? "Order request" : "Custom quote",
    companyName: text(r.companyName),
    contactName: r.contactName,
    email: r.email,
    phone: text(r.phone),
    requirements: text(r.requirements),
    items: r.lines
      .map((l) => `${l.quantity} × ${l.name} (${[colorLabel(l.color), sizeLabel(l.size)].filter(Boolean).join(", ")})`)
      .join("; "),
    subtotal: r.lines.length ? formatPrice(r.subtotalCents / 100) : "",
  });

const inquiryRecord = (r: typeof inquiries.$inferSelect) =>
  record("inquiries", r.id, r.createdAt, {
    name: `${r.firstName} ${r.lastName}`,
    email: r.email,
    company: text(r.company),
    inquiryType: label(inquiryTypes.labels, r.inquiryType),
    message: r.message,
    status: r.responded ? "Responded" : "Pending",
    respondedBy: text(r.respondedBy),
  });

/** Every record of one kind, newest first. */
async function listRecords(db: Db, kind: LeadKind): Promise<LeadRecord[]> {
  switch (kind) {
    case "project-requests":
      return (await db.select().from(projectRequests).orderBy(desc(projectRequests.createdAt), desc(projectRequests.id))).map(
        projectRequestRecord,
      );
    case "contractor-applications":
      return (
        await db.select().from(contractorApplications).orderBy(desc(contractorApplications.createdAt), desc(contractorApplications.id))
      ).map(contractorRecord);
    case "partner-requests":
      return (await db.select().from(partnerRequests).orderBy(desc(partnerRequests.createdAt), desc(partnerRequests.id))).map(
        partnerRequestRecord,
      );
    case "affiliates":
      return (await db.select().from(affiliates).orderBy(desc(affiliates.createdAt), desc(affiliates.id))).map(affiliateRecord);
    case "merch-quotes":
      return (await db.select().from(merchQuotes).orderBy(desc(merchQuotes.createdAt), desc(merchQuotes.id))).map(merchQuoteRecord);
    case "inquiries":
      return (await db.select().from(inquiries).orderBy(desc(inquiries.createdAt), desc(inquiries.id))).map(inquiryRecord);
  }
}

/** Every record of one kind, newest first, each with its team notification. */
export async function listLeads(db: Db, kind: LeadKind): Promise<LeadRow[]> {
  const [records, notifications] = await Promise.all([listRecords(db, kind), teamNotificationsOf(db, kind)]);
  return records.map((r) => ({ ...r, notification: notifications.get(r.id) ?? null }));
}

/** One record, or null when it is gone (deleted after it was stored). */
export async function findLead(db: Db, kind: LeadKind, id: number): Promise<LeadRecord | null> {
  const one = async <R>(rows: Promise<R | undefined>, shape: (row: R) => LeadRecord) => {
    const row = await rows;
    return row ? shape(row) : null;
  };
  switch (kind) {
    case "project-requests":
      return one(db.select().from(projectRequests).where(eq(projectRequests.id, id)).get(), projectRequestRecord);
    case "contractor-applications":
      return one(db.select().from(contractorApplications).where(eq(contractorApplications.id, id)).get(), contractorRecord);
    case "partner-requests":
      return one(db.select().from(partnerRequests).where(eq(partnerRequests.id, id)).get(), partnerRequestRecord);
    case "affiliates":
      return one(db.select().from(affiliates).where(eq(affiliates.id, id)).get(), affiliateRecord);
    case "merch-quotes":
      return one(db.select().from(merchQuotes).where(eq(merchQuotes.id, id)).get(), merchQuoteRecord);
    case "inquiries":
      return one(db.select().from(inquiries).where(eq(inquiries.id, id)).get(), inquiryRecord);
  }
}

/** Every dashboard count in one round trip (one batch of COUNT queries). */
export async function dashboardCounts(db: Db): Promise<DashboardCounts> {
  const n = (rows: { n: number }[]) => rows[0]?.n ?? 0;
  const [p, b, i, pending, pr, ca, pq, af, mq, failed] = await db.batch([
    db.select({ n: count() }).from(projects),
    db.select({ n: count() }).from(blogPosts),
    db.select({ n: count() }).from(inquiries),
    db.select({ n: count() }).from(inquiries).where(eq(inquiries.responded, false)),
    db.select({ n: count() }).from(projectRequests),
    db.select({ n: count() }).from(contractorApplications),
    db.select({ n: count() }).from(partnerRequests),
    db.select({ n: count() }).from(affiliates),
    db.select({ n: count() }).from(merchQuotes),
    db.select({ n: count() }).from(leadNotifications).where(eq(leadNotifications.status, "failed")),
  ]);
  return {
    projects: n(p),
    blogPosts: n(b),
    inquiries: n(i),
    pendingInquiries: n(pending),
    projectRequests: n(pr),
    contractorApplications: n(ca),
    partnerRequests: n(pq),
    affiliates: n(af),
    merchQuotes: n(mq),
    failedNotifications: n(failed),
  };
}

/** Every record of one kind received in [start, end) (UTC ms), newest first: the report's CSV. */
export async function listRecordsBetween(db: Db, kind: LeadKind, start: number, end: number): Promise<LeadRecord[]> {
  const within = <T extends { createdAt: SQLiteColumn }>(t: T) => and(gte(t.createdAt, new Date(start)), lt(t.createdAt, new Date(end)));
  switch (kind) {
    case "project-requests":
      return (
        await db
          .select()
          .from(projectRequests)
          .where(within(projectRequests))
          .orderBy(desc(projectRequests.createdAt), desc(projectRequests.id))
      ).map(projectRequestRecord);
    case "contractor-applications":
      return (
        await db
          .select()
          .from(contractorApplications)
          .where(within(contractorApplications))
          .orderBy(desc(contractorApplications.createdAt), desc(contractorApplications.id))
      ).map(contractorRecord);
    case "partner-requests":
      return (
        await db
          .select()
          .from(partnerRequests)
          .where(within(partnerRequests))
          .orderBy(desc(partnerRequests.createdAt), desc(partnerRequests.id))
      ).map(partnerRequestRecord);
    case "affiliates":
      return (await db.select().from(affiliates).where(within(affiliates)).orderBy(desc(affiliates.createdAt), desc(affiliates.id))).map(
        affiliateRecord,
      );
    case "merch-quotes":
      return (
        await db.select().from(merchQuotes).where(within(merchQuotes)).orderBy(desc(merchQuotes.createdAt), desc(merchQuotes.id))
      ).map(merchQuoteRecord);
    case "inquiries":
      return (await db.select().from(inquiries).where(within(inquiries)).orderBy(desc(inquiries.createdAt), desc(inquiries.id))).map(
        inquiryRecord,
      );
  }
}
