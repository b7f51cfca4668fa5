ALTER TABLE `affiliates` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `contractor_applications` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `inquiries` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `merch_quotes` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `partner_requests` ADD `held_reason` text;--> statement-breakpoint
ALTER TABLE `project_requests` ADD `held_reason` text;