CREATE TABLE `lead_notifications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`lead_kind` text NOT NULL,
	`lead_id` integer NOT NULL,
	`audience` text DEFAULT 'team' NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`claimed_until` integer,
	`enqueued_at` integer,
	`sent_at` integer,
	`message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `lead_notifications_lead_idx` ON `lead_notifications` (`lead_kind`,`lead_id`,`audience`);--> statement-breakpoint
CREATE INDEX `lead_notifications_status_idx` ON `lead_notifications` (`status`,`created_at`);