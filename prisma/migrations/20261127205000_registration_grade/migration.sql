-- The grade a registered child entered that edition (a returning child's grade is advanced from it).
ALTER TABLE "Registration" ADD COLUMN "gradeEntering" INTEGER;
ALTER TABLE "Registration" ADD CONSTRAINT "Registration_gradeEntering_check" CHECK ("gradeEntering" BETWEEN 0 AND 13);
