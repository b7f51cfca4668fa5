-- Index-only counts for the admin (ADR 259): the projects list's view counts, the dashboard's pending inquiries. (The posts list's view counts read 0018's blog_posts_status_date_idx.)
CREATE INDEX `inquiries_pending_idx` ON `inquiries` (`responded`,`held_reason`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_views_idx` ON `projects` (`deleted_at`,`category`);
