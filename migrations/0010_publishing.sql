-- Issue 35 (publishing): project drafts (every existing project stays published), preview
-- snapshots (ADR 313) and author profiles (ADR 315). Written by hand: the drizzle-kit snapshots in
-- meta/ collide (0006–0008 share a parent), so `drizzle-kit generate` refuses to run.
ALTER TABLE `projects` ADD `published` integer DEFAULT true NOT NULL;--> statement-breakpoint
CREATE TABLE `content_previews` (
	`id` text PRIMARY KEY NOT NULL,
	`kind` text NOT NULL,
	`item_id` integer,
	`data` text NOT NULL,
	`created_by` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
CREATE INDEX `content_previews_expires_idx` ON `content_previews` (`expires_at`);--> statement-breakpoint
CREATE TABLE `author_profiles` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`bio` text NOT NULL,
	`updated_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `author_profiles_name_idx` ON `author_profiles` (lower("name"));
