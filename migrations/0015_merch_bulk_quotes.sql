ALTER TABLE `merch_quotes` ADD `needed_by` text;--> statement-breakpoint
ALTER TABLE `merch_quotes` ADD `artwork_key` text;--> statement-breakpoint
ALTER TABLE `merch_quotes` ADD `artwork_name` text;--> statement-breakpoint
ALTER TABLE `merch_quotes` ADD `artwork_type` text;--> statement-breakpoint
ALTER TABLE `merch_quotes` ADD `artwork_bytes` integer;--> statement-breakpoint
CREATE INDEX `merch_quotes_artwork_idx` ON `merch_quotes` (`artwork_key`);
