-- Every change to stickers bumps one counter, so the Worker can keep the catalogue in memory and
-- re-read it only when this number moves.
INSERT INTO `catalogue_revision` (`id`, `revision`) VALUES (1, 0);
--> statement-breakpoint
CREATE TRIGGER `stickers_revision_insert` AFTER INSERT ON `stickers`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `stickers_revision_update` AFTER UPDATE ON `stickers`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `stickers_revision_delete` AFTER DELETE ON `stickers`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
