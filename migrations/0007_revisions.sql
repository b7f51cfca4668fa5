CREATE TABLE `content_revisions` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer NOT NULL,
	`revision` integer NOT NULL,
	`data` text NOT NULL,
	`saved_by` text,
	`saved_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `content_revisions_item_idx` ON `content_revisions` (`kind`,`item_id`,`revision`);--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `publish_at` integer;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `blog_posts` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `blog_posts_deleted_idx` ON `blog_posts` (`deleted_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_publish_at_idx` ON `blog_posts` (`publish_at`);--> statement-breakpoint
ALTER TABLE `projects` ADD `revision` integer DEFAULT 1 NOT NULL;--> statement-breakpoint
ALTER TABLE `projects` ADD `updated_by` text;--> statement-breakpoint
ALTER TABLE `projects` ADD `deleted_at` integer;--> statement-breakpoint
CREATE INDEX `projects_deleted_idx` ON `projects` (`deleted_at`);