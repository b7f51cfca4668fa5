-- The inbox's counters and sorts (ADR 264, ADR 269); hand-written: drizzle-kit's snapshot chain is broken on main.
CREATE TABLE `lead_counts` (
	`lead_kind` text NOT NULL,
	`status` text NOT NULL,
	`spam` integer NOT NULL,
	`n` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`lead_kind`, `status`, `spam`)
);
--> statement-breakpoint
CREATE INDEX `lead_reads_admin_idx` ON `lead_reads` (`admin_email`,`lead_kind`,`lead_id`);--> statement-breakpoint
-- The admin lists by title (ADR 269): the trash left out by the index's first column, then the title's order.
CREATE INDEX `blog_posts_title_idx` ON `blog_posts` (`deleted_at`,`title`);--> statement-breakpoint
CREATE INDEX `projects_title_idx` ON `projects` (`deleted_at`,`title`);--> statement-breakpoint
-- The inbox by name (ADR 269): each kind walks its name in the order the query sorts by, not every lead.
CREATE INDEX `inquiries_name_idx` ON `inquiries` (lower("first_name" || ' ' || "last_name"), "created_at" desc);--> statement-breakpoint
CREATE INDEX `project_requests_name_idx` ON `project_requests` (lower("name"), "created_at" desc);--> statement-breakpoint
CREATE INDEX `contractor_applications_name_idx` ON `contractor_applications` (lower("name"), "created_at" desc);--> statement-breakpoint
CREATE INDEX `partner_requests_name_idx` ON `partner_requests` (lower("name"), "created_at" desc);--> statement-breakpoint
CREATE INDEX `affiliates_name_idx` ON `affiliates` (lower("name"), "created_at" desc);--> statement-breakpoint
CREATE INDEX `merch_quotes_name_idx` ON `merch_quotes` (lower("contact_name"), "created_at" desc);--> statement-breakpoint
-- The counts as they are now: each kind's leads by status (no workflow row: new) and spam (held_reason set).
INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`)
SELECT 'inquiries', coalesce(w.`status`, 'new'), l.`held_reason` IS NOT NULL, count(*) FROM `inquiries` l
LEFT JOIN `lead_workflow` w ON w.`lead_kind` = 'inquiries' AND w.`lead_id` = l.`id` GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`)
SELECT 'project-requests', coalesce(w.`status`, 'new'), l.`held_reason` IS NOT NULL, count(*) FROM `project_requests` l
LEFT JOIN `lead_workflow` w ON w.`lead_kind` = 'project-requests' AND w.`lead_id` = l.`id` GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`)
SELECT 'contractor-applications', coalesce(w.`status`, 'new'), l.`held_reason` IS NOT NULL, count(*) FROM `contractor_applications` l
LEFT JOIN `lead_workflow` w ON w.`lead_kind` = 'contractor-applications' AND w.`lead_id` = l.`id` GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`)
SELECT 'partner-requests', coalesce(w.`status`, 'new'), l.`held_reason` IS NOT NULL, count(*) FROM `partner_requests` l
LEFT JOIN `lead_workflow` w ON w.`lead_kind` = 'partner-requests' AND w.`lead_id` = l.`id` GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`)
SELECT 'affiliates', coalesce(w.`status`, 'new'), l.`held_reason` IS NOT NULL, count(*) FROM `affiliates` l
LEFT JOIN `lead_workflow` w ON w.`lead_kind` = 'affiliates' AND w.`lead_id` = l.`id` GROUP BY 2, 3;
--> statement-breakpoint
INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`)
SELECT 'merch-quotes', coalesce(w.`status`, 'new'), l.`held_reason` IS NOT NULL, count(*) FROM `merch_quotes` l
LEFT JOIN `lead_workflow` w ON w.`lead_kind` = 'merch-quotes' AND w.`lead_id` = l.`id` GROUP BY 2, 3;
--> statement-breakpoint
-- A lead counts as new when stored (a workflow row written with or after it moves it), and leaves its count when deleted.
CREATE TRIGGER `inquiries_count_insert` AFTER INSERT ON `inquiries` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'inquiries', 'new', s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_count_delete` AFTER DELETE ON `inquiries` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'inquiries', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'inquiries' AND `lead_id` = OLD.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
END;
--> statement-breakpoint
CREATE TRIGGER `inquiries_count_spam` AFTER UPDATE OF `held_reason` ON `inquiries`
WHEN (OLD.`held_reason` IS NULL) <> (NEW.`held_reason` IS NULL) BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'inquiries', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'inquiries' AND `lead_id` = NEW.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'inquiries', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'inquiries' AND `lead_id` = NEW.`id`), 'new'), s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `project_requests_count_insert` AFTER INSERT ON `project_requests` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'project-requests', 'new', s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `project_requests_count_delete` AFTER DELETE ON `project_requests` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'project-requests', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'project-requests' AND `lead_id` = OLD.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
END;
--> statement-breakpoint
CREATE TRIGGER `project_requests_count_spam` AFTER UPDATE OF `held_reason` ON `project_requests`
WHEN (OLD.`held_reason` IS NULL) <> (NEW.`held_reason` IS NULL) BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'project-requests', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'project-requests' AND `lead_id` = NEW.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'project-requests', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'project-requests' AND `lead_id` = NEW.`id`), 'new'), s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `contractor_applications_count_insert` AFTER INSERT ON `contractor_applications` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'contractor-applications', 'new', s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `contractor_applications_count_delete` AFTER DELETE ON `contractor_applications` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'contractor-applications', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'contractor-applications' AND `lead_id` = OLD.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
END;
--> statement-breakpoint
CREATE TRIGGER `contractor_applications_count_spam` AFTER UPDATE OF `held_reason` ON `contractor_applications`
WHEN (OLD.`held_reason` IS NULL) <> (NEW.`held_reason` IS NULL) BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'contractor-applications', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'contractor-applications' AND `lead_id` = NEW.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'contractor-applications', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'contractor-applications' AND `lead_id` = NEW.`id`), 'new'), s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `partner_requests_count_insert` AFTER INSERT ON `partner_requests` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'partner-requests', 'new', s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `partner_requests_count_delete` AFTER DELETE ON `partner_requests` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'partner-requests', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'partner-requests' AND `lead_id` = OLD.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
END;
--> statement-breakpoint
CREATE TRIGGER `partner_requests_count_spam` AFTER UPDATE OF `held_reason` ON `partner_requests`
WHEN (OLD.`held_reason` IS NULL) <> (NEW.`held_reason` IS NULL) BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'partner-requests', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'partner-requests' AND `lead_id` = NEW.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'partner-requests', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'partner-requests' AND `lead_id` = NEW.`id`), 'new'), s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `affiliates_count_insert` AFTER INSERT ON `affiliates` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'affiliates', 'new', s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `affiliates_count_delete` AFTER DELETE ON `affiliates` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'affiliates', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'affiliates' AND `lead_id` = OLD.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
END;
--> statement-breakpoint
CREATE TRIGGER `affiliates_count_spam` AFTER UPDATE OF `held_reason` ON `affiliates`
WHEN (OLD.`held_reason` IS NULL) <> (NEW.`held_reason` IS NULL) BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'affiliates', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'affiliates' AND `lead_id` = NEW.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'affiliates', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'affiliates' AND `lead_id` = NEW.`id`), 'new'), s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `merch_quotes_count_insert` AFTER INSERT ON `merch_quotes` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'merch-quotes', 'new', s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `merch_quotes_count_delete` AFTER DELETE ON `merch_quotes` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'merch-quotes', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'merch-quotes' AND `lead_id` = OLD.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
END;
--> statement-breakpoint
CREATE TRIGGER `merch_quotes_count_spam` AFTER UPDATE OF `held_reason` ON `merch_quotes`
WHEN (OLD.`held_reason` IS NULL) <> (NEW.`held_reason` IS NULL) BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'merch-quotes', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'merch-quotes' AND `lead_id` = NEW.`id`), 'new'), s, -1 FROM (SELECT OLD.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT 'merch-quotes', coalesce((SELECT `status` FROM `lead_workflow` WHERE `lead_kind` = 'merch-quotes' AND `lead_id` = NEW.`id`), 'new'), s, 1 FROM (SELECT NEW.`held_reason` IS NOT NULL AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
-- A workflow row moves its lead between statuses while the lead exists (the CASE is null for a lead that is gone).
CREATE TRIGGER `lead_workflow_count_insert` AFTER INSERT ON `lead_workflow` WHEN NEW.`status` <> 'new' BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT NEW.`lead_kind`, 'new', s, -1 FROM (SELECT (CASE NEW.`lead_kind`
    WHEN 'inquiries' THEN (SELECT `held_reason` IS NOT NULL FROM `inquiries` WHERE `id` = NEW.`lead_id`)
    WHEN 'project-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `project_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'contractor-applications' THEN (SELECT `held_reason` IS NOT NULL FROM `contractor_applications` WHERE `id` = NEW.`lead_id`)
    WHEN 'partner-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `partner_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'affiliates' THEN (SELECT `held_reason` IS NOT NULL FROM `affiliates` WHERE `id` = NEW.`lead_id`)
    WHEN 'merch-quotes' THEN (SELECT `held_reason` IS NOT NULL FROM `merch_quotes` WHERE `id` = NEW.`lead_id`)
  END) AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT NEW.`lead_kind`, NEW.`status`, s, 1 FROM (SELECT (CASE NEW.`lead_kind`
    WHEN 'inquiries' THEN (SELECT `held_reason` IS NOT NULL FROM `inquiries` WHERE `id` = NEW.`lead_id`)
    WHEN 'project-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `project_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'contractor-applications' THEN (SELECT `held_reason` IS NOT NULL FROM `contractor_applications` WHERE `id` = NEW.`lead_id`)
    WHEN 'partner-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `partner_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'affiliates' THEN (SELECT `held_reason` IS NOT NULL FROM `affiliates` WHERE `id` = NEW.`lead_id`)
    WHEN 'merch-quotes' THEN (SELECT `held_reason` IS NOT NULL FROM `merch_quotes` WHERE `id` = NEW.`lead_id`)
  END) AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_workflow_count_update` AFTER UPDATE OF `status` ON `lead_workflow` WHEN OLD.`status` <> NEW.`status` BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT NEW.`lead_kind`, OLD.`status`, s, -1 FROM (SELECT (CASE NEW.`lead_kind`
    WHEN 'inquiries' THEN (SELECT `held_reason` IS NOT NULL FROM `inquiries` WHERE `id` = NEW.`lead_id`)
    WHEN 'project-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `project_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'contractor-applications' THEN (SELECT `held_reason` IS NOT NULL FROM `contractor_applications` WHERE `id` = NEW.`lead_id`)
    WHEN 'partner-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `partner_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'affiliates' THEN (SELECT `held_reason` IS NOT NULL FROM `affiliates` WHERE `id` = NEW.`lead_id`)
    WHEN 'merch-quotes' THEN (SELECT `held_reason` IS NOT NULL FROM `merch_quotes` WHERE `id` = NEW.`lead_id`)
  END) AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT NEW.`lead_kind`, NEW.`status`, s, 1 FROM (SELECT (CASE NEW.`lead_kind`
    WHEN 'inquiries' THEN (SELECT `held_reason` IS NOT NULL FROM `inquiries` WHERE `id` = NEW.`lead_id`)
    WHEN 'project-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `project_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'contractor-applications' THEN (SELECT `held_reason` IS NOT NULL FROM `contractor_applications` WHERE `id` = NEW.`lead_id`)
    WHEN 'partner-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `partner_requests` WHERE `id` = NEW.`lead_id`)
    WHEN 'affiliates' THEN (SELECT `held_reason` IS NOT NULL FROM `affiliates` WHERE `id` = NEW.`lead_id`)
    WHEN 'merch-quotes' THEN (SELECT `held_reason` IS NOT NULL FROM `merch_quotes` WHERE `id` = NEW.`lead_id`)
  END) AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
--> statement-breakpoint
CREATE TRIGGER `lead_workflow_count_delete` AFTER DELETE ON `lead_workflow` WHEN OLD.`status` <> 'new' BEGIN
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT OLD.`lead_kind`, OLD.`status`, s, -1 FROM (SELECT (CASE OLD.`lead_kind`
    WHEN 'inquiries' THEN (SELECT `held_reason` IS NOT NULL FROM `inquiries` WHERE `id` = OLD.`lead_id`)
    WHEN 'project-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `project_requests` WHERE `id` = OLD.`lead_id`)
    WHEN 'contractor-applications' THEN (SELECT `held_reason` IS NOT NULL FROM `contractor_applications` WHERE `id` = OLD.`lead_id`)
    WHEN 'partner-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `partner_requests` WHERE `id` = OLD.`lead_id`)
    WHEN 'affiliates' THEN (SELECT `held_reason` IS NOT NULL FROM `affiliates` WHERE `id` = OLD.`lead_id`)
    WHEN 'merch-quotes' THEN (SELECT `held_reason` IS NOT NULL FROM `merch_quotes` WHERE `id` = OLD.`lead_id`)
  END) AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (-1);
  INSERT INTO `lead_counts` (`lead_kind`, `status`, `spam`, `n`) SELECT OLD.`lead_kind`, 'new', s, 1 FROM (SELECT (CASE OLD.`lead_kind`
    WHEN 'inquiries' THEN (SELECT `held_reason` IS NOT NULL FROM `inquiries` WHERE `id` = OLD.`lead_id`)
    WHEN 'project-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `project_requests` WHERE `id` = OLD.`lead_id`)
    WHEN 'contractor-applications' THEN (SELECT `held_reason` IS NOT NULL FROM `contractor_applications` WHERE `id` = OLD.`lead_id`)
    WHEN 'partner-requests' THEN (SELECT `held_reason` IS NOT NULL FROM `partner_requests` WHERE `id` = OLD.`lead_id`)
    WHEN 'affiliates' THEN (SELECT `held_reason` IS NOT NULL FROM `affiliates` WHERE `id` = OLD.`lead_id`)
    WHEN 'merch-quotes' THEN (SELECT `held_reason` IS NOT NULL FROM `merch_quotes` WHERE `id` = OLD.`lead_id`)
  END) AS s) WHERE s IS NOT NULL
  ON CONFLICT (`lead_kind`, `status`, `spam`) DO UPDATE SET `n` = `n` + (1);
END;
