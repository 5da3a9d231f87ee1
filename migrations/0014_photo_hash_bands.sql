CREATE TABLE `photo_hash_bands` (
	`photo_id` text NOT NULL,
	`band` integer NOT NULL,
	`value` integer NOT NULL,
	`hash` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `photo_hash_bands_value_idx` ON `photo_hash_bands` (`band`,`value`,`hash`,`photo_id`);--> statement-breakpoint
CREATE UNIQUE INDEX `photo_hash_bands_photo_unique` ON `photo_hash_bands` (`photo_id`,`band`);