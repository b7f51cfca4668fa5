CREATE TABLE `subscribers` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`email` text NOT NULL,
	`status` text DEFAULT 'pending' NOT NULL,
	`confirm_token_hash` text,
	`confirm_expires_at` integer,
	`confirm_sent_at` integer NOT NULL,
	`unsubscribe_token` text NOT NULL,
	`confirmed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_email_unique` ON `subscribers` (`email`);--> statement-breakpoint
CREATE UNIQUE INDEX `subscribers_unsubscribe_token_unique` ON `subscribers` (`unsubscribe_token`);--> statement-breakpoint
CREATE INDEX `subscribers_confirm_idx` ON `subscribers` (`confirm_token_hash`);--> statement-breakpoint
CREATE INDEX `subscribers_status_idx` ON `subscribers` (`status`,`confirm_sent_at`);--> statement-breakpoint
CREATE TABLE `subscription_mails` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`subscriber_id` integer NOT NULL,
	`kind` text NOT NULL,
	`post_id` integer,
	`status` text DEFAULT 'pending' NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`claimed_until` integer,
	`enqueued_at` integer,
	`sent_at` integer,
	`message_id` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`subscriber_id`) REFERENCES `subscribers`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `subscription_mails_post_idx` ON `subscription_mails` (`subscriber_id`,`post_id`);--> statement-breakpoint
CREATE INDEX `subscription_mails_status_idx` ON `subscription_mails` (`status`,`created_at`);--> statement-breakpoint
CREATE TABLE `post_announcements` (
	`post_id` integer PRIMARY KEY NOT NULL,
	`cursor` integer DEFAULT 0 NOT NULL,
	`done_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
-- Not generated: posts published before subscriptions existed count as announced, so the first
-- sweep mails no subscriber about old articles (ADR 305).
INSERT INTO `post_announcements` (`post_id`, `done_at`) SELECT `id`, unixepoch('subsec') * 1000 FROM `blog_posts` WHERE `published_at` IS NOT NULL;
