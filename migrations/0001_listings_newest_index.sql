DROP INDEX `listings_public_idx`;--> statement-breakpoint
DROP INDEX `listings_public_lat_idx`;--> statement-breakpoint
CREATE INDEX `listings_public_newest_idx` ON `listings` (`is_public`,`id`,`type`,`area`,`latitude`,`longitude`,`price`,`land_area`);