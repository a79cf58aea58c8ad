-- A registration or application question's words in Spanish: the prompt and its choices (one for each
-- English choice, at the same place). Blank means Spanish readers see the English.
ALTER TABLE "Question" ADD COLUMN "promptEs" TEXT;
ALTER TABLE "Question" ADD COLUMN "optionsEs" TEXT[] DEFAULT ARRAY[]::TEXT[];
