ALTER TABLE `saved_searches` ADD `search_key` text;--> statement-breakpoint
CREATE UNIQUE INDEX `saved_searches_same_idx` ON `saved_searches` (`user_id`,`search_key`);