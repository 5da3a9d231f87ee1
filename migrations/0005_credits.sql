CREATE TABLE `local_provider_payments` (
	`id` text PRIMARY KEY NOT NULL,
	`order_id` text NOT NULL,
	`amount` integer NOT NULL,
	`currency` text DEFAULT 'INR' NOT NULL,
	`status` text NOT NULL,
	`error_reason` text,
	`error_description` text,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `local_provider_payments_order_idx` ON `local_provider_payments` (`order_id`);--> statement-breakpoint
CREATE TABLE `webhook_events` (
	`event_id` text PRIMARY KEY NOT NULL,
	`event` text NOT NULL,
	`provider_order_id` text,
	`outcome` text NOT NULL,
	`created_at` integer DEFAULT (unixepoch('subsec') * 1000) NOT NULL
);
--> statement-breakpoint
ALTER TABLE `credit_transactions` ADD `balance_after` integer;--> statement-breakpoint
ALTER TABLE `payments` ADD `settled_by` text;--> statement-breakpoint
ALTER TABLE `payments` ADD `failure_reason` text;--> statement-breakpoint
CREATE INDEX `payments_status_created_idx` ON `payments` (`status`,`created_at`);--> statement-breakpoint
-- A safety net under the UserCredits Durable Object: no write may take a balance below zero
-- (the whole D1 batch it belongs to rolls back). drizzle-kit does not model triggers.
CREATE TRIGGER `users_credits_not_negative` BEFORE UPDATE OF `credits` ON `users`
WHEN NEW.`credits` < 0
BEGIN
	SELECT RAISE(ABORT, 'credits cannot go below zero');
END;
