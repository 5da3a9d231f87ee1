CREATE TABLE `saved_searches` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`user_id` text NOT NULL,
	`name` text NOT NULL,
	`query` text NOT NULL,
	`frequency` text DEFAULT 'daily' NOT NULL,
	`last_alerted_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL,
	FOREIGN KEY (`user_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE INDEX `saved_searches_user_idx` ON `saved_searches` (`user_id`,`id`);--> statement-breakpoint
CREATE INDEX `saved_searches_alert_idx` ON `saved_searches` (`frequency`,`user_id`);--> statement-breakpoint
ALTER TABLE `favourites` ADD `price_alert` integer DEFAULT false NOT NULL;--> statement-breakpoint
ALTER TABLE `favourites` ADD `alert_price` integer;--> statement-breakpoint
CREATE INDEX `favourites_price_alert_idx` ON `favourites` (`price_alert`,`user_id`);--> statement-breakpoint
ALTER TABLE `listings` ADD `public_since` integer;--> statement-breakpoint
CREATE INDEX `listings_public_since_idx` ON `listings` (`public_since`);--> statement-breakpoint
-- Listings public before this migration count as public since their last confirmation (or creation).
UPDATE `listings` SET `public_since` = COALESCE(`confirmed_at`, `created_at`) WHERE `status` IN ('Approved', 'Sold') AND `hidden_reason` IS NULL;
