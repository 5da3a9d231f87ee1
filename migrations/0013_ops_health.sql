CREATE TABLE `mail_sends` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`sent_at` integer NOT NULL,
	`via` text NOT NULL,
	`subject` text NOT NULL,
	`outcome` text NOT NULL,
	`status` integer
);
--> statement-breakpoint
CREATE INDEX `mail_sends_outcome_idx` ON `mail_sends` (`outcome`,`sent_at`);--> statement-breakpoint
CREATE INDEX `mail_sends_sent_idx` ON `mail_sends` (`sent_at`);--> statement-breakpoint
CREATE TABLE `scheduled_runs` (
	`job` text PRIMARY KEY NOT NULL,
	`cron` text NOT NULL,
	`started_at` integer NOT NULL,
	`finished_at` integer NOT NULL,
	`outcome` text NOT NULL,
	`counts` text DEFAULT '{}' NOT NULL,
	`error` text
);
