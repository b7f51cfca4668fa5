-- Which sanitiser wrote a post's body, and its digest (ADR 257). Rows stored before are null:
-- their bodies are sanitised on every public read, as before, until they are saved again.
ALTER TABLE `blog_posts` ADD `content_sanitized` text;
