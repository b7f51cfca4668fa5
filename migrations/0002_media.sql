CREATE TABLE `media` (
	`key` text PRIMARY KEY NOT NULL,
	`type` text NOT NULL,
	`size` integer NOT NULL,
	`alt` text,
	`width` integer,
	`height` integer,
	`name` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `media_created_idx` ON `media` (`created_at`);