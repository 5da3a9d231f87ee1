CREATE TABLE `listing_confirm_tokens` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`token_hash` text NOT NULL,
	`expires_at` integer NOT NULL,
	`used_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_confirm_tokens_hash_unique` ON `listing_confirm_tokens` (`token_hash`);--> statement-breakpoint
CREATE TABLE `listing_reports` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`listing_id` integer NOT NULL,
	`reporter_id` text,
	`reporter_key` text NOT NULL,
	`reason` text NOT NULL,
	`note` text DEFAULT '' NOT NULL,
	`status` text DEFAULT 'Open' NOT NULL,
	`closed_at` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade,
	FOREIGN KEY (`reporter_id`) REFERENCES `users`(`id`) ON UPDATE no action ON DELETE set null
);
--> statement-breakpoint
CREATE UNIQUE INDEX `listing_reports_open_unique` ON `listing_reports` (`listing_id`,`reporter_key`) WHERE status = 'Open';--> statement-breakpoint
CREATE INDEX `listing_reports_status_idx` ON `listing_reports` (`status`,`reason`,`listing_id`);--> statement-breakpoint
-- The public condition gains "not hidden" (docs/decisions/0037): SQLite cannot change a generated
-- column, so its indexes go, the column is dropped and added again with the new expression, and
-- the indexes come back unchanged.
DROP INDEX `listings_public_newest_idx`;--> statement-breakpoint
DROP INDEX `listings_public_type_idx`;--> statement-breakpoint
DROP INDEX `listings_public_area_idx`;--> statement-breakpoint
DROP INDEX `listings_public_type_area_idx`;--> statement-breakpoint
ALTER TABLE `listings` DROP COLUMN `is_public`;--> statement-breakpoint
ALTER TABLE `listings` ADD `hidden_reason` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `is_public` integer GENERATED ALWAYS AS ((status IN ('Approved', 'Sold') AND hidden_reason IS NULL)) VIRTUAL NOT NULL;--> statement-breakpoint
ALTER TABLE `listings` ADD `confirmed_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `reminded_at` integer;--> statement-breakpoint
ALTER TABLE `listings` ADD `duplicate_of` integer;--> statement-breakpoint
-- Listings already live count as confirmed today, so the 60-day rule hides none of them at once.
UPDATE `listings` SET `confirmed_at` = (unixepoch('subsec') * 1000) WHERE `status` IN ('Approved', 'Sold');--> statement-breakpoint
CREATE INDEX `listings_public_newest_idx` ON `listings` (`is_public`,`id`,`type`,`area`,`latitude`,`longitude`,`price`,`land_area`,`bhk`,`facing`,`dtcp_approved`,`ready_to_move`,`gated_community`);--> statement-breakpoint
CREATE INDEX `listings_public_type_idx` ON `listings` (`is_public`,`type`);--> statement-breakpoint
CREATE INDEX `listings_public_area_idx` ON `listings` (`is_public`,`area`);--> statement-breakpoint
CREATE INDEX `listings_public_type_area_idx` ON `listings` (`is_public`,`type`,`area`);
