CREATE TABLE `listing_reviews` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`before` text NOT NULL,
	`edited_at` integer NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	FOREIGN KEY (`listing_id`) REFERENCES `listings`(`id`) ON UPDATE no action ON DELETE cascade
);
