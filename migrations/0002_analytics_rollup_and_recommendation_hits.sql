CREATE TABLE `analytics_daily` (
	`day` text NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`count` integer DEFAULT 0 NOT NULL,
	PRIMARY KEY(`day`, `type`, `name`)
);
--> statement-breakpoint
CREATE TABLE `recommendation_hits` (
	`day` text NOT NULL,
	`visitor` text NOT NULL,
	`source_listing_id` integer NOT NULL,
	`recommended_listing_id` integer NOT NULL,
	`kind` text NOT NULL,
	PRIMARY KEY(`day`, `visitor`, `source_listing_id`, `recommended_listing_id`, `kind`)
);
--> statement-breakpoint
ALTER TABLE `analytics_events` ADD `client` text;--> statement-breakpoint
CREATE INDEX `analytics_events_client_time` ON `analytics_events` (`client`,`created_at`);