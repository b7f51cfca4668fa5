CREATE TABLE `post_tags` (
	`post_id` integer NOT NULL,
	`tag` text NOT NULL,
	PRIMARY KEY(`tag`, `post_id`),
	FOREIGN KEY (`post_id`) REFERENCES `blog_posts`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `post_tags_post_idx` ON `post_tags` (`post_id`);--> statement-breakpoint
CREATE INDEX `blog_posts_list_idx` ON `blog_posts` (`published`,`featured`,`published_at`,`id`);--> statement-breakpoint
CREATE INDEX `blog_posts_category_idx` ON `blog_posts` (`category`,`published_at`);--> statement-breakpoint
-- Written by hand below (drizzle-kit has no triggers): post_tags follows blog_posts.tags on every
-- write, whoever makes it, and starts with the tags of the posts already stored.
CREATE TRIGGER `blog_posts_tags_insert` AFTER INSERT ON `blog_posts` BEGIN
	INSERT OR IGNORE INTO `post_tags` (`post_id`, `tag`) SELECT NEW.`id`, lower(`value`) FROM json_each(NEW.`tags`);
END;--> statement-breakpoint
CREATE TRIGGER `blog_posts_tags_update` AFTER UPDATE OF `tags` ON `blog_posts` BEGIN
	DELETE FROM `post_tags` WHERE `post_id` = OLD.`id`;
	INSERT OR IGNORE INTO `post_tags` (`post_id`, `tag`) SELECT NEW.`id`, lower(`value`) FROM json_each(NEW.`tags`);
END;--> statement-breakpoint
CREATE TRIGGER `blog_posts_tags_delete` AFTER DELETE ON `blog_posts` BEGIN
	DELETE FROM `post_tags` WHERE `post_id` = OLD.`id`;
END;--> statement-breakpoint
INSERT OR IGNORE INTO `post_tags` (`post_id`, `tag`) SELECT `blog_posts`.`id`, lower(`tags`.`value`) FROM `blog_posts`, json_each(`blog_posts`.`tags`) AS `tags`;
