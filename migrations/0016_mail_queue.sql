CREATE TABLE `mail_deliveries` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`key` text NOT NULL,
	`subject` text NOT NULL,
	`state` text NOT NULL,
	`attempts` integer DEFAULT 0 NOT NULL,
	`last_error` text,
	`outbox_id` integer,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL,
	`updated_at` integer NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `mail_deliveries_key_unique` ON `mail_deliveries` (`key`);--> statement-breakpoint
CREATE INDEX `mail_deliveries_state_idx` ON `mail_deliveries` (`state`,`updated_at`);--> statement-breakpoint
CREATE INDEX `mail_deliveries_outbox_idx` ON `mail_deliveries` (`outbox_id`);