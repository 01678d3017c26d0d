CREATE TABLE `oauth_states` (
	`state` text PRIMARY KEY NOT NULL,
	`code_verifier` text NOT NULL,
	`redirect_uri` text NOT NULL,
	`expires_at` integer NOT NULL
);
--> statement-breakpoint
ALTER TABLE `marketplace_tokens` ADD `status` text DEFAULT 'connected' NOT NULL;--> statement-breakpoint
ALTER TABLE `marketplace_tokens` ADD `refreshing_until` integer;