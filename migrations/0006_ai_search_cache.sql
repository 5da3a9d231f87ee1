CREATE TABLE `ai_search_cache` (
	`key` text PRIMARY KEY NOT NULL,
	`answer` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
