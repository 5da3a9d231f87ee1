ALTER TABLE `listings` ADD `rejection_reason` text;--> statement-breakpoint
ALTER TABLE `listings` ADD `resubmitted_at` integer;