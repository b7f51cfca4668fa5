-- The rich project description (ADR 312): sanitised HTML shown on the project page; NULL keeps the plain text.
ALTER TABLE `projects` ADD `description_html` text;