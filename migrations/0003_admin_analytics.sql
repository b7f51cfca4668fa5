CREATE TABLE `post_view_days` (
	`post_id` integer NOT NULL,
	`day` text NOT NULL,
	`views` integer NOT NULL,
	PRIMARY KEY(`post_id`, `day`)
);
--> statement-breakpoint
CREATE INDEX `post_view_days_day_idx` ON `post_view_days` (`day`,`post_id`,`views`);--> statement-breakpoint
CREATE INDEX `post_view_days_post_idx` ON `post_view_days` (`post_id`,`day`,`views`);--> statement-breakpoint
CREATE TABLE `post_view_totals` (
	`post_id` integer PRIMARY KEY NOT NULL,
	`views` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inquiries_responded_created_idx` ON `inquiries` (`responded`,`created_at`,`responded_at`);