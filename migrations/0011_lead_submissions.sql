CREATE TABLE `lead_submissions` (
	`lead_kind` text NOT NULL,
	`idempotency_key` text NOT NULL,
	`payload_hash` text NOT NULL,
	`lead_id` integer NOT NULL,
	`reply` text DEFAULT '{}' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	PRIMARY KEY(`lead_kind`, `idempotency_key`, `payload_hash`)
);
--> statement-breakpoint
CREATE INDEX `lead_submissions_lead_idx` ON `lead_submissions` (`lead_kind`,`lead_id`);--> statement-breakpoint
CREATE INDEX `lead_submissions_created_idx` ON `lead_submissions` (`created_at`);
