-- A story's JSON columns become jsonb, each in the one shape lib/schemas/story-json.ts declares.
-- What older writers left as text is converted here, once: text that is JSON becomes that JSON,
-- JSON text stored as a JSON string (encoded twice) is unwrapped, and anything else becomes null
-- (readers showed it as absent already). Generated and manual image maps, read until now in
-- three shapes ({ "images": { "1": url } }, [url for page 1, url for page 2, ...] and
-- { "1": url }), all become { "1": url }, keeping only entries a reader would have shown.
CREATE FUNCTION "story_json_from_text"(value text) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	parsed jsonb;
BEGIN
	IF value IS NULL THEN
		RETURN NULL;
	END IF;
	BEGIN
		parsed := value::jsonb;
		IF jsonb_typeof(parsed) = 'string' THEN
			parsed := (parsed #>> '{}')::jsonb;
		END IF;
	EXCEPTION WHEN others THEN
		RETURN NULL;
	END;
	IF jsonb_typeof(parsed) = 'null' THEN
		RETURN NULL;
	END IF;
	RETURN parsed;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "story_image_map"(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
	map jsonb := '{}'::jsonb;
	entry record;
	page numeric;
	url text;
BEGIN
	-- The images map inside its wrapper, itself perhaps still JSON text.
	LOOP
		IF jsonb_typeof(value) = 'string' THEN
			value := "story_json_from_text"(value #>> '{}');
		END IF;
		EXIT WHEN jsonb_typeof(value) IS DISTINCT FROM 'object' OR NOT value ? 'images';
		value := value -> 'images';
	END LOOP;
	IF jsonb_typeof(value) IS DISTINCT FROM 'object' AND jsonb_typeof(value) IS DISTINCT FROM 'array' THEN
		RETURN NULL;
	END IF;
	-- An array's first element is page 1.
	FOR entry IN
		SELECT t.key, t.item FROM jsonb_each(CASE WHEN jsonb_typeof(value) = 'object' THEN value ELSE '{}'::jsonb END) AS t(key, item)
		UNION ALL
		SELECT a.position::text, a.item FROM jsonb_array_elements(CASE WHEN jsonb_typeof(value) = 'array' THEN value ELSE '[]'::jsonb END) WITH ORDINALITY AS a(item, position)
	LOOP
		CONTINUE WHEN entry.key !~ '^\s*[0-9]+(\.0*)?\s*$';
		page := trim(entry.key)::numeric;
		CONTINUE WHEN page < 1 OR page <> trunc(page);
		url := CASE
			WHEN jsonb_typeof(entry.item) = 'string' THEN entry.item #>> '{}'
			WHEN jsonb_typeof(entry.item) = 'object' AND jsonb_typeof(entry.item -> 'url') = 'string' THEN entry.item ->> 'url'
		END;
		url := regexp_replace(url, '^\s+|\s+$', '', 'g');
		CONTINUE WHEN url IS NULL OR url = '';
		map := map || jsonb_build_object(trunc(page)::text, url);
	END LOOP;
	RETURN map;
END;
$$;
--> statement-breakpoint
CREATE FUNCTION "story_data_pages"(value jsonb) RETURNS jsonb LANGUAGE plpgsql IMMUTABLE AS $$
BEGIN
	-- A bare pages array is the pages of { "pages": [...] }.
	IF jsonb_typeof(value) = 'array' THEN
		RETURN jsonb_build_object('pages', value);
	END IF;
	IF jsonb_typeof(value) = 'object' AND jsonb_typeof(value -> 'pages') = 'array' THEN
		RETURN value;
	END IF;
	RETURN NULL;
END;
$$;
--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "pepita_customization" SET DATA TYPE jsonb USING CASE
	WHEN jsonb_typeof("story_json_from_text"("pepita_customization")) = 'object' THEN "story_json_from_text"("pepita_customization")
END;--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "story_data" SET DATA TYPE jsonb USING "story_data_pages"("story_json_from_text"("story_data"));--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "image_data" SET DATA TYPE jsonb USING "story_image_map"("story_json_from_text"("image_data"));--> statement-breakpoint
ALTER TABLE "stories" ALTER COLUMN "manual_images" SET DATA TYPE jsonb USING "story_image_map"("story_json_from_text"("manual_images"));--> statement-breakpoint
DROP FUNCTION "story_data_pages"(jsonb);--> statement-breakpoint
DROP FUNCTION "story_image_map"(jsonb);--> statement-breakpoint
DROP FUNCTION "story_json_from_text"(text);
