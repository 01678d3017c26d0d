CREATE TABLE `analytics_events` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`type` text NOT NULL,
	`name` text NOT NULL,
	`listing_id` integer,
	`title` text,
	`data` text DEFAULT '{}' NOT NULL,
	`session_id` text,
	`path` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE INDEX `analytics_events_type_time` ON `analytics_events` (`type`,`created_at`);--> statement-breakpoint
CREATE TABLE `backups` (
	`backup_id` text PRIMARY KEY NOT NULL,
	`listing_id` integer NOT NULL,
	`timestamp` text NOT NULL,
	`backup_type` text DEFAULT 'pre_etsy_update' NOT NULL,
	`sticker_data` text NOT NULL,
	`etsy_data` text,
	`local_fields_count` integer DEFAULT 0 NOT NULL,
	`etsy_fields_count` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE INDEX `backups_listing_time` ON `backups` (`listing_id`,`timestamp`);--> statement-breakpoint
CREATE TABLE `catalogue_revision` (
	`id` integer PRIMARY KEY NOT NULL,
	`revision` integer DEFAULT 0 NOT NULL
);
--> statement-breakpoint
CREATE TABLE `category_scene_assignments` (
	`category` text PRIMARY KEY NOT NULL,
	`scene_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `hero_settings` (
	`id` integer PRIMARY KEY NOT NULL,
	`left_listing_id` integer,
	`right_listing_id` integer,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `instance_scene_assignments` (
	`instance_id` text PRIMARY KEY NOT NULL,
	`scene_name` text NOT NULL,
	`assigned_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`background_path` text
);
--> statement-breakpoint
CREATE TABLE `listing_scene_insertions` (
	`listing_id` integer PRIMARY KEY NOT NULL,
	`scene_name` text NOT NULL,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `marketplace_listings` (
	`etsy_listing_id` integer PRIMARY KEY NOT NULL,
	`listing_data` text,
	`images_data` text,
	`inventory_data` text,
	`variation_images_data` text,
	`extracted_variations` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `marketplace_tokens` (
	`id` integer PRIMARY KEY NOT NULL,
	`access_token_enc` text NOT NULL,
	`refresh_token_enc` text NOT NULL,
	`token_preview` text NOT NULL,
	`expires_at` text NOT NULL,
	`refresh_expires_at` text NOT NULL,
	`scopes` text NOT NULL,
	`user_id` integer,
	`shop_id` integer,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `parallax_scenes` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`name` text NOT NULL,
	`category` text,
	`component_height` text DEFAULT '50vh' NOT NULL,
	`mode` text DEFAULT 'normal' NOT NULL,
	`layer_y_positions` text DEFAULT '{}' NOT NULL,
	`layer_visibility` text DEFAULT '{}' NOT NULL,
	`layer_speeds` text DEFAULT '{}' NOT NULL,
	`scene_stickers` text DEFAULT '[]' NOT NULL,
	`sticker_positions` text DEFAULT '{}' NOT NULL,
	`background_path` text,
	`background_style` text DEFAULT '{}' NOT NULL,
	`description` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `parallax_scenes_name_unique` ON `parallax_scenes` (`name`);--> statement-breakpoint
CREATE TABLE `progress` (
	`key` text PRIMARY KEY NOT NULL,
	`value` text NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE TABLE `recommendations` (
	`source_listing_id` integer NOT NULL,
	`recommended_listing_id` integer NOT NULL,
	`position` integer DEFAULT 0 NOT NULL,
	`click_count` integer DEFAULT 0 NOT NULL,
	`view_count` integer DEFAULT 0 NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	PRIMARY KEY(`source_listing_id`, `recommended_listing_id`)
);
--> statement-breakpoint
CREATE TABLE `shop_transactions` (
	`transaction_id` integer PRIMARY KEY NOT NULL,
	`listing_id` integer NOT NULL,
	`quantity` integer DEFAULT 1 NOT NULL,
	`price` real,
	`created_at` text NOT NULL
);
--> statement-breakpoint
CREATE INDEX `shop_transactions_listing` ON `shop_transactions` (`listing_id`);--> statement-breakpoint
CREATE TABLE `stickers` (
	`etsy_listing_id` integer PRIMARY KEY NOT NULL,
	`slug` text NOT NULL,
	`title` text NOT NULL,
	`description` text DEFAULT '' NOT NULL,
	`etsy_url` text,
	`etsy_share_url` text,
	`state` text DEFAULT 'active' NOT NULL,
	`quantity` integer DEFAULT 0 NOT NULL,
	`views` integer DEFAULT 0 NOT NULL,
	`num_favorers` integer DEFAULT 0 NOT NULL,
	`featured_rank` integer,
	`listing_data` text,
	`inventory_data` text,
	`tags` text DEFAULT '[]' NOT NULL,
	`total_sales_volume` integer DEFAULT 0 NOT NULL,
	`last_etsy_update` text,
	`category` text,
	`svg_path` text,
	`svg_paths` text DEFAULT '[]' NOT NULL,
	`svg_titles` text DEFAULT '[]' NOT NULL,
	`dimensions` text DEFAULT '{}' NOT NULL,
	`sizes` text DEFAULT '[]' NOT NULL,
	`public_visible` integer DEFAULT true NOT NULL,
	`is_set` integer DEFAULT false NOT NULL,
	`is_pack` integer DEFAULT false NOT NULL,
	`pack_type` text,
	`set_quantity` integer DEFAULT 1 NOT NULL,
	`is_true_scale` integer DEFAULT false NOT NULL,
	`display_order` integer DEFAULT 0 NOT NULL,
	`size_variations` text DEFAULT '[]' NOT NULL,
	`color_variations` text DEFAULT '[]' NOT NULL,
	`enabled_colors` text DEFAULT '{}' NOT NULL,
	`unique_description` text,
	`boiler_plate_text` text,
	`variation_scraping_status` text,
	`variation_scraping_error` text,
	`variation_scraping_last_attempt` text,
	`available_sizes` text DEFAULT '[]' NOT NULL,
	`available_colors` text DEFAULT '[]' NOT NULL,
	`first_image_url` text,
	`largest_size_image_url` text,
	`all_image_urls` text DEFAULT '[]' NOT NULL,
	`inventory_matrix` text,
	`min_price` text,
	`variation_images_data` text,
	`created_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`updated_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL
);
--> statement-breakpoint
CREATE UNIQUE INDEX `stickers_slug_unique` ON `stickers` (`slug`);--> statement-breakpoint
CREATE INDEX `stickers_public_sales` ON `stickers` (`public_visible`,`total_sales_volume`);--> statement-breakpoint
CREATE INDEX `stickers_category` ON `stickers` (`category`);--> statement-breakpoint
CREATE TABLE `sync_runs` (
	`id` integer PRIMARY KEY AUTOINCREMENT NOT NULL,
	`kind` text NOT NULL,
	`status` text DEFAULT 'running' NOT NULL,
	`started_at` text DEFAULT (strftime('%Y-%m-%dT%H:%M:%fZ', 'now')) NOT NULL,
	`finished_at` text,
	`total` integer DEFAULT 0 NOT NULL,
	`successful` integer DEFAULT 0 NOT NULL,
	`failed` integer DEFAULT 0 NOT NULL,
	`summary` text DEFAULT '{}' NOT NULL,
	`error` text
);
