-- Stories get a Spanish title beside the English one; older stories keep null (the English title shows).
ALTER TABLE "stories" ADD COLUMN "spanish_title" text;
