-- The public API's answers also depend on scenes, scene assignments and the hero settings: a change
-- to any of them bumps the same counter, so every public answer can carry it as its ETag.
CREATE TRIGGER `parallax_scenes_revision_insert` AFTER INSERT ON `parallax_scenes`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `parallax_scenes_revision_update` AFTER UPDATE ON `parallax_scenes`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `parallax_scenes_revision_delete` AFTER DELETE ON `parallax_scenes`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `category_scene_assignments_revision_insert` AFTER INSERT ON `category_scene_assignments`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `category_scene_assignments_revision_update` AFTER UPDATE ON `category_scene_assignments`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `category_scene_assignments_revision_delete` AFTER DELETE ON `category_scene_assignments`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `listing_scene_insertions_revision_insert` AFTER INSERT ON `listing_scene_insertions`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `listing_scene_insertions_revision_update` AFTER UPDATE ON `listing_scene_insertions`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `listing_scene_insertions_revision_delete` AFTER DELETE ON `listing_scene_insertions`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `instance_scene_assignments_revision_insert` AFTER INSERT ON `instance_scene_assignments`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `instance_scene_assignments_revision_update` AFTER UPDATE ON `instance_scene_assignments`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `instance_scene_assignments_revision_delete` AFTER DELETE ON `instance_scene_assignments`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hero_settings_revision_insert` AFTER INSERT ON `hero_settings`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hero_settings_revision_update` AFTER UPDATE ON `hero_settings`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `hero_settings_revision_delete` AFTER DELETE ON `hero_settings`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
