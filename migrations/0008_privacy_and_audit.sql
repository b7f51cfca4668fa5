CREATE TABLE `audit_log` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`actor` text NOT NULL,
	`action` text NOT NULL,
	`record_type` text NOT NULL,
	`record_id` text,
	`detail` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `audit_log_created_idx` ON `audit_log` (`created_at`,`id`);--> statement-breakpoint
CREATE INDEX `audit_log_actor_idx` ON `audit_log` (`actor`,`created_at`);--> statement-breakpoint
CREATE INDEX `audit_log_action_idx` ON `audit_log` (`action`,`created_at`);--> statement-breakpoint
CREATE INDEX `affiliates_email_idx` ON `affiliates` (lower("email"));--> statement-breakpoint
CREATE INDEX `contractor_applications_email_idx` ON `contractor_applications` (lower("email"));--> statement-breakpoint
CREATE INDEX `inquiries_email_idx` ON `inquiries` (lower("email"));--> statement-breakpoint
CREATE INDEX `merch_quotes_email_idx` ON `merch_quotes` (lower("email"));--> statement-breakpoint
CREATE INDEX `partner_requests_email_idx` ON `partner_requests` (lower("email"));--> statement-breakpoint
CREATE INDEX `project_requests_email_idx` ON `project_requests` (lower("email"));