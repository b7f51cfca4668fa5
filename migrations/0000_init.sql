CREATE TABLE `affiliates` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`payout_address` text,
	`how_heard` text,
	`industry` text,
	`terms_accepted` integer NOT NULL,
	`referral_code` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `affiliates_referral_code_unique` ON `affiliates` (`referral_code`);--> statement-breakpoint
CREATE INDEX `affiliates_created_idx` ON `affiliates` (`created_at`);--> statement-breakpoint
CREATE TABLE `blog_posts` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`excerpt` text NOT NULL,
	`content` text NOT NULL,
	`author` text NOT NULL,
	`category` text NOT NULL,
	`tags` text DEFAULT '[]' NOT NULL,
	`keywords` text DEFAULT '[]' NOT NULL,
	`featured` integer DEFAULT false NOT NULL,
	`published` integer DEFAULT false NOT NULL,
	`published_at` integer,
	`view_count` integer DEFAULT 0 NOT NULL,
	`image_url` text,
	`meta_title` text,
	`meta_description` text,
	`canonical_url` text,
	`og_title` text,
	`og_description` text,
	`og_image_url` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `blog_posts_slug_unique` ON `blog_posts` (`slug`);--> statement-breakpoint
CREATE INDEX `blog_posts_published_idx` ON `blog_posts` (`published`,`published_at`);--> statement-breakpoint
CREATE INDEX `blog_posts_created_idx` ON `blog_posts` (`created_at`);--> statement-breakpoint
CREATE TABLE `contractor_applications` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`trade` text NOT NULL,
	`licenses` text,
	`states` text DEFAULT '[]' NOT NULL,
	`insurance_url` text,
	`portfolio_url` text,
	`experience` text NOT NULL,
	`terms_accepted` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `contractor_applications_created_idx` ON `contractor_applications` (`created_at`);--> statement-breakpoint
CREATE TABLE `inquiries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`first_name` text NOT NULL,
	`last_name` text NOT NULL,
	`email` text NOT NULL,
	`company` text,
	`inquiry_type` text NOT NULL,
	`message` text NOT NULL,
	`responded` integer DEFAULT false NOT NULL,
	`responded_at` integer,
	`responded_by` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `inquiries_created_idx` ON `inquiries` (`created_at`);--> statement-breakpoint
CREATE TABLE `merch_quotes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`company_name` text,
	`contact_name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text,
	`requirements` text,
	`lines` text DEFAULT '[]' NOT NULL,
	`subtotal_cents` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `merch_quotes_created_idx` ON `merch_quotes` (`created_at`);--> statement-breakpoint
CREATE TABLE `partner_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`org_type` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`website` text,
	`description` text NOT NULL,
	`logo_url` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `partner_requests_created_idx` ON `partner_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `partners` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`logo_url` text,
	`sort_order` integer DEFAULT 0 NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `partners_sort_idx` ON `partners` (`sort_order`,`id`);--> statement-breakpoint
CREATE TABLE `project_requests` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`email` text NOT NULL,
	`phone` text NOT NULL,
	`company` text,
	`project_type` text NOT NULL,
	`location` text NOT NULL,
	`budget` text,
	`timeline` text,
	`notes` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `project_requests_created_idx` ON `project_requests` (`created_at`);--> statement-breakpoint
CREATE TABLE `projects` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`title` text NOT NULL,
	`description` text NOT NULL,
	`location` text NOT NULL,
	`year` integer NOT NULL,
	`client` text NOT NULL,
	`category` text NOT NULL,
	`region` text NOT NULL,
	`image_url` text,
	`video_url` text,
	`external_url` text,
	`metrics` text DEFAULT '[]' NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `projects_category_created_idx` ON `projects` (`category`,`created_at`);--> statement-breakpoint
CREATE INDEX `projects_created_idx` ON `projects` (`created_at`);