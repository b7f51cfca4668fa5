CREATE TABLE `admin_inbox` (
	`admin_email` text PRIMARY KEY NOT NULL,
	`read_before` integer,
	`last_seen_at` integer,
	`previous_seen_at` integer
);
--> statement-breakpoint
CREATE TABLE `lead_notes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`author` text NOT NULL,
	`body` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `lead_notes_lead_idx` ON `lead_notes` (`lead_kind`,`lead_id`,`created_at`);--> statement-breakpoint
CREATE TABLE `lead_reads` (
	`lead_kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`admin_email` text NOT NULL,
	`read_at` integer NOT NULL,
	PRIMARY KEY(`lead_kind`, `lead_id`, `admin_email`)
);
--> statement-breakpoint
CREATE TABLE `lead_workflow` (
	`lead_kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`status` text DEFAULT 'new' NOT NULL,
	`owner` text,
	`status_at` integer,
	`status_by` text,
	`source_page` text,
	`landing_page` text,
	`referrer` text,
	`utm_source` text,
	`utm_medium` text,
	`utm_campaign` text,
	`utm_term` text,
	`utm_content` text,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`lead_kind`, `lead_id`)
);
--> statement-breakpoint
CREATE INDEX `lead_workflow_owner_idx` ON `lead_workflow` (`owner`);--> statement-breakpoint
-- Not generated (ADR 260): inquiries already marked responded keep that status in the shared workflow.
INSERT INTO `lead_workflow` (`lead_kind`, `lead_id`, `status`, `status_at`, `status_by`)
SELECT 'inquiries', `id`, 'responded', `responded_at`, `responded_by` FROM `inquiries` WHERE `responded` = 1;
--> statement-breakpoint
-- Notifications whose lead was deleted before they were sent are closed as cancelled, not left "still sending".
UPDATE `lead_notifications` SET `status` = 'cancelled', `claimed_until` = NULL, `last_error` = 'The lead was deleted before it was sent.'
WHERE `status` = 'pending' AND CASE `lead_kind`
  WHEN 'inquiries' THEN NOT EXISTS (SELECT 1 FROM `inquiries` WHERE `id` = `lead_id`)
  WHEN 'project-requests' THEN NOT EXISTS (SELECT 1 FROM `project_requests` WHERE `id` = `lead_id`)
  WHEN 'contractor-applications' THEN NOT EXISTS (SELECT 1 FROM `contractor_applications` WHERE `id` = `lead_id`)
  WHEN 'partner-requests' THEN NOT EXISTS (SELECT 1 FROM `partner_requests` WHERE `id` = `lead_id`)
  WHEN 'affiliates' THEN NOT EXISTS (SELECT 1 FROM `affiliates` WHERE `id` = `lead_id`)
  WHEN 'merch-quotes' THEN NOT EXISTS (SELECT 1 FROM `merch_quotes` WHERE `id` = `lead_id`)
  ELSE 0 END;
--> statement-breakpoint
-- An inquiry stored already answered (a seed, an import, a hand-written statement) has its workflow say so.
CREATE TRIGGER `inquiries_responded_workflow` AFTER INSERT ON `inquiries` WHEN NEW.`responded` = 1
BEGIN
  INSERT INTO `lead_workflow` (`lead_kind`, `lead_id`, `status`, `status_at`, `status_by`)
  VALUES ('inquiries', NEW.`id`, 'responded', NEW.`responded_at`, NEW.`responded_by`)
  ON CONFLICT DO NOTHING;
END;
