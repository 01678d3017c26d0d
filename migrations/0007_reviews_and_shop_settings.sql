CREATE TABLE `listing_reviews` (
	`transaction_id` integer PRIMARY KEY NOT NULL,
	`listing_id` integer NOT NULL,
	`rating` integer NOT NULL,
	`review` text DEFAULT '' NOT NULL,
	`language` text,
	`created_at` text NOT NULL,
	`updated_at` text NOT NULL,
	`synced_run` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `listing_reviews_listing_time` ON `listing_reviews` (`listing_id`,`created_at`);--> statement-breakpoint
CREATE INDEX `listing_reviews_time` ON `listing_reviews` (`created_at`);--> statement-breakpoint
CREATE TABLE `shop_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`show_sales_count` integer DEFAULT false NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
-- A listing's rating and reviews are served with its detail and built into its page: a change bumps
-- the catalogue revision. A sync's upsert that changes nothing a shopper sees bumps nothing.
CREATE TRIGGER `listing_reviews_revision_insert` AFTER INSERT ON `listing_reviews`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `listing_reviews_revision_update` AFTER UPDATE ON `listing_reviews`
WHEN OLD.`listing_id` IS NOT NEW.`listing_id` OR OLD.`rating` IS NOT NEW.`rating` OR OLD.`review` IS NOT NEW.`review` OR OLD.`created_at` IS NOT NEW.`created_at`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `listing_reviews_revision_delete` AFTER DELETE ON `listing_reviews`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
-- Whether the sales count is shown changes what public reads answer.
CREATE TRIGGER `shop_settings_revision_insert` AFTER INSERT ON `shop_settings`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `shop_settings_revision_update` AFTER UPDATE ON `shop_settings`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
