-- Index-only counts for the admin (ADR 259): the posts and projects lists' view counts, the dashboard's pending inquiries.
CREATE INDEX `blog_posts_views_idx` ON `blog_posts` (`deleted_at`,`published`);--> statement-breakpoint
CREATE INDEX `inquiries_pending_idx` ON `inquiries` (`responded`,`held_reason`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_views_idx` ON `projects` (`deleted_at`,`category`);