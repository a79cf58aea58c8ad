-- The language a person chose for the site (shared/language.ts).
ALTER TABLE "Account" ADD COLUMN "language" TEXT;
