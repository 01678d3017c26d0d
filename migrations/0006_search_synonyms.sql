CREATE TABLE `search_synonyms` (
	`word` text NOT NULL,
	`means` text NOT NULL,
	PRIMARY KEY(`word`, `means`)
);
--> statement-breakpoint
-- The Worker's search reads the owner's synonyms with the catalogue it keeps in memory: a change
-- bumps the catalogue revision like a change to listings, so the next search reads them again.
CREATE TRIGGER `search_synonyms_revision_insert` AFTER INSERT ON `search_synonyms`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_synonyms_revision_update` AFTER UPDATE ON `search_synonyms`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
--> statement-breakpoint
CREATE TRIGGER `search_synonyms_revision_delete` AFTER DELETE ON `search_synonyms`
BEGIN UPDATE `catalogue_revision` SET `revision` = `revision` + 1 WHERE `id` = 1; END;
