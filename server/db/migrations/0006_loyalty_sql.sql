-- VIP levels now go by spending (min_spent). Existing databases got min_spent = 0 on every level, which
-- would put every customer at the top level on their next delivery: give the demo's levels the demo's
-- thresholds (Standard 0, Bronze 100, Argent 300, Or 800 TND); other names keep 0 until the admin sets them.
UPDATE "vip_levels" SET "min_spent" = CASE "level_name" WHEN 'Bronze' THEN 100.000 WHEN 'Argent' THEN 300.000 WHEN 'Or' THEN 800.000 ELSE "min_spent" END WHERE "min_spent" = 0;
